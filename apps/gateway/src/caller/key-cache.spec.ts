import { describe, expect, it } from 'vitest';
import { KeyCache } from './key-cache.js';

const verified = (keyId: string, tenantId = 't1', revocationCounter?: number) => ({ keyId, tenantId, rateLimit: 20, revocationCounter });
const cacheOf = (shortMs = 1000, trustedMs = 60_000) => new KeyCache({ shortMs, trustedMs, beatFreshMs: 700, gapGraceMs: 1000 });

describe('KeyCache without revocation beats', () => {
  it('forgets an entry once its time is up', () => {
    const cache = cacheOf();
    cache.set('k', verified('a'), 0);
    expect(cache.get('k', 999)?.value?.keyId).toBe('a');
    expect(cache.get('k', 1000)).toBeUndefined();
  });

  it('evicts a revoked key and a changed tenant at once, leaving others', () => {
    const cache = cacheOf();
    cache.set('k1', verified('a', 't1'), 0);
    cache.set('k2', verified('b', 't1'), 0);
    cache.set('k3', verified('c', 't2'), 0);
    cache.evict((v) => v.keyId === 'a');
    expect(cache.get('k1', 1)).toBeUndefined();
    expect(cache.get('k2', 1)).toBeDefined();
    cache.evict((v) => v.tenantId === 't1');
    expect(cache.get('k2', 1)).toBeUndefined();
    expect(cache.get('k3', 1)).toBeDefined();
  });

  it('keeps nothing when caching is off', () => {
    const cache = cacheOf(0);
    cache.set('k', verified('a'), 0);
    expect(cache.get('k', 0)).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new KeyCache({ shortMs: 1000, trustedMs: 0, beatFreshMs: 700, maxEntries: 2 });
    cache.set('k1', verified('a'), 0);
    cache.set('k2', verified('b'), 0);
    cache.set('k1', verified('a'), 1);
    cache.set('k3', verified('c'), 2);
    expect([cache.get('k1', 3), cache.get('k2', 3), cache.get('k3', 3)].map((e) => e?.value?.keyId)).toEqual(['a', undefined, 'c']);
  });
});

describe('KeyCache with revocation beats', () => {
  /** A cache that heard a beat at `at` saying `counter`. */
  function beating(counter: number, at = 0) {
    const cache = cacheOf();
    cache.watch.onBeat(counter, at, at);
    return cache;
  }

  it('keeps a verified key past a second while beats are fresh and match the events applied', () => {
    const cache = beating(5);
    cache.set('k', verified('a', 't1', 5), 0);
    for (let t = 250; t <= 10_000; t += 250) cache.watch.onBeat(5, t, t);
    expect(cache.get('k', 10_000)?.value?.keyId).toBe('a');
    expect(cache.get('k', 59_999)).toBeUndefined(); // no beat for 50 s: untrusted, back to 1 s from the read
  });

  it('keeps a refusal and a key read before an applied revocation no longer than a second', () => {
    const cache = beating(5);
    cache.set('nobody', null, 0);
    cache.set('old', verified('a', 't1', 4), 0);
    for (let t = 250; t <= 2_000; t += 250) cache.watch.onBeat(5, t, t);
    expect(cache.get('nobody', 1_500)).toBeUndefined();
    expect(cache.get('old', 1_500)).toBeUndefined();
  });

  it('a key read just before a revocation whose event came first is kept a second only', () => {
    const cache = beating(5);
    cache.watch.onEvent(6, 10); // the key's revocation, applied while its verification was on its way
    cache.set('k', verified('a', 't1', 5), 20);
    for (let t = 250; t <= 2_000; t += 250) cache.watch.onBeat(6, t, t);
    expect(cache.get('k', 900)).toBeDefined();
    expect(cache.get('k', 1_100)).toBeUndefined();
  });

  it('falls back to a second from the read once beats stop', () => {
    const cache = beating(5);
    cache.set('k', verified('a', 't1', 5), 0);
    cache.watch.onBeat(5, 1_000, 1_000);
    expect(cache.get('k', 1_650)).toBeDefined();
    expect(cache.get('k', 1_700)).toBeUndefined();
  });

  it('counts a beat from its read time when that is earlier than its arrival', () => {
    const cache = beating(5);
    cache.set('k', verified('a', 't1', 5), 0);
    cache.watch.onBeat(5, 600, 1_200); // read at 600, arrived at 1,200: proves nothing after 1,300
    expect(cache.get('k', 1_250)).toBeDefined();
    expect(cache.get('k', 1_300)).toBeUndefined();
  });

  it('a beat ahead of the events applied (a lost event) stops long entries, then flushes everything', () => {
    const cache = beating(5);
    cache.set('k', verified('a', 't1', 5), 0);
    cache.set('fresh', verified('b', 't1', 5), 1_900);
    for (let t = 250; t <= 1_750; t += 250) cache.watch.onBeat(5, t, t);
    expect(cache.get('k', 1_800)).toBeDefined();
    cache.watch.onBeat(6, 2_000, 2_000); // revocation 6 committed; its event never comes
    expect(cache.get('k', 2_010)).toBeUndefined(); // read more than a second ago
    expect(cache.get('fresh', 2_010)).toBeDefined(); // within its second
    cache.set('during', verified('c', 't1', 6), 2_500); // read after the lost revocation: it reflects it
    cache.watch.onBeat(6, 3_000, 3_000);
    expect(cache.watch.flushes).toBe(1);
    expect(cache.size).toBe(1);
    expect(cache.get('during', 3_000)).toBeDefined();
    cache.set('k', verified('a', 't1', 6), 3_010);
    for (let t = 3_250; t <= 6_000; t += 250) cache.watch.onBeat(6, t, t);
    expect(cache.get('k', 6_000)).toBeDefined(); // trusted again from counter 6
  });

  it('an event that skips a counter is a gap too; the missing event closes it without a flush', () => {
    const cache = beating(5);
    cache.set('k', verified('a', 't1', 5), 0);
    cache.watch.onEvent(7, 1_100);
    cache.watch.onBeat(7, 1_200, 1_200);
    expect(cache.get('k', 1_250)).toBeUndefined();
    cache.set('k', verified('a', 't1', 7), 1_300);
    cache.watch.onEvent(6, 1_400);
    cache.watch.onBeat(7, 1_500, 1_500);
    expect(cache.watch.trusted(1_600)).toBe(true);
    expect(cache.watch.trusted(2_250)).toBe(false); // 1,500's beat is 750 ms old
    cache.watch.onBeat(7, 2_300, 2_300);
    expect(cache.get('k', 2_400)).toBeDefined();
    expect(cache.watch.flushes).toBe(0);
  });

  it('a counter that stays behind what was applied (a restored database) flushes and starts again from it', () => {
    const cache = beating(5);
    cache.watch.onEvent(6, 10);
    cache.watch.onBeat(2, 100, 100);
    cache.watch.onBeat(2, 1_200, 1_200);
    expect(cache.watch.flushes).toBe(1);
    expect(cache.watch.appliedCounter).toBe(2);
  });

  it('a verification answer proves freshness as a beat does (from when it was asked), and its counter shows a gap', () => {
    const cache = beating(5);
    cache.set('k', verified('a', 't1', 5), 0);
    cache.watch.onProof(5, 900, 1_000); // no beat since 0, but auth answered a verification asked at 900
    expect(cache.get('k', 1_500)).toBeDefined();
    expect(cache.get('k', 1_650)).toBeUndefined();
    cache.set('k', verified('a', 't1', 6), 1_700);
    cache.watch.onProof(6, 1_690, 1_700); // read after a revocation (6) this gateway has not applied
    expect(cache.watch.trusted(1_710)).toBe(false);
  });
});
