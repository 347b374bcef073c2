import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

// a catalogue written for this test (round 26): a handyman service, no tool named for the thing a request acts on
const s = (description: string) => ({ type: 'string', description });

const handyman = [
  fn('WallHanging', 'Hang a mirror or curtain rod on a wall.', { item: s('What to hang'), room: s('Room, e.g. hall or kitchen') }, []),
  fn('book_visit', 'Book a handyman visit for a repair.', { date: s('Date, YYYY-MM-DD') }, ['date']),
  fn('get_invoice', 'Show the invoice of a past job.', { job_id: s('Job ID') }, ['job_id']),
];

describe('guard: the one tool speaking of the thing the verb acts on (round 26)', () => {
  it('calls the tool whose words alone name the object of an acting verb no tool is named for', () => {
    const a = guard({ request: 'Put up a mirror in the hall', tools: handyman });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('WallHanging');
  });

  it('reads a verb the operation table does not know the same way when the tool accounts for the rest', () => {
    const a = guard({ request: 'Install a curtain rod', tools: handyman });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('WallHanging');
  });

  it('leaves the request alone when two tools speak of the thing', () => {
    const two = [...handyman, fn('quote_item', 'Quote the price of hanging a mirror.', { size: s('Size') }, ['size'])];
    expect(guard({ request: 'Put up a mirror in the hall', tools: two }).action).toBe('ABSTAIN');
  });

  it('does not read an unknown verb so when the tool leaves most of the request unaccounted for', () => {
    const cards = [
      fn('refundCharge', 'Refund a card charge.', { charge_id: s('Charge ID') }, ['charge_id']),
      fn('createPayment', 'Send a payment to a person.', { recipient: s('Who'), amount: { type: 'number', description: 'Amount' } }, ['recipient', 'amount']),
      fn('getBalance', 'Show the account balance.', {}, []),
    ];
    expect(guard({ request: 'Dispute a charge from an unknown merchant', tools: cards }).action).toBe('ABSTAIN');
  });
});
