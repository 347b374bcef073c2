import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';
import { streetMentions } from '../request/mentions.js';

const str = (description: string) => ({ type: 'string', description });

describe('guard: a street address keeps the town and postcode written after it', () => {
  const inspect = fn('book_inspection', 'Book a home inspection at an address.', { address: str('Full service address'), date: str('Date, YYYY-MM-DD') }, ['address', 'date']);
  const deliver = fn('order_delivery', 'Order a delivery to an address.', { address: str('Delivery address'), city: str('City') }, ['address']);

  it('gives the street with its town, state and ZIP', () => {
    const a = guard({ request: 'Please book an inspection for 2026-12-01 at 88 Pine St, Florence MA', tools: [inspect] });
    expect(JSON.parse(a.record.arguments)).toEqual({ address: '88 Pine St, Florence MA', date: '2026-12-01' });
    const b = guard({ request: 'book an inspection at 77 Canyon Crest Dr, Chandler AZ 85226 on 2026-02-14', tools: [inspect] });
    expect(JSON.parse(b.record.arguments)).toEqual({ address: '77 Canyon Crest Dr, Chandler AZ 85226', date: '2026-02-14' });
    const c = guard({ request: 'inspection at 230 Main St Haydenville on 2026-10-20', tools: [inspect] });
    expect(JSON.parse(c.record.arguments)).toEqual({ address: '230 Main St Haydenville', date: '2026-10-20' });
  });

  it('keeps the street alone when no town follows, or the tool takes the town apart', () => {
    const a = guard({ request: 'book an inspection at 12 Dock Road, 500 m around it, on 2026-12-01', tools: [inspect] });
    expect(JSON.parse(a.record.arguments).address).toBe('12 Dock Road');
    const b = guard({ request: 'Order a delivery to 5 Mill River Rd, Williamsburg', tools: [deliver] });
    expect(JSON.parse(b.record.arguments).address).toBe('5 Mill River Rd');
  });

  it('reads no sentence end into a street', () => {
    expect(streetMentions('wants a level 2 chimney inspection. 14 Orchard Lane, Easthampton MA').map((m) => m.text)).toEqual(['14 Orchard Lane']);
    expect(streetMentions('send it to 415 W. Juniper Ave please').map((m) => m.text)).toEqual(['415 W. Juniper Ave']);
  });
});

const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: a US state named in full for a two-letter state', () => {
  const apostille = fn('order_apostille', 'Order an apostille.', { document_type: { type: 'string', description: 'Document' }, destination_country: { type: 'string', description: 'Country' }, issuing_state: { type: 'string', description: 'Two-letter state that issued the document', pattern: '^[A-Z]{2}$' } }, ['document_type', 'destination_country']);
  const free = fn('order_apostille', 'Order an apostille.', { document_type: { type: 'string', description: 'Document' }, destination_country: { type: 'string', description: 'Country' }, issuing_state: { type: 'string', description: 'State that issued the document' } }, ['document_type', 'destination_country']);

  it('gives its postal code', () => {
    expect(args('I need my birth certificate apostilled for Spain, it was issued in Texas', apostille)).toMatchObject({ issuing_state: 'TX' });
    expect(args('an apostille on my diploma for Italy, issued in West Virginia', apostille)).toMatchObject({ issuing_state: 'WV' });
  });

  it('gives no code to a state parameter that asks none', () => {
    expect(args('I need my birth certificate apostilled for Spain, it was issued in Texas', free).issuing_state).not.toBe('TX');
  });
});
