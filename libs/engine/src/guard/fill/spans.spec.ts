import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

const str = (description: string) => ({ type: 'string', description });
const date = { type: 'string', format: 'date' };
const num = (description: string) => ({ type: 'number', description });
const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: the two ends of a span', () => {
  const hold = fn('hold_newspaper', 'Pause newspaper delivery for a while.', { subscriberId: str('Subscriber, e.g. S-2041'), from: date, until: date }, ['subscriberId', 'from', 'until']);
  it('gives `X through Y` to the start and the end in that order, whatever the order of the parameters', () => {
    expect(args("We're off 2027-03-01 through 2027-03-09, pause S-2041", hold)).toEqual({ subscriberId: 'S-2041', from: '2027-03-01', until: '2027-03-09' });
  });
  it('reads `between X and Y` for a minimum and a maximum', () => {
    const search = fn('search_rentals', 'Search rental flats by monthly rent.', { max_rent: num('Highest monthly rent'), min_rent: num('Lowest monthly rent') }, ['max_rent', 'min_rent']);
    expect(args('Find rentals between 900 and 1400', search)).toEqual({ min_rent: 900, max_rent: 1400 });
  });
});
