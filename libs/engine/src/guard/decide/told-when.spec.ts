import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { asksAlert } from './judge.js';
import { fn } from '../spec-catalogue.js';

// a catalogue written for this test (round 32): a home weather station
const s = (description: string) => ({ type: 'string', description });
const n = (description: string) => ({ type: 'number', description });

const station = [
  fn('get_current_reading', 'Get the current temperature and humidity of a sensor.', { sensor_id: s('Sensor ID') }, []),
  fn('set_temperature_alert', 'Set an alert for when the temperature crosses a threshold.', { threshold: n('Temperature threshold in degrees') }, ['threshold']),
  fn('list_sensors', 'List the sensors of the station.', {}, []),
  fn('rename_sensor', 'Rename a sensor.', { sensor_id: s('Sensor ID'), name: s('New name') }, ['sensor_id', 'name']),
];

describe('guard: being told when a thing happens is an alert (round 32)', () => {
  it('reads `<tell-verb> me when/if/before …` as setting an alert', () => {
    expect(asksAlert('Ping me when the temperature hits 30')).toBe('Set an alert to notify me when the temperature hits 30');
    expect(asksAlert('let me know if it goes above 30')).toBe('Set an alert to notify me if it goes above 30');
    expect(asksAlert('Warn me before the frost')).toBe('Set an alert to notify me before the frost');
    // (`tell me when` asks a time; `let me when` is no idiom; a plain request is left as written)
    expect(asksAlert('Tell me when the next bus comes')).toBe('Tell me when the next bus comes');
    expect(asksAlert('Let me see the sensors')).toBe('Let me see the sensors');
    expect(asksAlert('Show the temperature')).toBe('Show the temperature');
  });

  it('calls the alert tool for a request to be warned when a condition holds', () => {
    const a = guard({ request: 'Warn me when the temperature goes over 27.5', tools: station });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('set_temperature_alert');
  });

  it('still reads a question about the present', () => {
    const a = guard({ request: 'What is the temperature right now?', tools: station });
    expect(a.tool).toBe('get_current_reading');
  });
});

// a catalogue written for this test (round 39): a parcel locker's updates
const locker = [
  fn('parcels.get', 'Status of a parcel in the locker.', { parcelId: s('Parcel id, e.g. PL-2207') }, ['parcelId']),
  fn('parcels.notes.add', 'Add a note to a parcel for the courier.', { parcelId: s('Parcel id'), note: s('Note') }, ['parcelId', 'note']),
  fn('notifications.subscribe', 'Get updates when a parcel changes status.', { parcelId: s('Parcel id'), channel: { type: 'string', enum: ['sms', 'email'] } }, ['parcelId', 'channel']),
];

describe('guard: being texted or emailed when a thing happens (round 39)', () => {
  it('reads `text/email me when …` as asking to be notified that way', () => {
    expect(asksAlert('text me when the temperature hits 30')).toBe('Notify me by text when the temperature hits 30');
    expect(asksAlert('Email us if it goes above 30')).toBe('Notify me by email if it goes above 30');
    // (texting someone else, or texting without a condition, is a message)
    expect(asksAlert('Text Ana when you land')).toBe('Text Ana when you land');
    expect(asksAlert('text me the code')).toBe('text me the code');
  });

  it('calls the alert tool, or the subscription to updates, for it', () => {
    const a = guard({ request: 'text me when the temperature goes over 27.5', tools: station });
    expect(a.tool).toBe('set_temperature_alert');
    const b = guard({ request: 'text me when PL-2207 gets picked up', tools: locker });
    expect(b.action).not.toBe('ABSTAIN');
    expect(b.tool).toBe('notifications.subscribe');
  });
});
