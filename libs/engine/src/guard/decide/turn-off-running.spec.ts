import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { asksSwitch } from './judge.js';
import { fn } from '../spec-catalogue.js';

// a catalogue written for this test (round 36): a dishwasher with a kitchen light
const dish = [
  fn('StartCycle', 'Run one cycle of the dishwasher now with a program.', { program: { type: 'string', enum: ['eco', 'quick', 'intensive'] } }, ['program']),
  fn('StopWashing', 'Stop all washing that is running now.'),
  fn('GetStatus', 'Show the time left and the program that runs.'),
  fn('SetLightLevel', 'Set the brightness of the kitchen light.', { level: { type: 'integer', description: 'Percent' } }, ['level']),
];

describe('guard: turning off a running thing stops it, turning it on starts it (round 36)', () => {
  it('rewrites with the one start/stop tool when the catalogue describes the thing and no tool is named for it', () => {
    expect(asksSwitch('Turn off the dishwasher', dish)).toBe('Stop washing of the dishwasher');
    expect(asksSwitch('turn the dishwasher off please', dish)).toBe('Stop washing of the dishwasher please');
    expect(asksSwitch('Turn on the dishwasher', dish)).toBe('Start cycle of the dishwasher');
    // a thing the catalogue never writes, or one a tool is named for, stays as written
    expect(asksSwitch('Turn on the TV', dish)).toBe('Turn on the TV');
    expect(asksSwitch('Turn off the kitchen light', dish)).toBe('Turn off the kitchen light');
    expect(asksSwitch('Turn on the kitchen lights', [{ name: 'setLightState', description: 'Set the lights.' }, { name: 'startVacuum', description: 'Start the vacuum in the kitchen lights area.' }])).toBe('Turn on the kitchen lights');
  });

  it('calls the stop tool for `turn off the dishwasher` and asks about the start tool for `turn it on`', () => {
    const off = guard({ request: 'Turn off the dishwasher', tools: dish });
    expect([off.action, off.tool]).toEqual(['CALL', 'StopWashing']);
    const on = guard({ request: 'Turn on the dishwasher', tools: dish });
    expect([on.action, on.tool]).toEqual(['CLARIFY', 'StartCycle']);
    expect(guard({ request: 'Turn on the TV', tools: dish }).action).toBe('ABSTAIN');
  });
});
