import { describe, expect, it } from 'vitest';
import { select } from './select.js';

const labels = ['card_arrival', 'lost_or_stolen_card', 'exchange_rate', 'cancel_transfer', 'change_pin', 'terminate_account', 'top_up_limits'];

describe('select', () => {
  it('picks the label whose words (and their forms) the text uses', () => {
    expect(select({ text: 'My new card still has not arrived', candidates: labels }).choice).toBe('card_arrival');
    expect(select({ text: 'How can I change my PIN?', candidates: labels }).choice).toBe('change_pin');
    expect(select({ text: 'What exchange rates do you use?', candidates: labels }).choice).toBe('exchange_rate');
  });

  it('reaches synonyms of a small general lexicon', () => {
    expect(select({ text: 'Someone stole my wallet with my card in it', candidates: labels }).choice).toBe('lost_or_stolen_card');
    expect(select({ text: 'Please close my account for good', candidates: labels }).choice).toBe('terminate_account');
  });

  it('gives ok with a confidence in 0..1, higher when one candidate clearly wins', () => {
    const clear = select({ text: 'cancel the transfer I just made', candidates: labels });
    expect(clear).toMatchObject({ choice: 'cancel_transfer', status: 'ok' });
    expect(clear.confidence).toBeGreaterThan(0);
    expect(clear.confidence).toBeLessThanOrEqual(1);
    const vague = select({ text: 'card', candidates: labels });
    expect(vague.confidence).toBeLessThan(clear.confidence);
  });

  it('reports no_match when no candidate shares meaning with the text', () => {
    const a = select({ text: 'The cat sat on the mat', candidates: labels });
    expect(a).toEqual({ choice: 'card_arrival', confidence: 0, status: 'no_match' });
  });

  it('reports no_candidates for an empty list', () => {
    expect(select({ text: 'anything', candidates: [] })).toEqual({ choice: '', confidence: 0, status: 'no_candidates' });
  });

  it('accepts free-text candidates as well as identifiers', () => {
    const a = select({ text: 'I would like a refund for this purchase', candidates: ['ask for a refund', 'report a bug', 'praise the product'] });
    expect(a.choice).toBe('ask for a refund');
  });
});
