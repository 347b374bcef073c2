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

describe('guard: a count written before the item another parameter names', () => {
  const items = ['tent', 'chairs', 'water slide', 'generator', '8x10'];
  const rent = fn('create_reservation', 'Reserve rental items.', { item: { type: 'string', enum: items }, quantity: { type: 'integer', minimum: 1, maximum: 500 }, date: { type: 'string', format: 'date' } }, ['item', 'quantity', 'date']);

  it('reads digits, a number word or an article before the item as its quantity', () => {
    expect(guard({ request: 'reserve 120 chairs for 2027-09-12', tools: [rent] }).action).toBe('CALL');
    expect(args('reserve 120 chairs for 2027-09-12', rent)).toEqual({ item: 'chairs', quantity: 120, date: '2027-09-12' });
    expect(args('reserve one tent for 2027-09-12', rent)).toMatchObject({ item: 'tent', quantity: 1 });
    expect(args('reserve a water slide for 2027-07-04', rent)).toMatchObject({ item: 'water slide', quantity: 1 });
    expect(args('reserve two 8x10s for 2027-07-04', rent)).toMatchObject({ item: '8x10', quantity: 2 });
  });

  it('asks the quantity when the article leads a longer phrase or no count is written', () => {
    expect(guard({ request: 'reserve a generator rental plan for 2027-09-12', tools: [rent] }).missing_parameters).toEqual(['quantity']);
    expect(guard({ request: 'reserve chairs for 2027-09-12', tools: [rent] }).missing_parameters).toEqual(['quantity']);
  });
});
