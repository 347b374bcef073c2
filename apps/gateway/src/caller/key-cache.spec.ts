import { describe, expect, it } from 'vitest';
import { KeyCache } from './key-cache.js';

const verified = (keyId: string, tenantId = 't1') => ({ keyId, tenantId, rateLimit: 20 });

describe('KeyCache', () => {
  it('forgets an entry once its time is up', () => {
    const cache = new KeyCache(1000);
    cache.set('k', verified('a'), 0);
    expect(cache.get('k', 999)?.value?.keyId).toBe('a');
    expect(cache.get('k', 1000)).toBeUndefined();
  });

  it('evicts a revoked key and a changed tenant at once, leaving others', () => {
    const cache = new KeyCache(1000);
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
    const cache = new KeyCache(0);
    cache.set('k', verified('a'), 0);
    expect(cache.get('k', 0)).toBeUndefined();
  });
});
