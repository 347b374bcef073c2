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

describe('guard: a person named for a parameter naming a person', () => {
  const speeding = fn('alerts_speeding', 'List speeding alerts.', { driver_name: str('Driver'), since: { type: 'string', format: 'date' } }, []);
  const sharpen = fn('sharpen_skates', 'Sharpen skates.', { pairs: { type: 'integer', description: 'Pairs of skates' }, pickup_name: str('') }, ['pairs']);
  const party = fn('book_party', 'Book a birthday party.', { date: { type: 'string', format: 'date' }, birthday_child: str('Name of the birthday child') }, ['date']);
  const exam = fn('register_exam', 'Register for an exam session.', { session_id: str('Session'), name: str('Candidate full legal name') }, ['session_id', 'name']);
  const roster = fn('add_to_roster', 'Add a player to a team roster.', { team_name: str('Team'), player_name: str('Player') }, ['team_name', 'player_name']);

  it('gives capitalised words that name a person to an optional parameter naming one', () => {
    expect(args('Has Carlos been speeding?', speeding)).toEqual({ driver_name: 'Carlos' });
    expect(args('can you sharpen one pair of skates for Ana Petrova', sharpen)).toEqual({ pairs: 1, pickup_name: 'Ana Petrova' });
    expect(args('book a birthday party for my son Liam on 2027-05-16', party)).toEqual({ date: '2027-05-16', birthday_child: 'Liam' });
  });

  it('prefers a person to another name for a person parameter described as a full name', () => {
    expect(args('register Mei Tanaka for the Extra exam, session VE5032', exam)).toEqual({ session_id: 'VE5032', name: 'Mei Tanaka' });
    expect(args('add Jamal Wright to the Sandlot Sluggers roster', roster)).toEqual({ team_name: 'Sandlot Sluggers', player_name: 'Jamal Wright' });
  });

  it('reads no person in a place, a day or a name after a determiner', () => {
    expect(args('Any speeding in Denver since 2027-01-02?', speeding)).toEqual({ since: '2027-01-02' });
    expect(args('book a birthday party on Saturday 2027-05-15', party)).toEqual({ date: '2027-05-15' });
    expect(properMentions('Has Carlos been speeding?').map((m) => m.text)).toEqual(['Carlos']);
  });
});
