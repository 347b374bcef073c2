import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { opposed } from './actions.js';
import { stem } from '../../lexical/stem.js';
import { fn } from '../spec-catalogue.js';

// a catalogue written for this test (round 25): a gym membership, each tool named for another operation and object
const s = (description: string) => ({ type: 'string', description });
const n = (description: string) => ({ type: 'integer', description });

const gym = [
  fn('freeze_membership', 'Put a gym membership on hold for a number of months.', { months: n('How many months to hold it') }, ['months']),
  fn('book_class', 'Book a place in a group fitness class.', { class_id: s('Class ID, e.g. CL-204') }, ['class_id']),
  fn('get_visit_history', 'List past check-ins at the gym.', {}, []),
];

describe('guard: the verb is the user’s word for the one tool whose object the request names (round 25)', () => {
  it('calls the tool when the catalogue does nothing the verb says and no other tool’s object is named', () => {
    const a = guard({ request: 'Pause my membership for 2 months', tools: gym });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('freeze_membership');
    expect(JSON.parse(a.record.arguments)).toEqual({ months: 2 });
  });

  it('asks for a missing value of that tool', () => {
    const a = guard({ request: 'Pause my membership', tools: gym });
    expect(a.action).toBe('CLARIFY');
    expect(a.tool).toBe('freeze_membership');
  });

  it('does not take a verb undoing the tool’s operation for it (`Cancel` is no booking)', () => {
    const classes = [gym[1], fn('list_classes', 'List the group fitness classes.', {}, []), fn('get_trainer', 'Show a personal trainer’s profile.', { trainer_id: s('Trainer ID') }, ['trainer_id'])];
    expect(guard({ request: 'Cancel my class booking', tools: classes }).action).toBe('ABSTAIN');
  });

  it('leaves the choice to the catalogue when a tool is named for the verb’s operation', () => {
    const withCancel = [...gym, fn('cancel_membership', 'End a gym membership.', { reason: s('Why') }, [])];
    expect(guard({ request: 'Stop my membership', tools: withCancel }).tool).toBe('cancel_membership');
  });

  it('does not lift a tool when the verb acts on a thing the tool never speaks of', () => {
    expect(guard({ request: 'Pause the treadmill belt', tools: gym }).action).toBe('ABSTAIN');
  });

  it('does not take a request for a new thing as another operation on that thing (`Buy a new …`)', () => {
    const lockers = [fn('lock_locker', 'Lock a gym locker.', { locker_id: s('Locker ID') }, ['locker_id']), gym[1], gym[2]];
    expect(guard({ request: 'Buy a new locker', tools: lockers }).action).toBe('ABSTAIN');
  });

  it('reads the pairs of operations that undo one another', () => {
    expect(opposed(stem('cancel'), stem('book'))).toBe(true);
    expect(opposed(stem('delete'), stem('send'))).toBe(true);
    expect(opposed(stem('pause'), stem('freeze'))).toBe(false);
    expect(opposed(stem('close'), stem('delete'))).toBe(false);
  });
});
