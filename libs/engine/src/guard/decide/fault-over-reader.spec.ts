import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

// a catalogue written for this test (round 36): a bike rental's bookings
const s = (description: string) => ({ type: 'string', description });
const bikes = [
  fn('getBooking', 'Show a bike rental booking by its number.', { bookingId: s('Booking number, e.g. BK-10021') }, ['bookingId']),
  fn('reportIssue', 'Report a problem with a rented bike.', { bookingId: s('Booking number, e.g. BK-10021'), details: s('What is wrong') }, ['bookingId', 'details']),
  fn('extendBooking', 'Extend a bike rental booking by some days.', { bookingId: s('Booking number, e.g. BK-10021'), days: { type: 'integer', description: 'Days' } }, ['bookingId', 'days']),
];

describe('guard: a statement of a fault passes over a tool that only reads (round 36)', () => {
  it('calls the report tool, not the reading tool the booking number carried', () => {
    for (const request of ['The chain on my bike from booking BK-20331 is loose', 'The brakes on booking BK-20331 are stuck']) {
      const a = guard({ request, tools: bikes });
      expect([a.action, a.tool]).toEqual(['CALL', 'reportIssue']);
    }
  });

  it('still reads for a question or a reading verb', () => {
    expect(guard({ request: 'Where is booking BK-20331?', tools: bikes }).tool).toBe('getBooking');
    expect(guard({ request: 'Show booking BK-20331', tools: bikes }).tool).toBe('getBooking');
  });
});
