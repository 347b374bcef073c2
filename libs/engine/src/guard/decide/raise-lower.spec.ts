import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { sameAction } from './actions.js';
import { stem } from '../../lexical/stem.js';
import { fn } from '../spec-catalogue.js';

// a catalogue written for this test (round 32): a second-hand bookshop's listings
const s = (description: string) => ({ type: 'string', description });
const n = (description: string) => ({ type: 'number', description });

const shop = [
  fn('get_listing', 'Get a listing of the shop.', { listing_id: s('Listing ID, e.g. BK-1001') }, ['listing_id']),
  fn('update_listing_price', 'Update the price of a listing.', { listing_id: s('Listing ID, e.g. BK-1001'), price: n('New price') }, ['listing_id', 'price']),
  fn('delete_listing', 'Delete a listing.', { listing_id: s('Listing ID, e.g. BK-1001') }, ['listing_id']),
];

describe('guard: raising or lowering a value changes it (round 32)', () => {
  it('puts raise, lower, increase, decrease and reduce in the family of update', () => {
    for (const v of ['raise', 'lower', 'increase', 'decrease', 'reduce']) expect(sameAction(stem(v), stem('update'))).toBe(true);
    expect(sameAction(stem('lower'), stem('delete'))).toBe(false);
  });

  it('calls the update tool for a raised or reduced price', () => {
    for (const request of ['Raise BK-2207 to $15', 'Reduce BK-2207 to $9 for the weekend', 'lower the price on BK-2207 to $12']) {
      const a = guard({ request, tools: shop });
      expect(a.action).toBe('CALL');
      expect(a.tool).toBe('update_listing_price');
    }
  });
});
