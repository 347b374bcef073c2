import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { IssuedSession, SessionView } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { DataSource, type EntityManager } from 'typeorm';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config.js';
import { normalizeEmail, verifyAgainstDecoy, verifyPassword } from '../users/password.util.js';
import { User } from '../users/user.entity.js';
import { hashSecretToken, newSecretToken } from './secret-token.util.js';
import { Session } from './session.entity.js';

/** Signed-in browsers: sign-in, the cookie's check on every request, sign-out. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource('auth') private readonly db: DataSource,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /** One answer for an unknown email and a wrong password, in the same time (the decoy costs a real check). */
  async login(emailGiven: string, password: string): Promise<IssuedSession> {
    const user = await this.db.getRepository(User).findOneBy({ email: normalizeEmail(emailGiven) });
    const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDecoy(password);
    if (!user || !ok) throw new SvcError('invalid_credentials');
    await this.sweepExpired(user.id);
    return this.open(user);
  }

  /** A new session; the token is returned here only (it goes in the cookie). */
  async open(user: { id: string; email: string }, manager: EntityManager = this.db.manager): Promise<IssuedSession> {
    const { token, hash } = newSecretToken();
    const expiresAt = new Date(Date.now() + this.config.sessionTtlSeconds * 1000);
    await manager.getRepository(Session).insert({ id: randomUUID(), userId: user.id, tokenHash: hash, expiresAt });
    return { userId: user.id, email: user.email, sessionToken: token, expiresAt: expiresAt.toISOString() };
  }

  /** Unknown, expired, ended, or its user deleted (sessions go with the user): `not authenticated`. */
  async verify(token: string): Promise<SessionView> {
    const rows = await this.db.query<Array<{ user_id: string; email: string; expires_at: Date }>>(
      `SELECT s.user_id, u.email, s.expires_at FROM auth.sessions s JOIN auth.users u ON u.id = s.user_id
       WHERE s.token_hash = $1 AND s.expires_at > now()`,
      [hashSecretToken(token)],
    );
    const row = rows[0];
    if (!row) throw new SvcError('not_authenticated');
    return { userId: row.user_id, email: row.email, expiresAt: new Date(row.expires_at).toISOString() };
  }

  async end(token: string): Promise<{ ended: boolean }> {
    const result = await this.db.getRepository(Session).delete({ tokenHash: hashSecretToken(token) });
    return { ended: (result.affected ?? 0) > 0 };
  }

  /** Every session of the user ends (a password reset, for one). */
  async endAll(userId: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.getRepository(Session).delete({ userId });
  }

  async sweepExpired(userId: string): Promise<void> {
    await this.db.query(`DELETE FROM auth.sessions WHERE user_id = $1 AND expires_at <= now()`, [userId]);
  }
}
