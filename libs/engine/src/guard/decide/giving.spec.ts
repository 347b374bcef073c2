import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { givesToOther } from './giving.js';
import { fn } from '../spec-catalogue.js';

// a catalogue written for this test (round 20b): a household's shared car
const s = (description: string) => ({ type: 'string', description });

const car = [
  fn('list_drivers', 'List the drivers allowed to use the car.', { car_id: s('Car ID, e.g. CAR-31') }, ['car_id']),
  fn('get_fuel_level', 'Get the fuel level of the car.', { car_id: s('Car ID, e.g. CAR-31') }, ['car_id']),
  fn('book_service', 'Book a service appointment for the car.', { car_id: s('Car ID, e.g. CAR-31'), date: s('Date, YYYY-MM-DD') }, ['car_id', 'date']),
];

describe('guard: giving to someone else (round 20b)', () => {
  it('reads a receiver other than the asker after `give`', () => {
    expect(givesToOther('Give Priya the driver role on CAR-31')).toBe(true);
    expect(givesToOther('give my son access to CAR-31')).toBe(true);
    expect(givesToOther('Give me the drivers of CAR-31')).toBe(false);
    expect(givesToOther('Give the fuel level of CAR-31')).toBe(false);
    expect(givesToOther('List the drivers of CAR-31')).toBe(false);
  });

  it('calls no reading tool for a request giving something to another person', () => {
    const a = guard({ request: 'Give my son the drivers access on CAR-31', tools: car });
    expect(a.action === 'CALL' && a.tool === 'list_drivers').toBe(false);
  });

  it('still reads for the asker', () => {
    const a = guard({ request: 'Give me the drivers of CAR-31', tools: car });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('list_drivers');
  });
});
