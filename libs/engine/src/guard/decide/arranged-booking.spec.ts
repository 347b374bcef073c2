import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

// a catalogue written for this test (round 37): a dog groomer's bookings
const s = (description: string) => ({ type: 'string', description });
const groomer = [
  fn('list_groomers', 'List the groomers working this week.', {}, []),
  fn('get_prices', 'Prices of baths, cuts and nail trims by dog size.', { size: s('Dog size') }, []),
  fn('book_grooming', 'Book a grooming slot for your dog.', { date: s('Date'), dog_name: s("Your dog's name") }, ['date', 'dog_name']),
  fn('cancel_grooming', 'Cancel a grooming slot.', { booking_id: s('Booking id, e.g. GR-2041') }, ['booking_id']),
];

describe('guard: making an appointment, a booking or a reservation for a thing books it (round 37)', () => {
  it('asks for the tool booking the thing the arrangement is for', () => {
    for (const request of ['I need to make a grooming appointment', 'Could you make a grooming reservation for Biscuit?', 'please make a grooming booking for Saturday']) {
      const a = guard({ request, tools: groomer });
      expect(a.action, request).not.toBe('ABSTAIN');
      expect(a.tool, request).toBe('book_grooming');
    }
  });

  it('making something else is still no booking', () => {
    expect(guard({ request: 'Make a grooming kit for my sister', tools: groomer }).action).toBe('ABSTAIN');
  });
});
