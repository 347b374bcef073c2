import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

const code = (description: string, pattern?: string) => ({ type: 'string', description, ...(pattern ? { pattern } : {}) });

describe('guard: an identifier its schema pattern takes, beside an example with other letters', () => {
  const cancel = fn('cancel_lesson', 'Cancel a booked lesson.', { booking_code: code('Booking code from the email, e.g. QX510277', '^[A-Z]{2}[0-9]{6}$') }, ['booking_code']);

  it('CALLs with a code whose letters differ from the example when the pattern takes it', () => {
    const a = guard({ request: 'please cancel lesson BT330918', tools: [cancel] });
    expect(a.action).toBe('CALL');
    expect(JSON.parse(a.record.arguments)).toEqual({ booking_code: 'BT330918' });
  });

  it('still refuses a code the pattern refuses', () => {
    const a = guard({ request: 'please cancel lesson BT-33', tools: [cancel] });
    expect(a.action).toBe('CLARIFY');
    expect(a.missing_parameters).toEqual(['booking_code']);
  });

  it('still reads another prefix as another kind of record when no pattern is given', () => {
    const quote = fn('accept_quote', 'Accept a quote.', { quoteId: code('Quote ID, e.g. Q-7781') }, ['quoteId']);
    const a = guard({ request: 'accept quote MV-3302', tools: [quote] });
    expect(a.action).toBe('CLARIFY');
  });
});

const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: a value in the shape an optional parameter shows', () => {
  const register = fn('classes_register', 'Register for a climbing class.', { classType: { type: 'string', enum: ['intro to bouldering', 'lead climbing'] }, memberId: { type: 'string', description: 'Member number', pattern: '^M[0-9]{6}$' } }, ['classType']);
  const repair = fn('request_repair', 'Request a pool equipment repair.', { equipment: { type: 'string', enum: ['heater', 'pump', 'filter'] }, accountId: { type: 'string', description: 'Account number, e.g. PS-20817' }, zipCode: { type: 'string', pattern: '^[0-9]{5}$' } }, ['equipment']);

  it('gives it to the parameter whose pattern or example shows the shape', () => {
    expect(args('sign M118230 up for intro to bouldering', register)).toEqual({ classType: 'intro to bouldering', memberId: 'M118230' });
    expect(args("heater won't fire up, it just clicks. we're PS-31442", repair)).toEqual({ equipment: 'heater', accountId: 'PS-31442' });
    expect(args("request a repair for the pump, we're in 30318", repair)).toEqual({ equipment: 'pump', zipCode: '30318' });
  });

  it('gives no value of another shape', () => {
    expect(args("request a repair for the pump, we're PQ-31442", repair)).toEqual({ equipment: 'pump' });
  });
});
