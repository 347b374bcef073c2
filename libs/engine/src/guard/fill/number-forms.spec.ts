import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';
import { numberMentions } from '../request/mentions.js';

const lane = fn(
  'reserve_lane',
  'Reserve a shooting lane at the indoor range.',
  {
    date: { type: 'string', format: 'date' },
    startTime: { type: 'string', description: '24-hour HH:MM', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
    hours: { type: 'integer', description: 'Defaults to 1', minimum: 1, maximum: 3 },
    distanceYards: { type: 'integer', description: 'Target distance; defaults to 18', enum: [10, 18, 20, 30] },
    archers: { type: 'integer', description: 'Up to 4 archers per lane', minimum: 1, maximum: 4 },
  },
  ['date', 'startTime'],
);

describe('guard: numbers by their bounds, units and forms', () => {
  it('gives each number the parameter its bounds, unit and form allow', () => {
    const a = guard({ request: 'reserve a lane for 2 archers at 18 yards, saturday nov 14 2026 at 10am, 2 hours', tools: [lane] });
    expect(JSON.parse(a.record.arguments)).toEqual({ date: '2026-11-14', startTime: '10:00', archers: 2, distanceYards: 18, hours: 2 });
  });

  it('gives no bare number to a parameter asking a date in a notation', () => {
    const lesson = fn('book_lesson', 'Book a surf lesson.', { date: { type: 'string', format: 'date' }, surfers: { type: 'integer' } }, ['date']);
    const a = guard({ request: 'book a surf lesson for 4 people', tools: [lesson] });
    expect(a.action).toBe('CLARIFY');
    const table = fn('reserve_table', 'Reserve a table.', { partySize: { type: 'integer' }, time: { type: 'string', format: 'date-time' } }, ['partySize', 'time']);
    expect(guard({ request: 'reserve a table for 6 tonight at 7', tools: [table] }).action).toBe('CALL');
  });

  it('reads `half an hour` wherever it is written', () => {
    expect(numberMentions('first one Jan 6th 2027 5:30 pm, half an hour').some((n) => n.value === 30 && n.unit === 'minutes')).toBe(true);
  });

  it('lets a number parameter label no date', () => {
    const vent = fn(
      'schedule_vent_cleaning',
      'Clean a clothes dryer exhaust vent.',
      { vent_length_ft: { type: 'number', description: 'Length of the vent run in feet' }, date: { type: 'string', format: 'date' } },
      ['date'],
    );
    const a = guard({ request: 'can someone clean out the vent sept 9 2026?', tools: [vent] });
    expect(JSON.parse(a.record.arguments)).toEqual({ date: '2026-09-09' });
  });
});

describe('guard: a month and year for a parameter asking YYYY-MM', () => {
  const events = fn('list_events', 'List club events in a month.', { month: { type: 'string', description: 'Month as YYYY-MM; defaults to the current month' } }, []);
  it('writes the month as YYYY-MM', () => {
    expect(JSON.parse(guard({ request: 'list club events in october 2026', tools: [events] }).record.arguments)).toEqual({ month: '2026-10' });
    expect(JSON.parse(guard({ request: 'club events for Mar. 2026?', tools: [events] }).record.arguments)).toEqual({ month: '2026-03' });
  });
});

describe('guard: a count after a verb of renting', () => {
  const rent = fn('rent_gear', 'Rent surf gear for some days.', { item: { type: 'string', enum: ['board', 'wetsuit'] }, quantity: { type: 'integer', description: 'How many' }, startDate: { type: 'string', format: 'date' } }, ['item', 'startDate']);
  it('reads `rent 2 wetsuits` as a quantity of 2', () => {
    const a = guard({ request: 'rent 2 wetsuits for 2026-06-27', tools: [rent] });
    expect(JSON.parse(a.record.arguments)).toEqual({ item: 'wetsuit', quantity: 2, startDate: '2026-06-27' });
  });
});

const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: a number in a unit of what the parameter names', () => {
  const zone = fn('geofence_create', 'Create a geofence.', { address: { type: 'string', description: 'Centre address' }, radius_m: { type: 'integer', description: 'Radius in metres' } }, ['address']);
  const quote = fn('request_quote', 'Request a lawn care quote.', { service: { type: 'string', enum: ['aeration', 'mulching'] }, lawn_size_sqft: { type: 'integer', description: 'Approximate lawn area in square feet' }, visits: { type: 'integer', description: 'Visits a year' } }, ['service']);

  it('gives a length or an area to the optional parameter named for it', () => {
    expect(args('Create a geofence at 12 Dock Road, 500 m around it', zone)).toEqual({ address: '12 Dock Road', radius_m: 500 });
    expect(args('a quote for aeration, about 5000 sq ft', quote)).toEqual({ service: 'aeration', lawn_size_sqft: 5000 });
  });

  it('gives a number without such a unit to no optional parameter', () => {
    expect(args('a quote for aeration, about 5000', quote)).toEqual({ service: 'aeration' });
    expect(args('a quote for aeration, 5000 sq ft', fn('request_quote', 'Request a lawn care quote.', { service: { type: 'string', enum: ['aeration'] }, visits: { type: 'integer', description: 'Visits a year' } }, ['service']))).toEqual({ service: 'aeration' });
  });
});
