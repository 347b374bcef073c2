import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { asksSignUp } from './judge.js';
import { fn } from '../spec-catalogue.js';

// a catalogue written for this test (round 37): a community theatre's workshops
const s = (description: string) => ({ type: 'string', description });
const theatre = [
  fn('search_shows', 'Find upcoming shows by date.', { date: s('Date') }, []),
  fn('buy_tickets', 'Buy tickets for a show.', { show_id: s('Show id, e.g. SH-204'), seats: { type: 'integer', description: 'Number of seats' } }, ['show_id', 'seats']),
  fn('workshop_signup', 'Sign a participant up for an acting workshop.', { workshop: s('Workshop name'), participant: s('Name of the participant') }, ['workshop']),
  fn('leave_review', 'Write a review of a show you saw.', { show_id: s('Show id, e.g. SH-204'), text: s('Review text') }, ['show_id', 'text']),
];

describe('guard: putting a person down for a thing, or entering them in it, signs them up (round 37)', () => {
  it('asks for the sign-up tool', () => {
    for (const request of ['put me down for the improv workshop', 'I work nights, so pencil us in for the Sunday workshop', 'Enter my daughter in the stage combat workshop']) {
      const a = guard({ request, tools: theatre });
      expect(a.action, request).not.toBe('ABSTAIN');
      expect(a.tool, request).toBe('workshop_signup');
    }
  });

  it('reads only a person put down or entered, as a sign-up', () => {
    expect(asksSignUp('Put me on the waitlist for Hamlet')).toBe('sign me up for the waitlist for Hamlet');
    expect(asksSignUp('Put down milk on my shopping list')).toBe('Put down milk on my shopping list');
    expect(asksSignUp('Enter 5 in cell A1')).toBe('Enter 5 in cell A1');
    expect(guard({ request: 'Put me through to the box office', tools: theatre }).action).toBe('ABSTAIN');
  });
});

// a catalogue written for this test (round 39): a climbing gym, where one is signed up by booking, buying or joining
const gym = [
  fn('list_sessions', 'List the coached sessions of a week.', { week: s('Week, YYYY-MM-DD') }, []),
  fn('book_clinic', 'Book a place at a coached clinic.', { clinic: { type: 'string', enum: ['lead climbing', 'bouldering basics', 'rope rescue'] }, date: s('Date') }, ['clinic', 'date']),
  fn('buy_pass', 'Buy a membership plan.', { plan: { type: 'string', enum: ['monthly unlimited', 'ten visits'] }, member: s('Member name') }, ['plan', 'member']),
  fn('sign_waiver', 'Sign the liability waiver for a climber.', { climber: s('Climber name') }, ['climber']),
];

describe('guard: signing a person up for a thing books, buys or joins it (round 39)', () => {
  it("asks for the tool whose object, or one of whose listed kinds, the person is signed up for", () => {
    for (const [request, tool] of [
      ['Sign me up for the monthly unlimited, name is Ana Ruiz', 'buy_pass'],
      ['sign my son up for bouldering basics on 2026-04-04', 'book_clinic'],
      ['Sign me up for a clinic on 2026-04-04', 'book_clinic'],
    ] as const) {
      const a = guard({ request, tools: gym });
      expect(a.action, request).not.toBe('ABSTAIN');
      expect(a.tool, request).toBe(tool);
    }
  });

  it('signing up for a thing the catalogue does not offer is still none of its tools', () => {
    expect(guard({ request: 'Sign me up for the book club', tools: gym }).action).toBe('ABSTAIN');
  });
});
