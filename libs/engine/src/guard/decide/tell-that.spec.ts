import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { asksMessage } from './judge.js';
import { fn } from '../spec-catalogue.js';

// a catalogue written for this test (round 32): a team's shared workspace
const s = (description: string) => ({ type: 'string', description });

const workspace = [
  fn('send_note', 'Send a note to a teammate.', { teammate: s('Teammate name'), text: s('Text of the note') }, ['teammate', 'text']),
  fn('list_teammates', 'List the teammates of the workspace.', {}, []),
  fn('create_task', 'Create a task on the board.', { title: s('Task title') }, ['title']),
];

describe('guard: telling someone a thing is sending them a message (round 32)', () => {
  it('reads `tell <receiver> that …` and `tell <receiver> <clause>`', () => {
    expect(asksMessage('Tell Priya I had a great time')).toBe('Send a message to Priya saying I had a great time');
    expect(asksMessage('Tell #general that the office is closed')).toBe('Send a message to #general saying the office is closed');
    // (telling the asker, or telling about a thing, asks to be told)
    expect(asksMessage('Tell me that the build passed')).toBe('Tell me that the build passed');
    expect(asksMessage('Tell me about the cedar waxwing')).toBe('Tell me about the cedar waxwing');
    expect(asksMessage('Tell them how it went')).toBe('Tell them how it went');
    expect(asksMessage('Tell a joke')).toBe('Tell a joke');
  });

  it('calls the message tool', () => {
    const a = guard({ request: 'Tell Dana that the demo moved to Friday', tools: workspace });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('send_note');
  });
});
