import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';
import { numberMentions } from '../request/mentions.js';

const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: a length of time said in words', () => {
  it('reads `for an hour`, `half an hour`, `in a week` as a number with its unit', () => {
    expect(numberMentions('book it for an hour').map((n) => [n.value, n.unit])).toEqual([[1, 'hour']]);
    expect(numberMentions('only for half an hour').map((n) => [n.value, n.unit])).toEqual([[30, 'minutes']]);
    expect(numberMentions('remind me in a week').map((n) => [n.value, n.unit])).toEqual([[1, 'week']]);
    expect(numberMentions('twice a week for a while').filter((n) => n.unit === 'week')).toEqual([]);
  });

  it('gives the length in the parameter unit, an allowed number too', () => {
    const court = fn('book_court', 'Book a squash court.', { court: { type: 'string', description: 'Court name' }, minutes: { type: 'integer', enum: [30, 60, 90] } }, ['court']);
    expect(args('Book the Blue squash court for an hour', court)).toEqual({ court: 'Blue', minutes: 60 });
    expect(args('Book the Blue squash court for half an hour', court)).toEqual({ court: 'Blue', minutes: 30 });
    const freeze = fn('freeze_plan', 'Freeze a gym plan.', { plan: { type: 'string', description: 'Plan id, e.g. GP-12' }, days: { type: 'integer', description: 'Days to freeze' } }, ['plan', 'days']);
    expect(args('freeze GP-77 for a week', freeze)).toEqual({ plan: 'GP-77', days: 7 });
  });
});
