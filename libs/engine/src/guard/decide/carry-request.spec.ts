import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

// catalogues written for this test (round 37): a neighbourhood bakery's orders and a library's book service
const s = (description: string) => ({ type: 'string', description });
const bakery = [
  fn('get_menu', 'List the breads and cakes baked today.', {}, []),
  fn('get_prices', 'Prices of the breads, cakes and pastries.', {}, []),
  fn('order_home_delivery', 'Have an order of bread brought to your door by our courier.', { address: s('Street address'), items: s('What to bring') }, ['address', 'items']),
  fn('cancel_delivery', 'Cancel a home delivery.', { order_id: s('Order id, e.g. HD-1042') }, ['order_id']),
];
const library = [
  fn('search_catalogue', 'Search the library catalogue by title or author.', { query: s('Title or author') }, ['query']),
  fn('renew_loan', 'Renew a borrowed book for another three weeks.', { loan_id: s('Loan id, e.g. LN-4410') }, ['loan_id']),
  fn('schedule_book_pickup', 'Our volunteers collect returned books from your home.', { address: s('Home address'), date: s('Date') }, ['address', 'date']),
  fn('cancel_pickup', 'Cancel a scheduled book pickup.', { pickup_id: s('Pickup id') }, ['pickup_id']),
];

describe('guard: asking that a thing be carried to a place, or fetched from one, asks for delivery or a pickup (round 37)', () => {
  it('gives a request to bring or drop off a thing at a place to the one tool named for delivering', () => {
    for (const request of ['could someone bring two loaves to 12 Birch Road', 'My knee is bad, can you drop the rye bread off at 4 Oak Lane?']) {
      const a = guard({ request, tools: bakery });
      expect(a.action, request).not.toBe('ABSTAIN');
      expect(a.tool, request).toBe('order_home_delivery');
    }
  });

  it('gives a request to collect, grab or come get a thing to the one tool named for a pickup, not to the one cancelling it', () => {
    for (const request of ['Can you collect a box of books from 9 Mill Lane?', 'can your volunteers grab my returns from 3 Elm Street', 'six borrowed books are piled up at home, can you come get them']) {
      const a = guard({ request, tools: library });
      expect(a.action, request).not.toBe('ABSTAIN');
      expect(a.tool, request).toBe('schedule_book_pickup');
    }
  });

  it('leaves the asker carrying a thing, and reading requests, alone', () => {
    expect(guard({ request: "I'll bring the cake to my sister's party", tools: bakery }).tool).not.toBe('order_home_delivery');
    expect(guard({ request: 'What does a rye loaf cost?', tools: bakery }).tool).not.toBe('order_home_delivery');
    expect(guard({ request: 'Where can I drop off books I borrowed?', tools: library }).tool).not.toBe('schedule_book_pickup');
  });
});
