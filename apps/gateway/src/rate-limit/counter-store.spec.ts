import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { MemoryCounterStore } from './memory-counter-store.js';
import { RateLimiter } from './rate-limiter.js';
import type { RedisSlidingLog } from './redis-sliding-log.js';
import { shareOf, SharedCounterStore } from './shared-counter-store.js';

describe('MemoryCounterStore', () => {
  it('admits at most the limit in any window, wherever it starts (no burst at a window edge)', async () => {
    let now = 0;
    const store = new MemoryCounterStore(() => now);
    const admitted: number[] = [];
    // Three times the limit of 10 per second, evenly spread over 5 s.
    for (now = 0; now < 5000; now += 1000 / 30) if ((await store.admit('t', 10, 1000)).allowed) admitted.push(now);
    for (const start of admitted) expect(admitted.filter((t) => t >= start && t < start + 1000).length).toBeLessThanOrEqual(10);
    expect(admitted.length).toBeGreaterThanOrEqual(49);
  });

  it('says what remains, and when refused how long until the oldest event that counts leaves', async () => {
    let now = 5_000;
    const store = new MemoryCounterStore(() => now);
    const first = [];
    for (let i = 0; i < 3; i++, now += 100) first.push(await store.admit('t', 3, 1000));
    expect(first.map((a) => [a.allowed, a.remaining])).toEqual([[true, 2], [true, 1], [true, 0]]);
    expect(await store.admit('t', 3, 1000)).toEqual({ allowed: false, remaining: 0, retryAfterMs: 700 });
    expect(await store.admit('other', 3, 1000)).toMatchObject({ allowed: true, remaining: 2 });
    now = 6_000;
    expect(await store.admit('t', 3, 1000)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
  });

  it('forgets idle keys rather than grow without bound', async () => {
    let now = 0;
    const store = new MemoryCounterStore(() => now, 3);
    for (const key of ['a', 'b', 'c']) await store.admit(key, 1, 1000);
    now = 1000;
    expect(await store.admit('d', 1, 1000)).toMatchObject({ allowed: true });
    expect(await store.admit('a', 1, 1000)).toMatchObject({ allowed: true });
  });
});

describe('SharedCounterStore', () => {
  const down = { admit: async () => null, close: () => undefined } as unknown as RedisSlidingLog;

  it('keeps limiting when Redis is unreachable, at this gateway’s share of the limit', async () => {
    let gateways = 2;
    const store = new SharedCounterStore(down, () => gateways, pino({ level: 'silent' }));
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push((await store.admit('t', 10, 60_000)).allowed);
    expect(answers).toEqual([true, true, true, true, true, false, false, false]);
    gateways = 1;
    expect((await store.admit('t', 10, 60_000)).allowed).toBe(true);
  });

  it('uses Redis’s answer while it has one', async () => {
    const up = { admit: async () => ({ allowed: false, remaining: 0, retryAfterMs: 300 }), close: () => undefined } as unknown as RedisSlidingLog;
    expect(await new SharedCounterStore(up, () => 1, pino({ level: 'silent' })).admit('t', 10, 1000)).toEqual({ allowed: false, remaining: 0, retryAfterMs: 300 });
  });

  it('shares out a limit: rounded down, at least one call per gateway', () => {
    expect([shareOf(20, 1), shareOf(20, 2), shareOf(20, 3), shareOf(1, 3), shareOf(5, 0)]).toEqual([20, 10, 6, 1, 5]);
  });
});

describe('RateLimiter', () => {
  it('answers the limit, what remains and whole seconds to wait', async () => {
    let now = 0;
    const limiter = new RateLimiter(new MemoryCounterStore(() => now));
    expect(await limiter.take('t', 2)).toEqual({ allowed: true, limit: 2, remaining: 1, retryAfter: 1 });
    now = 10;
    await limiter.take('t', 2);
    expect(await limiter.take('t', 2)).toEqual({ allowed: false, limit: 2, remaining: 0, retryAfter: 1 });
  });
});
