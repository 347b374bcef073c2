import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { readCatalogue } from '../catalogue/catalogue.js';
import { exampleShapes, idTokens, shapedParams } from './example-shape.js';
import { nameParts } from './name-fit.js';
import { fn } from '../spec-catalogue.js';

// small made-up catalogues (a greenhouse, a delivery fleet, a dictionary), requests written for these tests
const s = (description: string) => ({ type: 'string', description });

const greenhouse = [
  fn('open_vents', 'Open the roof vents of a greenhouse.', { greenhouse_id: s('Greenhouse ID, e.g. gh-12') }, ['greenhouse_id']),
  fn('get_climate', 'Current temperature and humidity inside a greenhouse.', { greenhouse_id: s('Greenhouse ID') }, ['greenhouse_id']),
  fn('order_seeds', 'Order seed packets from the catalogue.', { variety: s('Seed variety, e.g. cherry tomato'), packets: { type: 'integer', description: 'How many packets' } }, ['variety']),
];
const fleet = [
  fn('fuel.report', 'Fuel used and cost per truck over a month.', { month: s('Month, YYYY-MM') }, ['month']),
  fn('trucks.locate', 'Current GPS position of a truck.', { truck_id: s('Truck, e.g. tr-4') }, ['truck_id']),
  fn('drivers.hire', 'Post a job ad for a driver.', {}, []),
];
const words = [
  fn('define_word', 'Definitions of an English word.', { word: s('Word') }, ['word']),
  fn('get_pronunciation', 'How to pronounce a word, with audio.', { word: s('Word') }, ['word']),
  fn('get_rhymes', 'Words that rhyme with a word.', { word: s('Word') }, ['word']),
];

describe('guard parameter-value evidence (example identifiers)', () => {
  it('reads the identifier shape a description shows by example, and only identifier shapes', () => {
    const [vents, , seeds] = readCatalogue(greenhouse);
    const [shape] = exampleShapes(vents.params[0]);
    expect(shape.test.test('gh-7')).toBe(true);
    expect(shape.test.test('GH-31')).toBe(true);
    expect(shape.test.test('ghost')).toBe(false);
    expect(shape.test.test('g-7')).toBe(false);
    // `cherry tomato` is an example value, not an identifier shape
    expect(exampleShapes(seeds.params[0])).toEqual([]);
    expect(idTokens('Is gh-7 too humid?')).toEqual(['gh-7']);
  });

  it("reads the identifier shape a schema's pattern gives, when the pattern is simple", () => {
    const p = (pattern: string) => readCatalogue([fn('t', 'T.', { id: { type: 'string', description: 'Id', pattern } }, [])])[0].params[0];
    const [pl] = exampleShapes(p('^PL[0-9]{7}$'));
    expect([pl.prefixed, pl.test.test('PL4410298'), pl.test.test('PL44'), pl.test.test('XX4410298')]).toEqual([true, true, false, false]);
    expect(exampleShapes(p('^[A-Z0-9]{8}$'))[0].test.test('K7TQ2M9X')).toBe(true);
    // letters alone show no identifier; a group, an alternative or an unbounded star is not read
    expect(exampleShapes(p('^[a-z_]+$'))).toEqual([]);
    expect(exampleShapes(p('^(a+)+$'))).toEqual([]);
    expect(exampleShapes(p('^[0-9]*x|y$'))).toEqual([]);
    // a run of six digits or more is a token such a pattern can show the shape of
    expect(idTokens('Balance on loan 4410023981 and 4 pets?')).toEqual(['4410023981']);
  });

  it("tests a token against a schema's pattern in linear time, taking what the RegExp takes", () => {
    const p = (pattern: string) => readCatalogue([fn('t', 'T.', { id: { type: 'string', description: 'Id', pattern } }, [])])[0].params[0];
    // repeats side by side: a RegExp backtracks through every way of cutting the token (seconds for seven `\d+`, longer
    // for twenty-six a backtracking matcher would not return: no timed assertion, the run itself would hang)
    const [digits] = exampleShapes(p(`^${'\\d+'.repeat(26)}$`));
    expect([digits.test.test(`${'1'.repeat(63)}a`), digits.test.test('1'.repeat(40))]).toEqual([false, true]);
    // classes, ranges, escapes, counted and lazy repeats read as JavaScript reads them
    const cases: Array<[string, string[]]> = [
      ['^[A-Z]{2,3}-?\\d{4,}$', ['AB1234', 'ABC-12345', 'A-1234', 'ABCD1234', 'AB-123']],
      ['^[\\d-z]+\\.[a-f0-9_]{0,2}?x$', ['1-z.x', 'z.afx', '1.abx', 'y.x', '-.__x']],
      ['^[--9]+[\\.-9]?PL$', ['-./PL', '9PL', '5:PL', 'PL']],
    ];
    for (const [pattern, values] of cases) {
      const [shape] = exampleShapes(p(pattern));
      for (const v of values) expect([pattern, v, shape.test.test(v)]).toEqual([pattern, v, new RegExp(pattern).test(v)]);
    }
    // a value longer or shorter than any the pattern takes is refused at once
    const [pl] = exampleShapes(p('^PL[0-9]{7}$'));
    expect([pl.test.test(`PL${'1'.repeat(2046)}`), pl.test.test('PL123456'), pl.test.test('PL1234567')]).toEqual([false, false, true]);
    // what JavaScript refuses is not read
    expect(exampleShapes(p('^[z-a]1$'))).toEqual([]);
    expect(exampleShapes(p('^a{2}{3}1$'))).toEqual([]);
  });

  it('counts every tool taking a parameter of the same name, though only one gives the example', () => {
    const kinds = shapedParams(idTokens('Is gh-7 too humid?'), readCatalogue(greenhouse));
    expect([...kinds]).toEqual(['greenhouse_id']);
  });

  it('calls the tool of that parameter the request words point at, though they alone would not carry it', () => {
    const a = guard({ request: 'Where is tr-9 right now?', tools: fleet });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('trucks.locate');
  });

  it('abstains when several tools take the identifier and the request says nothing of which', () => {
    expect(guard({ request: 'What about gh-7?', tools: greenhouse }).action).toBe('ABSTAIN');
  });

  it('abstains on a request without such a value that no tool serves', () => {
    expect(guard({ request: 'Paint my truck red', tools: fleet }).action).toBe('ABSTAIN');
  });
});

describe('guard dotted names ending in a noun of a reading', () => {
  it('reads fuel.report as a reading, report_issue as reporting', () => {
    expect(nameParts('fuel.report').verb).toBe('get');
    expect(nameParts('trips.history').verb).toBe('get');
    expect(nameParts('report_issue').verb).toBe('report');
  });

  it('asks for the missing month when the request shows the report', () => {
    const a = guard({ request: 'Show the fuel costs', tools: fleet });
    expect(a.action).toBe('CLARIFY');
    expect(a.tool).toBe('fuel.report');
    expect(a.missing_parameters).toEqual(['month']);
  });
});

describe('guard everyday paraphrases', () => {
  it('hears `pronounce` in a request for a pronunciation', () => {
    const a = guard({ request: 'How do you pronounce quinoa?', tools: words });
    expect(a.tool).toBe('get_pronunciation');
  });
});

describe('guard yes/no questions and whole identifier values', () => {
  const links = [
    fn('shorten_url', 'Create a short link for a long URL.', { long_url: s('The long URL') }, ['long_url']),
    fn('get_link_status', 'Whether a short link is active or has expired.', { link_id: s('Link ID') }, ['link_id']),
    fn('delete_link', 'Delete a short link.', { link_id: s('Link ID') }, ['link_id']),
  ];

  it('gives a yes/no question to the reading tool its words point at', () => {
    const a = guard({ request: 'Has my link expired?', tools: links });
    expect(a.tool).toBe('get_link_status');
    expect(a.action).toBe('CLARIFY');
  });

  it('keeps a web address whole, scheme and all', () => {
    const a = guard({ request: 'Shorten https://example.com/spring/shoes', tools: links });
    expect(a.action).toBe('CALL');
    expect(JSON.parse(a.record.arguments)).toEqual({ long_url: 'https://example.com/spring/shoes' });
  });

  it('reads a short-prefix identifier and a dashed record number as one value', () => {
    const orders = [fn('get_order', 'Status of an order.', { order_id: s('Order number') }, ['order_id']), fn('track_parcel', 'Track a parcel by its tracking number.', { tracking_number: s('Tracking number') }, ['tracking_number'])];
    expect(JSON.parse(guard({ request: 'Where is my order 112-5583921?', tools: orders }).record.arguments)).toEqual({ order_id: '112-5583921' });
    expect(JSON.parse(guard({ request: 'Where is order R-2?', tools: orders }).record.arguments)).toEqual({ order_id: 'R-2' });
  });
});

describe('guard yes/no questions about a done state', () => {
  const door = [
    fn('lock', 'Lock the front door.', {}, []),
    fn('unlock', 'Unlock the front door.', {}, []),
    fn('get_lock_status', 'Whether the front door is locked, and the battery level of the lock.', {}, []),
    fn('add_guest_code', 'Create an entry code for a guest.', { code: s('Code') }, ['code']),
  ];

  it('reads the status when the question names the operation only as done', () => {
    expect(guard({ request: 'Is the front door locked?', tools: door }).tool).toBe('get_lock_status');
  });

  it('still does the operation when the request asks for it', () => {
    const a = guard({ request: 'Lock the front door', tools: door });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('lock');
  });
});
