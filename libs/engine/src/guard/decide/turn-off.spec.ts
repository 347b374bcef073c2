import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { asksSwitch } from './judge.js';
import { fn } from '../spec-catalogue.js';

// a catalogue written for this test (round 34): a garage door and gate controller
const s = (description: string) => ({ type: 'string', description });
const gates = [
  fn('listDevices', 'List the devices on the account.'),
  fn('enableAutoClose', 'Close the garage door by itself after some minutes.', { minutes: { type: 'integer', description: 'Minutes' } }, ['minutes']),
  fn('disableAutoClose', 'Stop closing the garage door by itself.'),
  fn('openGate', 'Open the driveway gate.', { gateId: s('Gate id, e.g. G-2') }, ['gateId']),
];

describe('guard: turning a thing on or off asks the operation of that direction (round 34)', () => {
  it('rewrites turn/switch/shut … on/off with the one tool verb of that direction', () => {
    const tools = [{ name: 'armSystem' }, { name: 'disarmSystem' }, { name: 'getEvents' }];
    expect(asksSwitch('Turn the alarm off', tools)).toBe('Disarm the alarm');
    expect(asksSwitch('switch on the alarm', tools)).toBe('Arm the alarm');
    expect(asksSwitch('Shut on the alarm', tools)).toBe('Shut on the alarm');
    // (a tool named for switching itself is found by the request's own words; start and stop are not of the classes)
    expect(asksSwitch('Turn the lamp off', [{ name: 'turn_off_lamp' }, { name: 'disable_alerts' }])).toBe('Turn the lamp off');
    expect(asksSwitch('Turn on the TV', [{ name: 'startVacuum' }, { name: 'stopVacuum' }])).toBe('Turn on the TV');
  });

  it('asks about the disarm tool for `turn the alarm off`, and the arm tool for `turn on the alarm`', () => {
    // a home-security catalogue written for this test
    const security = [
      fn('listSensors', 'List the sensors with their battery level.'),
      fn('armSystem', 'Arm the security system.', { mode: { type: 'string', enum: ['away', 'stay'] } }, ['mode']),
      fn('disarmSystem', 'Disarm the security system.', { pin: s('Four-digit PIN') }, ['pin']),
      fn('soundSiren', 'Sound the siren on a sensor.', { sensorId: s('Sensor id, e.g. S-3') }, ['sensorId']),
    ];
    expect(guard({ request: 'Turn the alarm off', tools: security }).tool).toBe('disarmSystem');
    expect(guard({ request: 'turn on the alarm', tools: security }).tool).toBe('armSystem');
  });

  it('calls the disable tool for `turn … off`', () => {
    const a = guard({ request: 'Turn the auto close off', tools: gates });
    expect([a.action, a.tool]).toEqual(['CALL', 'disableAutoClose']);
  });
});
