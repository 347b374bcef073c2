import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { SvcError } from '@svc/errors';
import { isDay, usageRange } from './billing-bodies.js';

const issues = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (e) {
    return e instanceof SvcError ? [e.status, e.detail] : e;
  }
  return 'no error';
};

describe('GET /billing usage range (UTC days, both included)', () => {
  const now = new Date('2024-02-10T23:59:59.999Z');

  it('is this UTC month by default, a leap February too', () => {
    expect(usageRange({}, now)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(usageRange({}, new Date('2026-12-31T23:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it("takes the rest of that day's month when only one end is given", () => {
    expect(usageRange({ from: '2025-02-14' }, now)).toEqual({ from: '2025-02-14', to: '2025-02-28' });
    expect(usageRange({ to: '2025-04-03' }, now)).toEqual({ from: '2025-04-01', to: '2025-04-03' });
  });

  it('allows 92 days, refuses 93 and a from after to with the 422 list', () => {
    expect(usageRange({ from: '2026-01-01', to: '2026-04-02' }, now)).toEqual({ from: '2026-01-01', to: '2026-04-02' });
    expect(issues(() => usageRange({ from: '2026-01-01', to: '2026-04-03' }, now))).toEqual([422, [{ loc: ['query', 'to'], msg: 'the range from..to must span at most 92 days', type: 'value_error' }]]);
    expect(issues(() => usageRange({ from: '2026-01-02', to: '2026-01-01' }, now))).toEqual([422, [{ loc: ['query', 'from'], msg: 'from must not be after to', type: 'value_error' }]]);
    expect(usageRange({ from: '2026-01-01', to: '2026-01-01' }, now)).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });

  it('knows which days exist', () => {
    expect(['2024-02-29', '2026-12-31', '2000-02-29'].map(isDay)).toEqual([true, true, true]);
    expect(['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-1-01', ' 2026-01-01', '2026-01-01T00:00:00Z', 20260101, null].map(isDay)).toEqual(Array(9).fill(false));
  });
});
