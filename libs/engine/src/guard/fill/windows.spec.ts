import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';
import { valueWindow } from './windows.js';

const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: a window of the day by its part of day or its hours', () => {
  const visit = fn('book_visit', 'Book a technician visit.', { date: { type: 'string', format: 'date' }, window: { type: 'string', description: 'Arrival window', enum: ['8-11am', '11am-2pm', '2-5pm'] } }, ['date']);

  it('reads the hours of a window value', () => {
    expect(valueWindow('8-11am')).toEqual({ from: 8, to: 11 });
    expect(valueWindow('11-2pm')).toEqual({ from: 11, to: 14 });
    expect(valueWindow('12pm-5pm')).toEqual({ from: 12, to: 17 });
    expect(valueWindow('3-5')).toBeNull();
  });

  it('takes the window lying within the part of day the request names', () => {
    expect(args('book a visit on 2027-02-03, morning slot', visit)).toEqual({ date: '2027-02-03', window: '8-11am' });
    expect(args('book a visit on 2027-02-03 in the afternoon', visit)).toEqual({ date: '2027-02-03', window: '2-5pm' });
    const two = fn('move_visit', 'Move a technician visit.', { date: { type: 'string', format: 'date' }, slot: { type: 'string', enum: ['8am-12pm', '12pm-5pm'] } }, ['date']);
    expect(args('move my visit to 2027-02-03, afternoon if possible', two)).toEqual({ date: '2027-02-03', slot: '12pm-5pm' });
    expect(args('move my visit to 2027-02-03', two)).toEqual({ date: '2027-02-03' });
  });

  it('takes the window written with the same hours, am/pm left out', () => {
    expect(args('book a visit on 2027-02-03, the 2-5 window if you have it', visit)).toEqual({ date: '2027-02-03', window: '2-5pm' });
    expect(args('book a visit on 2027-02-03 between 11 and 2', visit)).toEqual({ date: '2027-02-03', window: '11am-2pm' });
  });
});
