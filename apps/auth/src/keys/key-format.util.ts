import { createHash, randomBytes } from 'node:crypto';

const KEY_PATTERN = /^svc_[A-Za-z0-9_-]{32}$/;

/** A new key: `svc_` and 32 base64url characters (192 random bits). */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `svc_${randomBytes(24).toString('base64url')}`;
  return { key, prefix: key.slice(0, 12), hash: hashApiKey(key) };
}

export function isWellFormedKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
