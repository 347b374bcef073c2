import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: an allowed value said in another form', () => {
  it('reads a recurrence said as an adverb or with every/each', () => {
    const alert = fn('create_alert', 'Create a price alert.', { symbol: { type: 'string', description: 'Ticker, e.g. AAPL' }, frequency: { type: 'string', enum: ['hourly', 'daily'] } }, ['symbol']);
    expect(args('create a price alert for AAPL, notify me every day', alert)).toEqual({ symbol: 'AAPL', frequency: 'daily' });
    expect(args('create a price alert for AAPL once an hour', alert)).toEqual({ symbol: 'AAPL', frequency: 'hourly' });
    const plan = fn('set_plan', 'Set the delivery plan.', { frequency: { type: 'string', enum: ['every week', 'every 2 weeks', 'every 4 weeks'] } }, ['frequency']);
    expect(args('set my delivery plan to every 2 weeks instead of weekly', plan)).toEqual({ frequency: 'every 2 weeks' });
    expect(args('set my delivery plan to biweekly', plan)).toEqual({ frequency: 'every 2 weeks' });
  });

  it('reads a look-back said in another unit', () => {
    const log = fn('list_events', 'List alarm events.', { range: { type: 'string', enum: ['today', 'last 24 hours', 'last 7 days', 'last 30 days'] } }, []);
    expect(args('list the alarm events of the past week', log)).toEqual({ range: 'last 7 days' });
    expect(args('list the alarm events of the last day', log)).toEqual({ range: 'last 24 hours' });
  });

  it('prefers the value written as it is to one matched by its stem', () => {
    const permit = fn('apply_permit', 'Apply for a permit.', { address: { type: 'string', description: 'Street address' }, permit_type: { type: 'string', enum: ['building', 'electrical', 'fence'] } }, ['address', 'permit_type']);
    expect(args('I want to build a fence at 42 Elm Street, apply for the permit', permit)).toEqual({ address: '42 Elm Street', permit_type: 'fence' });
  });

  it('reads a residence as a house', () => {
    const flowers = fn('send_flowers', 'Send flowers for a service.', { order: { type: 'string', description: 'Order id, e.g. OB-1234' }, deliver_to: { type: 'string', enum: ['service', 'family residence'] } }, ['order']);
    expect(args("send flowers to the family's house for OB-3009", flowers)).toEqual({ order: 'OB-3009', deliver_to: 'family residence' });
  });
});

describe('guard: a value written as a number and a short unit', () => {
  const band = fn('get_propagation', 'Band conditions for amateur radio.', { band: { type: 'string', enum: ['80m', '40m', '20m', '10m', '70cm'] } }, []);

  it('is said by the number with the unit in full', () => {
    expect(args("how's 20 meters looking today, propagation-wise?", band)).toEqual({ band: '20m' });
    expect(args("how's propagation on 70 centimeters tonight", band)).toEqual({ band: '70cm' });
  });

  it('is not said by the number with another unit', () => {
    expect(guard({ request: "how's propagation looking 20 minutes from now", tools: [band] }).action).toBe('CALL');
    expect(args("how's propagation looking 20 minutes from now", band)).toEqual({});
  });
});

describe('guard: a source and a target taking the same values', () => {
  const convert = fn('convert_temperature', 'Convert a temperature between scales.', { value: { type: 'number', description: 'Value' }, from_scale: { type: 'string', enum: ['celsius', 'fahrenheit', 'kelvin'], description: 'Scale of the value' }, to_scale: { type: 'string', enum: ['celsius', 'fahrenheit', 'kelvin'], description: 'Scale to convert to' } }, ['value', 'from_scale', 'to_scale']);

  it('gives the value after to/in to the target and the other to the source', () => {
    expect(args('What is 100 fahrenheit in celsius?', convert)).toEqual({ value: 100, from_scale: 'fahrenheit', to_scale: 'celsius' });
    expect(args('Convert 300 kelvin to celsius', convert)).toEqual({ value: 300, from_scale: 'kelvin', to_scale: 'celsius' });
    expect(args('Convert 20 celsius to fahrenheit', convert)).toEqual({ value: 20, from_scale: 'celsius', to_scale: 'fahrenheit' });
  });
});
