import { describe, expect, it } from 'vitest';
import { SvcHttpError } from '@svc/errors';
import { MemoryCounterStore } from '../rate-limit/memory-counter-store.js';
import { AuthThrottle } from './auth-throttle.js';
import { clientAddress } from './client-address.js';

const config = { throttlePerMinute: 2, publicUrl: 'http://x', trustProxyHops: 0, counterPrefix: '' };

describe('AuthThrottle', () => {
  it('refuses past the budget per address and per email in a sliding minute, with Retry-After until one is admitted again', async () => {
    let now = 90_000;
    const throttle = new AuthThrottle(new MemoryCounterStore(() => now), config);
    await throttle.check('login', '1.1.1.1', 'A@x.test');
    await throttle.check('login', '2.2.2.2', 'a@x.test');
    const refused = await throttle.check('login', '3.3.3.3', ' a@x.test').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SvcHttpError);
    expect((refused as SvcHttpError).detail).toBe('too many requests');
    expect((refused as SvcHttpError).headers).toEqual({ 'retry-after': '60' });
    await throttle.check('reset', '3.3.3.3', 'a@x.test');
    await throttle.check('login', '1.1.1.1', 'b@x.test');
    await expect(throttle.check('login', '1.1.1.1', 'c@x.test')).rejects.toBeInstanceOf(SvcHttpError);
    now = 149_999;
    await expect(throttle.check('login', '4.4.4.4', 'a@x.test')).rejects.toBeInstanceOf(SvcHttpError);
    now = 150_000;
    await throttle.check('login', '4.4.4.4', 'a@x.test');
  });
});

describe('clientAddress', () => {
  it("is the socket's address, or behind trusted proxies the entry the nearest one appended", () => {
    const req = { ip: '10.0.0.1', headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' } };
    expect(clientAddress(req, 0)).toBe('10.0.0.1');
    expect(clientAddress(req, 1)).toBe('203.0.113.7');
    expect(clientAddress(req, 2)).toBe('6.6.6.6');
    expect(clientAddress(req, 5)).toBe('6.6.6.6');
    expect(clientAddress({ ip: '10.0.0.1', headers: {} }, 1)).toBe('10.0.0.1');
  });
});
