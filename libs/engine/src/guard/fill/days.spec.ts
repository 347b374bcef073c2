import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

const str = (description: string) => ({ type: 'string', description });
const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: days of the week', () => {
  const week = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
  const water = fn('schedule_watering', 'Schedule the garden watering.', { time: str('Start time'), days: { type: 'array', items: { type: 'string', enum: week }, description: 'Days to water' } }, ['time']);

  it('gives a list of days the days the request names, by name or group, in the enum spelling', () => {
    expect(args('Schedule the garden watering at 6:00 on tuesday and thursday', water)).toMatchObject({ days: ['Tu', 'Th'] });
    expect(args('Schedule the garden watering at 6:00 on weekdays', water)).toMatchObject({ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'] });
    expect(args('Schedule the garden watering at 6:00 on weekends', water)).toMatchObject({ days: ['Sa', 'Su'] });
    expect(args('Schedule the garden watering at 6:00 every day', water)).toMatchObject({ days: week });
  });

  it('gives a day of the week by name to a parameter asking for one, not to a date', () => {
    const hours = fn('pool_hours', 'Opening hours of the pool.', { day: str('Day of the week') });
    expect(args('What are the pool hours on Wednesday?', hours)).toEqual({ day: 'Wednesday' });
  });
});
