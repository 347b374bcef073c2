import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

const str = (description: string) => ({ type: 'string', description });
const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: counts by the noun after them, and a family name', () => {
  const join = fn('register_household', 'Register a household with the club.', { lastName: str('Family name'), adults: { type: 'integer', minimum: 1 }, children: { type: 'integer', minimum: 0 }, email: str('Contact email') }, ['lastName', 'adults']);

  it('gives each count to the parameter its noun names, a word of its lexicon group included', () => {
    expect(args('we want to register our household with the club. Nguyen family, 2 adults 3 kids, nguyen@example.com', join)).toEqual({ lastName: 'Nguyen', adults: 2, children: 3, email: 'nguyen@example.com' });
    expect(args('register the Okafor family with the club: 1 adults, 2 children', join)).toMatchObject({ lastName: 'Okafor', adults: 1, children: 2 });
  });

  it('reads no family name from a possessive before family', () => {
    expect(args('register my family with the club, 2 adults', join)).toEqual({ adults: 2 });
  });
});

describe('guard: a number word before a noun counts values', () => {
  it('gives no count from `two charges` to a parameter named for a charge', () => {
    const force = fn('electromagnetic_force', 'Calculate the electromagnetic force between two charges.', { charge1: { type: 'number', description: 'First charge' }, charge2: { type: 'number', description: 'Second charge' }, distance: { type: 'number', description: 'Distance' } }, ['charge1', 'charge2', 'distance']);
    expect(args('Calculate the electromagnetic force between two charges of 5C and 7C placed 3 meters apart.', force)).toEqual({ charge1: 5, charge2: 7, distance: 3 });
  });
});
