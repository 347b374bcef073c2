import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';
import { properMentions } from '../request/mentions.js';

const str = (description: string) => ({ type: 'string', description });

describe('guard: telephone numbers and full names', () => {
  it('gives a telephone number to the phone parameter, not the record id', () => {
    const pickup = fn('authorize_pickup', 'Authorize a person to pick up a child.', { childId: str('Child id'), fullName: str('Full name'), phone: str('Phone number') }, ['childId', 'fullName', 'phone']);
    const a = guard({ request: 'Authorize Ruth Alvarez, 415-555-0182, to pick up CH-1042', tools: [pickup] });
    expect(JSON.parse(a.record.arguments)).toEqual({ childId: 'CH-1042', fullName: 'Ruth Alvarez', phone: '415-555-0182' });
    const b = guard({ request: 'authorize pickup for CH-2210 by Tom Becker, his number is +44 7700 900123', tools: [pickup] });
    expect(JSON.parse(b.record.arguments)).toEqual({ childId: 'CH-2210', fullName: 'Tom Becker', phone: '+44 7700 900123' });
  });

  it('splits a full name between first and last name parameters', () => {
    const lookup = fn('registration_lookup', 'Look up a voter registration.', { first_name: { type: 'string' }, last_name: { type: 'string' }, date_of_birth: { type: 'string', format: 'date' } }, ['first_name', 'last_name', 'date_of_birth']);
    const a = guard({ request: 'look up the voter registration of Dana Whitfield, born 11/23/1979', tools: [lookup] });
    expect(JSON.parse(a.record.arguments)).toEqual({ first_name: 'Dana', last_name: 'Whitfield', date_of_birth: '1979-11-23' });
    expect(properMentions('registration for Luis Ortega-Marín, please').map((m) => m.text)).toContain('Luis Ortega-Marín');
  });
});

describe('guard: a handle names a person', () => {
  it('gives `@mike_t` right after the verb to the recipient', () => {
    const pay = fn('create_payment', 'Send a payment to someone.', { recipient: str('Who receives the money'), amount: { type: 'number' }, currency: { type: 'string', enum: ['USD', 'EUR', 'GBP'] } }, ['recipient', 'amount']);
    const a = guard({ request: 'Pay @mike_t 40 euros', tools: [pay] });
    expect(a.action).toBe('CALL');
    expect(JSON.parse(a.record.arguments)).toEqual({ recipient: '@mike_t', amount: 40, currency: 'EUR' });
  });
});
