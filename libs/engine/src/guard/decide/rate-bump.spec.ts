import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { sameAction } from './actions.js';
import { stem } from '../../lexical/stem.js';
import { synonymGroups } from '../../lexical/terms.js';
import { fn } from '../spec-catalogue.js';

// catalogues written for this test (round 36): a parking garage's levels and a charity's recurring donations
const s = (description: string) => ({ type: 'string', description });
const n = (description: string) => ({ type: 'number', description });
const garage = [
  fn('get_level', 'Show a parking level with its free spaces.', { level: s('Level number') }, ['level']),
  fn('pricing.set', 'Set the hourly pricing of a parking level.', { level: s('Level number'), amount: n('Price per hour') }, ['level', 'amount']),
  fn('list_bookings', 'List the bookings of a day.', { date: s('Date') }, ['date']),
];
const charity = [
  fn('ListDonations', 'List my recurring donations.'),
  fn('ChangeDonation', 'Change the monthly amount of a recurring donation.', { donationId: s('Donation ID, e.g. DN-1001'), amount: n('New monthly amount') }, ['donationId', 'amount']),
  fn('CancelDonation', 'Cancel a recurring donation.', { donationId: s('Donation ID, e.g. DN-1001') }, ['donationId']),
];

describe('guard: a rate is a price, bumping a value up changes it (round 36)', () => {
  it('puts rate with price, pricing and tariff in the lexicon (not with fee or charge: `exchange rate` is no `exchange charge`)', () => {
    const shared = (a: string, b: string) => synonymGroups(stem(a)).some((g) => synonymGroups(stem(b)).includes(g));
    for (const w of ['price', 'pricing', 'tariff']) expect(shared('rate', w)).toBe(true);
    for (const w of ['fee', 'charge']) expect(shared('rate', w)).toBe(false);
  });

  it('asks about the pricing tool for raising a rate', () => {
    const a = guard({ request: 'Raise the rate on level 4', tools: garage });
    expect([a.action, a.tool]).toEqual(['CLARIFY', 'pricing.set']);
  });

  it('puts bump in the family of update, not of delete', () => {
    expect(sameAction(stem('bump'), stem('update'))).toBe(true);
    expect(sameAction(stem('bump'), stem('delete'))).toBe(false);
  });

  it('calls the change tool for `bump … up to`', () => {
    const a = guard({ request: 'Bump my donation DN-5512 up to $40', tools: charity });
    expect([a.action, a.tool]).toEqual(['CALL', 'ChangeDonation']);
    expect(guard({ request: 'I bumped into an old friend', tools: charity }).action).toBe('ABSTAIN');
  });
});
