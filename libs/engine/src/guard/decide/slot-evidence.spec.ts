import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { slotEvidence } from './judge.js';
import { fnDict as fn } from '../spec-catalogue.js';

// a catalogue shortened from the sixth round's development set (tools/bench/data/tool-requests/dev4), requests written for these tests
const s = (description: string) => ({ type: 'string', description });

const charity = [
  fn('search_charities', 'Search registered charities by cause or name.', { query: s('Cause or charity name, e.g. clean water'), country: s('Country where the charity works') }, ['query']),
  fn('donate', 'Make a one-off donation to a charity.', { charity_id: s('Charity identifier, e.g. ch-1201'), amount: { type: 'number', description: 'Amount to give' } }, ['charity_id', 'amount']),
  fn('list_donations', 'List past donations.', { charity_id: s('Only donations to this charity') }, []),
  fn('get_charity_rating', "Get an independent rating of a charity's transparency and impact.", { charity_id: s('Charity identifier') }, ['charity_id']),
];

describe('guard slot evidence', () => {
  it('reads an identifier parameter as evidence only when it holds a value written like an identifier', () => {
    expect(slotEvidence([{ name: 'charity_id' }], { charity_id: 'ch-7730' })).toBe(true);
    expect(slotEvidence([{ name: 'orderId' }], { orderId: 'LD-12' })).toBe(true);
    // a free-text parameter taking the same value, a plain word, a phrase: no evidence
    expect(slotEvidence([{ name: 'query' }], { query: 'ch-7730' })).toBe(false);
    expect(slotEvidence([{ name: 'charity_id' }], { charity_id: 'reliable' })).toBe(false);
    expect(slotEvidence([{ name: 'charity_id' }], { charity_id: 'ch 7730 please' })).toBe(false);
  });

  it('gives an identifier parameter no plain word standing before its head word', () => {
    const a = guard({ request: 'Is ch-7730 a reliable charity?', tools: [charity[3]] });
    expect(JSON.parse(a.record.arguments)).toEqual({ charity_id: 'ch-7730' });
  });

  it('prefers the tool whose identifier the request writes over one taking it as free text', () => {
    const a = guard({ request: 'Is ch-7730 a reliable charity?', tools: charity });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('get_charity_rating');
  });

  it('does not make a tool the request says nothing about relevant', () => {
    expect(guard({ request: 'What about ch-7730?', tools: charity }).action).toBe('ABSTAIN');
  });
});
