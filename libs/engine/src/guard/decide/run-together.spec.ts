import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

// catalogues written for this test (round 27): names run together in lower case, as many real catalogues write them
const s = (description: string) => ({ type: 'string', description });
const n = (description: string) => ({ type: 'integer', description });

const arcade = [
  fn('queuegame', 'Add a game to the table queue.', { title: s('Game title'), players: n('Number of players') }, ['title']),
  fn('searchgames', 'Search the game library.', { query: s('Game or publisher') }, ['query']),
  fn('booktable', 'Book a private gaming table.', { date: s('Date, YYYY-MM-DD'), guests: n('Number of guests') }, ['date', 'guests']),
  fn('ordersnacks', 'Order snacks or drinks to the table.', { item: s('Item'), quantity: n('How many') }, ['item']),
];

const clinic = [
  fn('cancelvisit', 'Cancel a booked visit to the clinic.', { visitid: s('The ID of the visit') }, ['visitid']),
  fn('listvisits', 'Show upcoming visits.', {}, []),
];

describe('guard: tool names written run together in lower case (round 27)', () => {
  it('reads the object of a run-together name, so a request naming it finds the tool', () => {
    const a = guard({ request: 'Add a game', tools: arcade });
    expect(a.action).toBe('CLARIFY');
    expect(a.tool).toBe('queuegame');
  });

  it('reads the verb of a run-together name, which a verb of its family then asks for', () => {
    const a = guard({ request: 'Drop visit 88', tools: clinic });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('cancelvisit');
    expect(guard({ request: 'Find a game by Hasbro', tools: arcade }).tool).toBe('searchgames');
  });

  it('no longer reads a verb of another family as the listing tool', () => {
    expect(guard({ request: 'Delete my visits', tools: clinic }).action).toBe('ABSTAIN');
  });
});
