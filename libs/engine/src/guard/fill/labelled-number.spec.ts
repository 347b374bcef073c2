import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

const str = (description: string) => ({ type: 'string', description });

describe('guard: a number right after the noun of a text parameter is its value', () => {
  const court = fn('reserve_court', 'Reserve a tennis court for a number of hours.', { court: str('Court name or number'), hours: { type: 'integer', description: 'How long' } }, ['court', 'hours']);
  const seats = fn('find_seats', 'Find open seats at a stadium.', { stand: str('Stand name'), section: { type: 'string' } }, ['stand']);

  it('CALLs with `court 4` for a text parameter `court`', () => {
    const a = guard({ request: 'Reserve court 4 for 2 hours', tools: [court] });
    expect(a.action).toBe('CALL');
    expect(JSON.parse(a.record.arguments)).toEqual({ court: '4', hours: 2 });
  });

  it('gives an optional text parameter its labelled number', () => {
    expect(JSON.parse(guard({ request: 'Find open seats in the North Stand, section 112', tools: [seats] }).record.arguments)).toEqual({ stand: 'North Stand', section: '112' });
  });
});
