import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

// a catalogue written for this test (round 34): a shared workshop's lockers
const s = (description: string) => ({ type: 'string', description });
const lockers = [
  fn('findLockers', 'Search free lockers at a workshop by size.', { size: s('Size') }, ['size']),
  fn('rentLocker', 'Rent a locker for a month.', { lockerId: s('Locker id, e.g. L-204') }, ['lockerId']),
  fn('getCombination', 'Get the combination of your locker.', { lockerId: s('Locker id, e.g. L-204') }, ['lockerId']),
  fn('addAuthorizedPerson', 'Let another person open your locker.', { lockerId: s('Locker id, e.g. L-204'), name: s('Full name') }, ['lockerId', 'name']),
];

describe('guard: giving someone access, or letting them into a thing, is granting access (round 34)', () => {
  it('calls or asks about the one tool named for access, sharing or authorizing', () => {
    for (const request of ['Give my partner access to locker L-204', 'Let my colleague into locker L-204', 'grant sam.lee@example.com full access to L-204']) {
      const a = guard({ request, tools: lockers });
      expect(a.action, request).not.toBe('ABSTAIN');
      expect(a.tool, request).toBe('addAuthorizedPerson');
    }
  });

  it('leaves `let me` and questions alone', () => {
    expect(guard({ request: 'Let me into locker L-204', tools: lockers }).tool).not.toBe('addAuthorizedPerson');
    expect(guard({ request: 'Can I give my partner access to a locker?', tools: lockers }).tool).not.toBe('addAuthorizedPerson');
  });
});
