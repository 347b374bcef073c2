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
