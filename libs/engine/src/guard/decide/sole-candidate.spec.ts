import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { asksTranslation } from './judge.js';
import { fn } from '../spec-catalogue.js';

// a catalogue written for this test (eighth round): one tool reads an amount, the others share no word with the question
const s = (description: string) => ({ type: 'string', description });

const photos = [
  fn('upload_photo', 'Upload a picture to an album.', { album_id: s('Album ID'), file_url: s('File URL') }, ['album_id', 'file_url']),
  fn('share_album', 'Share an album with a friend by email.', { album_id: s('Album ID'), email: s('Email') }, ['album_id', 'email']),
  fn('get_account_usage', 'Gigabytes stored this billing period and the remaining allowance.', {}, []),
];

describe('guard: the sole candidate of a question (eighth round)', () => {
  it('calls the one tool a question shares words with, though its relevance is below the margin rule’s usual least', () => {
    const a = guard({ request: 'How much of my allowance is left?', tools: photos });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('get_account_usage');
  });

  it('does not lift it when the request is no question', () => {
    expect(guard({ request: 'My allowance is left over', tools: photos }).action).toBe('ABSTAIN');
  });
});

// a catalogue written for this test: two tools of compatible verbs, one of them the request's own opening verb
const units = [
  fn('convert_units', 'Convert a quantity from one unit to another.', { quantity: s('Quantity with its unit, e.g. 5 miles'), target_unit: s('Unit to convert into') }, ['quantity', 'target_unit']),
  fn('calculate_currency', 'Identify the currency of a country.', { country: s('Country') }, ['country']),
  fn('list_units', 'List the units the service knows.', {}, []),
];

describe('guard: the tool of the literal opening verb (eighth round)', () => {
  it('does not let a tool of another, merely compatible verb fit by naming its object’s subject', () => {
    const a = guard({ request: 'Convert this into euros', tools: units });
    expect(a.tool).not.toBe('calculate_currency');
  });
});

// a catalogue written for this test: a text translator beside a language detector
const lang = [
  fn('translate_phrase', 'Translate a phrase into a language.', { phrase: s('Phrase to translate'), language: s('Target language') }, ['phrase', 'language']),
  fn('identify_language', 'Identify the language a phrase is written in.', { phrase: s('Phrase') }, ['phrase']),
  fn('list_languages', 'Languages the service supports.', {}, []),
];

describe('guard: `how do you say … in …` asks for a translation (eighth round)', () => {
  it('rewrites the idiom as a request to translate', () => {
    expect(asksTranslation("How do you say 'good night' in Italian?")).toBe("Translate 'good night' in Italian");
    expect(asksTranslation('How do you say no politely?')).toBe('How do you say no politely?');
  });

  it('calls the translating tool, not the one about languages', () => {
    const a = guard({ request: "How would I say 'good night' in Italian?", tools: lang });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('translate_phrase');
  });
});
