import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './same-origin.guard.js';
import { clearedSessionCookie, readCookie, sessionCookie } from './session-cookie.js';

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, expires with the session, and Secure only over TLS', () => {
    const now = Date.UTC(2026, 0, 1);
    const cookie = sessionCookie('tok', new Date(now + 3600_000), false, now);
    expect(cookie).toBe('svc_session=tok; Path=/; Max-Age=3600; Expires=Thu, 01 Jan 2026 01:00:00 GMT; HttpOnly; SameSite=Lax');
    expect(sessionCookie('tok', new Date(now + 1000), true, now)).toMatch(/; Secure$/);
    expect(clearedSessionCookie(false)).toMatch(/^svc_session=; Path=\/; Max-Age=0;/);
  });

  it('is read from a Cookie header among others', () => {
    expect(readCookie('a=1; svc_session=abc-_9; b=2', 'svc_session')).toBe('abc-_9');
    expect(readCookie('svc_sessionx=1', 'svc_session')).toBeUndefined();
    expect(readCookie(undefined, 'svc_session')).toBeUndefined();
    expect(readCookie('svc_session=%E0%A4%A', 'svc_session')).toBeUndefined();
  });
});

describe('same-origin check', () => {
  const req = (headers: Record<string, string>) => ({ headers: { host: 'api.example', ...headers }, protocol: 'https' as const });
  it('trusts Sec-Fetch-Site, then Origin; a request with neither is not a browser page', () => {
    expect(isSameOrigin(req({ 'sec-fetch-site': 'same-origin' }), 'https://svc.example')).toBe(true);
    expect(isSameOrigin(req({ 'sec-fetch-site': 'none' }), 'https://svc.example')).toBe(true);
    expect(isSameOrigin(req({ 'sec-fetch-site': 'same-site' }), 'https://svc.example')).toBe(false);
    expect(isSameOrigin(req({ 'sec-fetch-site': 'cross-site', origin: 'https://svc.example' }), 'https://svc.example')).toBe(false);
    expect(isSameOrigin(req({ origin: 'https://svc.example' }), 'https://svc.example')).toBe(true);
    expect(isSameOrigin(req({ origin: 'https://api.example' }), 'https://svc.example')).toBe(true);
    expect(isSameOrigin(req({ origin: 'null' }), 'https://svc.example')).toBe(false);
    expect(isSameOrigin(req({ origin: 'https://evil.example' }), 'https://svc.example')).toBe(false);
    expect(isSameOrigin(req({}), 'https://svc.example')).toBe(true);
  });
});
