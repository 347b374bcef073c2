import { describe, expect, it } from 'vitest';
import { stem } from '../../lexical/stem.js';
import { TermBag } from '../../lexical/term-bag.js';
import { textTerms } from '../../lexical/terms.js';
import { sameAction } from './actions.js';
import { nameFit, nameParts, openingPhrase, openingVerb, leadWord, isQuestion } from './name-fit.js';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

const bag = (text: string) => new TermBag(textTerms(text));

describe('tool names read as an operation and its object', () => {
  it('splits snake_case, camelCase and dotted names into verb and object', () => {
    expect(nameParts('send_email').verb).toBe('send');
    expect(nameParts('send_email').object.map((t) => t.stem)).toEqual(['email']);
    expect(nameParts('createEvent').verb).toBe(stem('create'));
    expect(nameParts('stocks.getQuote').object.map((t) => t.stem)).toEqual(['stock', 'quot']);
    // a dotted name with a bare last segment names only an object
    expect(nameParts('uber.ride').verb).toBeNull();
    // a one-word name is its object, even when the word could be a verb
    expect(nameParts('calculate').verb).toBeNull();
  });

  it('reads the verb a request opens with, after politeness', () => {
    expect(openingVerb('Find emails from Amazon')).toBe('find');
    expect(openingVerb('Could you please delete that email')).toBe(stem('delete'));
    expect(openingVerb('What is the weather in Paris?')).toBeNull();
  });

  it('knows enable/disable, store and generate as operations, and `give me a` as asking for a thing', () => {
    expect(openingVerb('Disable the dark-mode flag in staging')).toBe(stem('disable'));
    expect(sameAction(stem('disable'), stem('toggle'))).toBe(true);
    expect(sameAction(stem('store'), stem('create'))).toBe(true);
    expect(sameAction(stem('generate'), stem('create'))).toBe(true);
    expect(openingVerb('Give me a strong random password')).toBeNull();
    expect(openingVerb('Give the report to Anna')).toBe(stem('give'));
  });

  it('a request asking for another operation clashes with the tool; one reading or computing does not', () => {
    const find = 'Find emails from Amazon';
    expect(nameFit('delete_email', openingVerb(find), bag(find)).clash).toBe(true);
    expect(nameFit('search_inbox', openingVerb(find), bag(find)).clash).toBe(false);
    expect(sameAction(stem('find'), stem('calculate'))).toBe(true);
    expect(sameAction(stem('send'), stem('delete'))).toBe(false);
  });

  it('an opening verb of another family is the operation asked, whatever verb words follow', () => {
    const rid = 'Get rid of that note';
    expect(openingVerb(rid)).toBe(stem('delete'));
    expect(nameFit('search_notes', openingVerb(rid), bag(rid)).clash).toBe(true);
    expect(nameFit('delete_note', openingVerb(rid), bag(rid))).toMatchObject({ clash: false, verb: true });
    // in a request of several sentences a later one may ask for the operation
    const two = 'I want to book a suite at the Hilton. Can you find the pricing for me?';
    expect(nameFit('hotel_pricing.get', openingVerb(two), bag(two), '', bag(two).terms, false, undefined, null, false).clash).toBe(false);
    expect(nameFit('hotel_pricing.get', openingVerb(two), bag(two)).clash).toBe(true);
    const post = 'Post a job opening, a new one';
    expect(nameFit('alerts.create', openingVerb(post), bag(post)).clash).toBe(true);
  });

  it('a phrasal verb opening the request asks for its operation, and its words are accounted for', () => {
    expect(openingPhrase('Please get rid of the old note')).toEqual([stem('get'), stem('rid')]);
    expect(openingPhrase('Get the old note')).toEqual([]);
    const notes = [
      { name: 'create_note', description: 'Create a new note with a title and body.', parameters: { type: 'object', properties: { title: { type: 'string', description: 'Title of the note' } }, required: ['title'] } },
      { name: 'search_notes', description: "Search the user's notes by keyword.", parameters: { type: 'object', properties: { query: { type: 'string', description: 'Words to look for' } }, required: ['query'] } },
      { name: 'delete_note', description: 'Delete a note by its id.', parameters: { type: 'object', properties: { note_id: { type: 'string', description: 'Id of the note' } }, required: ['note_id'] } },
    ];
    const a = guard({ request: 'Please get rid of the old note', tools: notes });
    expect(a.action).toBe('CLARIFY');
    expect(a.tool).toBe('delete_note');
    expect(a.missing_parameters).toEqual(['note_id']);
  });

  it('the object and the operation named make the tool fit', () => {
    const send = 'Send an email to bob@example.com';
    const fit = nameFit('send_email', openingVerb(send), bag(send));
    expect(fit).toMatchObject({ clash: false, verb: true });
    expect(fit.object).toBe(1);
  });

  it('reads a noun opening a request as a verb only before a value, a name, a determiner or a pronoun', () => {
    expect(leadWord("Tweet 'Just shipped v2.0!'")).toBe('tweet');
    expect(leadWord('Text Mike that I am late')).toBe('text');
    expect(leadWord('Contact details for Kevin')).toBeNull();
    expect(leadWord('What records does shop.io have?')).toBeNull();
  });
});

describe('isQuestion', () => {
  it('reads the asker getting a thing as a request, a permission question as a question', () => {
    expect(isQuestion('Can we get a tee time for 2 on 2027-05-09?')).toBe(false);
    expect(isQuestion('Could I get some extra towels?')).toBe(false);
    expect(isQuestion('Can we have a campfire in Big Sur this weekend?')).toBe(true);
    expect(isQuestion('Can I get to the airport by train?')).toBe(true);
  });
});

describe('guard: pulling a thing up shows it (round 39)', () => {
  const s = (description: string) => ({ type: 'string', description });
  const ferry = [
    fn('sailings.search', 'Find sailings between two ports on a date.', { from: s('Port'), to: s('Port'), date: s('Date') }, ['from', 'to', 'date']),
    fn('bookings.get', 'Get a booking by its reference.', { ref: s('Booking reference, e.g. BF-204981') }, ['ref']),
    fn('bookings.cancel', 'Cancel a booking.', { ref: s('Booking reference, e.g. BF-204981') }, ['ref']),
  ];

  it('reads `pull up` as the phrasal verb of showing', () => {
    expect(openingVerb('Can you pull up my booking?')).toBe(stem('show'));
    expect(openingVerb('pull it up')).toBe(stem('show'));
    const a = guard({ request: 'Can you pull up my booking BF-204981?', tools: ferry });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('bookings.get');
  });
});
