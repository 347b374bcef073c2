import { createHash, randomBytes } from 'node:crypto';

/** A session id or reset token: 256 random bits, base64url; only its SHA-256 is ever stored. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
