import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './memory-rate-limiter.js';

describe('MemoryRateLimiter', () => {
  it('allows the limit within a second, refuses beyond it, and starts over the next second', async () => {
    let now = 5_000;
    const limiter = new MemoryRateLimiter(() => now);
    const first = [];
    for (let i = 0; i < 4; i++) first.push(await limiter.take('t', 3));
    expect(first.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(first.map((d) => d.remaining)).toEqual([2, 1, 0, 0]);
    expect(await limiter.take('other', 3)).toMatchObject({ allowed: true, remaining: 2 });
    now = 6_000;
    expect(await limiter.take('t', 3)).toMatchObject({ allowed: true, remaining: 2 });
  });
});
