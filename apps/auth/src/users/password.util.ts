import { randomBytes } from 'node:crypto';
import { argon2id, hash, verify } from 'argon2';
import { SvcError } from '@svc/errors';

/** argon2id with OWASP's minimum settings (19 MiB, 2 passes, 1 lane): ~20 ms a hash on one core. */
const OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a hash argon2 cannot read; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/** Spends the time of a real check, so an unknown email answers as slowly as a wrong password. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await decoy, password);
  return false;
}

/** Length in characters (code points), so a password of emoji is not judged by its UTF-16 units. */
export function assertPasswordLength(password: string, minLength: number): void {
  if ([...password].length < minLength) {
    throw SvcError.validation([{ loc: ['body', 'password'], msg: `password must be at least ${minLength} characters`, type: 'too_short' }]);
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
