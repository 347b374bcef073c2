import { describe, expect, it } from 'vitest';
import { MemoryCounterStore } from './memory-counter-store.js';
import { RateLimiter } from './rate-limiter.js';

describe('MemoryCounterStore', () => {
  it('counts per key within a window aligned on the epoch, and says when it ends', async () => {
    let now = 61_500;
    const store = new MemoryCounterStore(() => now);
    expect(await store.increment('a', 60_000)).toEqual({ count: 1, resetInMs: 58_500 });
    expect(await store.increment('a', 60_000)).toEqual({ count: 2, resetInMs: 58_500 });
    expect(await store.increment('b', 60_000)).toEqual({ count: 1, resetInMs: 58_500 });
    now = 120_000;
    expect(await store.increment('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('forgets finished windows rather than grow without bound', async () => {
    let now = 0;
    const store = new MemoryCounterStore(() => now, 3);
    for (const key of ['a', 'b', 'c']) await store.increment(key, 1000);
    now = 1000;
    expect(await store.increment('d', 1000)).toMatchObject({ count: 1 });
    expect(await store.increment('a', 1000)).toMatchObject({ count: 1 });
  });
});

describe('RateLimiter', () => {
  it('allows the limit within a second, refuses beyond it, and starts over the next second', async () => {
    let now = 5_000;
    const limiter = new RateLimiter(new MemoryCounterStore(() => now));
    const first = [];
    for (let i = 0; i < 4; i++) first.push(await limiter.take('t', 3));
    expect(first.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(first.map((d) => d.remaining)).toEqual([2, 1, 0, 0]);
    expect(await limiter.take('other', 3)).toMatchObject({ allowed: true, remaining: 2 });
    now = 6_000;
    expect(await limiter.take('t', 3)).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('lets a request through when the store cannot be reached', async () => {
    const down = { increment: async () => null, close: async () => undefined };
    expect(await new RateLimiter(down).take('t', 1)).toMatchObject({ allowed: true });
  });
});
