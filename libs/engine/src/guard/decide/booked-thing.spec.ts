import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

// catalogues written for this test (round 39): a locksmith's visits and a tutor's sessions
const s = (description: string) => ({ type: 'string', description });
const locksmith = [
  fn('requestEmergencyUnlock', 'Send a locksmith now to someone locked out.', { address: s('Street address') }, ['address']),
  fn('scheduleVisit', 'Schedule a locksmith visit to change or repair locks.', { address: s('Street address'), date: s('Date') }, ['address', 'date']),
  fn('cancelVisit', 'Cancel a scheduled visit.', { visitId: s('Visit id, e.g. V-4410') }, ['visitId']),
  fn('getKeyPrices', 'Prices for cutting keys by key type.', { keyType: s('Key type') }, []),
];
const tutor = [
  fn('listTutors', 'List tutors by subject.', { subject: s('Subject') }, []),
  fn('BookSession', 'Book a tutoring session.', { tutorId: s('Tutor id'), date: s('Date') }, ['tutorId', 'date']),
  fn('RescheduleSession', 'Move a booked session to another date.', { sessionId: s('Session id, e.g. S-301'), date: s('New date') }, ['sessionId', 'date']),
];

describe('guard: the booked thing called by another of its names (round 39)', () => {
  it('an appointment, a reservation, a visit and a session are one thing', () => {
    for (const [request, tools, tool] of [
      ['Cancel my locksmith appointment', locksmith, 'cancelVisit'],
      ['Please cancel my reservation V-4410', locksmith, 'cancelVisit'],
      ['I need to reschedule my appointment S-301', tutor, 'RescheduleSession'],
      ['Reschedule my visit', tutor, 'RescheduleSession'],
    ] as const) {
      const a = guard({ request, tools: [...tools] });
      expect(a.action, request).not.toBe('ABSTAIN');
      expect(a.tool, request).toBe(tool);
    }
  });

  it('a thing the catalogue does not book is still no booking', () => {
    expect(guard({ request: 'Cancel my dentist appointment', tools: tutor }).action).toBe('ABSTAIN');
    expect(guard({ request: 'Book a grooming appointment at the vet', tools: locksmith }).action).toBe('ABSTAIN');
  });
});
