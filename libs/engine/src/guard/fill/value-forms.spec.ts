import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

const str = (description: string) => ({ type: 'string', description });
const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: a value written the way its parameter asks', () => {
  const book = fn('book_court', 'Reserve a tennis court.', { date: { type: 'string', format: 'date' }, start: str('Start time, 24-hour HH:MM') }, ['date', 'start']);

  it('writes a time of day with am/pm on the 24-hour clock for a parameter asking for HH:MM', () => {
    expect(args('Reserve a tennis court on 2027-05-02 at 4:15pm', book)).toEqual({ date: '2027-05-02', start: '16:15' });
    expect(args('Reserve a tennis court on 2027-05-02 at 11 PM', book)).toEqual({ date: '2027-05-02', start: '23:00' });
    expect(args('Reserve a tennis court on 2027-05-02 at 7:30 am', book)).toEqual({ date: '2027-05-02', start: '07:30' });
    expect(args('Reserve a tennis court on 2027-05-02 at 6:45', book)).toEqual({ date: '2027-05-02', start: '06:45' });
  });

  it('reads the 24-hour clock from a schema pattern too, and keeps the time as written where nothing asks', () => {
    const remind = fn('set_reminder', 'Set a bedtime reminder.', { bedtime: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' } }, ['bedtime']);
    expect(args('Set a bedtime reminder for 10:30 pm', remind)).toEqual({ bedtime: '22:30' });
    const loose = fn('set_reminder', 'Set a bedtime reminder.', { bedtime: str('When to go to bed') }, ['bedtime']);
    expect(args('Set a bedtime reminder for 10:30 pm', loose)).toEqual({ bedtime: '10:30 pm' });
    const twelve = fn('set_reminder', 'Set a bedtime reminder.', { time: str('Time, hh:mm AM/PM') }, ['time']);
    expect(args('Set a bedtime reminder for 10:30 pm', twelve)).toEqual({ time: '10:30 pm' });
  });

  it('writes a date in digits as YYYY-MM-DD for a parameter of format date', () => {
    const pass = fn('add_guest', 'Add a guest to the gate list.', { guest_name: str('Guest full name'), arrival_date: { type: 'string', format: 'date' } }, ['guest_name', 'arrival_date']);
    expect(args('Add Marco Ruiz to the gate list, arriving 3/14/2026', pass)).toEqual({ guest_name: 'Marco Ruiz', arrival_date: '2026-03-14' });
    const free = fn('add_guest', 'Add a guest to the gate list.', { guest_name: str('Guest full name'), arrival_date: str('Arrival date') }, ['guest_name', 'arrival_date']);
    expect(args('Add Marco Ruiz to the gate list, arriving 3/14/2026', free)).toEqual({ guest_name: 'Marco Ruiz', arrival_date: '3/14/2026' });
  });
});
