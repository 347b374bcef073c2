import { describe, expect, it } from 'vitest';
import { hashApiKey, isWellFormedKey, newApiKey } from './key-format.util.js';

describe('api key format', () => {
  it('issues distinct well-formed keys whose hash is not the key', () => {
    const a = newApiKey();
    const b = newApiKey();
    expect(isWellFormedKey(a.key)).toBe(true);
    expect(a.key).not.toBe(b.key);
    expect(a.hash).toBe(hashApiKey(a.key));
    expect(a.hash).not.toContain(a.key.slice(4));
    expect(a.key.startsWith(a.prefix)).toBe(true);
  });

  it('refuses malformed keys before any lookup', () => {
    for (const bad of ['', 'svc_short', 'Bearer svc_x', `svc_${'a'.repeat(31)}!`, `key_${'a'.repeat(32)}`]) {
      expect(isWellFormedKey(bad)).toBe(false);
    }
  });
});
