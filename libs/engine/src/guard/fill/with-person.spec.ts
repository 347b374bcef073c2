import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';
import { properMentions } from '../request/mentions.js';

const str = (description: string) => ({ type: 'string', description });
const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: the person a service is had with', () => {
  const haircut = fn('book_haircut', 'Book a haircut.', { stylist: str('Stylist'), date: { type: 'string', format: 'date' } }, ['date']);
  const lesson = fn('book_lesson', 'Book a climbing lesson.', { coachName: str('Any coach when left out'), date: { type: 'string', format: 'date' } }, ['date']);

  it('gives a name after `with` to an optional parameter naming a trade or a role', () => {
    expect(args('Book a haircut with Marco on 2027-03-02', haircut)).toEqual({ stylist: 'Marco', date: '2027-03-02' });
    expect(args('Book a climbing lesson on 2027-03-02 with Jonas', lesson)).toEqual({ coachName: 'Jonas', date: '2027-03-02' });
  });

  it('keeps a title with its full stop as part of the name', () => {
    expect(properMentions('a lesson with Ms. Tanaka on Friday').map((m) => m.text)).toContain('Ms. Tanaka');
    expect(args('Book a climbing lesson on 2027-03-02 with Dr. Okafor', lesson)).toEqual({ coachName: 'Dr. Okafor', date: '2027-03-02' });
    expect(properMentions('I met Sam. Then Lena came').map((m) => m.text)).not.toContain('Sam. Then Lena');
  });

  it('gives no name after `with` to a parameter that names no person', () => {
    const pay = fn('pay_bill', 'Pay a bill.', { bill: str('Bill reference'), method: str('Payment method') }, ['bill']);
    expect(args('Pay bill B-22 with Visa', pay)).toEqual({ bill: 'B-22' });
  });
});
