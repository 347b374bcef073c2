import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { FAULT_STATEMENT } from './kind-questions.js';
import { fn } from '../spec-catalogue.js';

// catalogues written for this test (round 34): a water-heater service company and a skate park
const s = (description: string) => ({ type: 'string', description });

const heaters = [
  fn('get_invoice', 'Get the latest invoice of an account.', { account_id: s('Account number, e.g. WH-20931') }, ['account_id']),
  fn('order_filter', 'Order a replacement filter cartridge.', { account_id: s('Account number, e.g. WH-20931'), model: s('Filter model') }, ['account_id', 'model']),
  fn('book_service_call', 'Book a technician.', { account_id: s('Account number, e.g. WH-20931'), problem: s('What is wrong') }, ['account_id', 'problem']),
  fn('set_autopay', 'Turn automatic payment on for an account.', { account_id: s('Account number, e.g. WH-20931') }, ['account_id']),
];

const park = [
  fn('sessions.book', 'Reserve a two-hour skate session.', { date: s('Date, YYYY-MM-DD') }, ['date']),
  fn('lessons.register', 'Register for a lesson.', { level: s('Level') }, ['level']),
  fn('ramps.report', 'Report a damaged ramp or rail to the park crew.', { area: s('Area, e.g. Bowl 1, Street 2'), issue: s('What is wrong') }, ['area', 'issue']),
  fn('passes.buy', 'Buy a pass.', { product: s('Pass') }, ['product']),
];

describe('guard: a broken thing told by its symptom (round 34)', () => {
  it('reads fault words as classes: breaking in the past, a negated ability of a thing, a noise, a state', () => {
    for (const q of ["The tank won't heat up", 'A rail snapped off in the bowl', 'it is making a loud grinding noise', 'the pilot light is out again', 'the pump isn\'t moving water', 'Some parts are missing'])
      expect(FAULT_STATEMENT.test(q), q).toBe(true);
    for (const q of ["I can't make it tomorrow", "He won't be in today", 'I broke my promise', 'We are out of milk'])
      expect(FAULT_STATEMENT.test(q), q).toBe(false);
  });

  it("calls the one tool sending someone to fix it when the request writes the catalogue's account", () => {
    for (const request of ["The water heater won't fire, account WH-55012", 'My boiler is making a banging noise when it kicks on, account WH-55012']) {
      const a = guard({ request, tools: heaters });
      expect([a.action, a.tool], request).toEqual(['CALL', 'book_service_call']);
    }
  });

  it('asks about the report tool for a broken thing it names, and when someone is asked to come', () => {
    const a = guard({ request: 'A rail snapped off in Bowl 1', tools: park });
    expect(a.action).not.toBe('ABSTAIN');
    expect(a.tool).toBe('ramps.report');
    expect(guard({ request: 'The tank is leaking everywhere, can someone come out?', tools: heaters }).tool).toBe('book_service_call');
  });

  it('abstains on questions of fact, other operations asked and faults no tool serves', () => {
    for (const request of ["Why won't my water heater fire?", 'Fix my leaking faucet', "My car won't start"])
      expect(guard({ request, tools: heaters }).action, request).toBe('ABSTAIN');
    expect(guard({ request: 'My phone screen cracked', tools: park }).action).toBe('ABSTAIN');
  });
});

// a catalogue written for this test (round 39): a garage-door company
const doors = [
  fn('ScheduleRepairVisit', 'Book an in-home technician visit for a broken garage door.', { doorType: s('Door type'), date: s('Preferred date') }, ['doorType', 'date']),
  fn('OrderRemote', 'Order a replacement remote.', { model: s('Remote model') }, ['model']),
  fn('GetTechnicianEta', "Arrival estimate for today's technician.", { ticket: s('Ticket number, e.g. GD-4410') }, ['ticket']),
  fn('GetInvoices', 'List your invoices.', {}, []),
];

describe('guard: someone asked to come fix or look at a thing (round 39)', () => {
  it('asks for the tool sending someone, with or without the fault stated', () => {
    for (const request of ['Can someone come fix my opener?', 'can someone come look at the opener? it is stuck halfway', 'the opener is making a loud grinding noise, send someone out']) {
      const a = guard({ request, tools: doors });
      expect(a.action, request).not.toBe('ABSTAIN');
      expect(a.tool, request).toBe('ScheduleRepairVisit');
    }
  });

  it('coming over for something else is no repair', () => {
    expect(guard({ request: 'Can you come over for dinner on Friday?', tools: doors }).action).toBe('ABSTAIN');
  });
});
