import { describe, expect, it } from 'vitest';
import { SvcError } from '@svc/errors';
import { assertPasswordLength, hashPassword, normalizeEmail, verifyAgainstDecoy, verifyPassword } from './password.util.js';
import { hashSecretToken, newSecretToken } from '../sessions/secret-token.util.js';

describe('passwords', () => {
  it('are hashed with argon2id, salted, and verified', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(a, 'wrong')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });

  it('have a minimum length in characters, refused with a 422 list', () => {
    expect(() => assertPasswordLength('🔑🔑🔑🔑🔑', 6)).toThrow(SvcError);
    expect(() => assertPasswordLength('123456', 6)).not.toThrow();
    try {
      assertPasswordLength('x', 10);
    } catch (error) {
      expect((error as SvcError).status).toBe(422);
    }
    expect(normalizeEmail(' Ann@Example.TEST ')).toBe('ann@example.test');
  });
});

describe('secret tokens', () => {
  it('are 256 random bits, stored only as their hash', () => {
    const { token, hash } = newSecretToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(hashSecretToken(token));
    expect(hash).not.toContain(token);
    expect(newSecretToken().token).not.toBe(token);
  });
});
