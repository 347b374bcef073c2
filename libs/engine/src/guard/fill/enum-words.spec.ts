import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: an allowed value said in other words', () => {
  const skip = fn('skip_class', 'Skip a yoga class booking.', { bookingId: { type: 'string', description: 'Booking id, e.g. YB-1234' }, why: { type: 'string', enum: ['illness', 'travel', 'work conflict', 'other'] } }, ['bookingId']);

  it('takes the one value whose last word the request says by a word of its lexicon group', () => {
    expect(args('skip YB-2231, I have the flu', skip)).toEqual({ bookingId: 'YB-2231', why: 'illness' });
    expect(args('skip YB-2231, it clashes with a work meeting', skip)).toEqual({ bookingId: 'YB-2231', why: 'work conflict' });
    expect(args('skip YB-2231 please', skip)).toEqual({ bookingId: 'YB-2231' });
  });

  it('gives no value saying something did not happen unless the request negates it', () => {
    const ret = fn('return_parcel', 'Return a parcel.', { parcel: { type: 'string', description: 'Parcel id, e.g. PX-1234' }, reason: { type: 'string', enum: ['never arrived', 'damaged', 'wrong item'] } }, ['parcel', 'reason']);
    expect(args('parcel PX-2207 arrived ripped, return it', ret)).toEqual({ parcel: 'PX-2207', reason: 'damaged' });
    expect(args('parcel PX-2207 never arrived, return it', ret)).toEqual({ parcel: 'PX-2207', reason: 'never arrived' });
  });
});
