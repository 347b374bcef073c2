import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuthUserEvents } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { DATABASE_TARGET, LOGGER, OutboxRelay, recordEvent, type DatabaseTarget, type Logger } from '@svc/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config.js';
import { hashSecretToken, newSecretToken } from '../sessions/secret-token.util.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { assertPasswordLength, hashPassword, normalizeEmail } from '../users/password.util.js';
import { User } from '../users/user.entity.js';
import { PasswordReset } from './password-reset.entity.js';

/**
 * Password reset by a one-time link. Asking never tells whether the email belongs to a user: the answer
 * leaves before the lookup, so it takes the same time either way; the link goes out as an event for the
 * mailing team (and, embedded, to the log, since nobody mails there).
 */
@Injectable()
export class PasswordResetsService {
  private readonly logLinks: boolean;

  constructor(
    @InjectDataSource('auth') private readonly db: DataSource,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(DATABASE_TARGET) target: DatabaseTarget,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly sessions: SessionsService,
    private readonly outbox: OutboxRelay,
  ) {
    this.logLinks = target.kind === 'pglite';
  }

  request(requestId: string, email: string): { accepted: true } {
    this.issue(email).catch((err: unknown) => this.logger.error({ requestId, err }, 'password reset: could not issue a token'));
    return { accepted: true };
  }

  async confirm(token: string, password: string): Promise<{ userId: string }> {
    assertPasswordLength(password, this.config.passwordMinLength);
    const passwordHash = await hashPassword(password);
    const tokenHash = hashSecretToken(token);
    return this.db.transaction(async (manager) => {
      // Marking it used is the check: of two confirmations racing, one wins.
      const raw = await manager.query<unknown[]>(
        `UPDATE auth.password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
        [tokenHash],
      );
      // TypeORM answers an UPDATE with [rows, count].
      const rows = (Array.isArray(raw[0]) ? raw[0] : raw) as Array<{ user_id: string }>;
      const userId = rows[0]?.user_id;
      if (!userId) throw await this.whyRefused(manager, tokenHash);
      await manager.getRepository(User).update({ id: userId }, { passwordHash });
      await manager.query(`UPDATE auth.password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
      await this.sessions.endAll(userId, manager);
      return { userId };
    });
  }

  private async issue(emailGiven: string): Promise<void> {
    const user = await this.db.getRepository(User).findOneBy({ email: normalizeEmail(emailGiven) });
    if (!user) return;
    const { token, hash } = newSecretToken();
    const expiresAt = new Date(Date.now() + this.config.resetTokenTtlSeconds * 1000);
    // In the fragment: browsers never send it to a server, so it stays out of access logs and Referer headers.
    const resetUrl = `${this.config.publicUrl}/console/reset#token=${token}`;
    await this.db.transaction(async (manager) => {
      await manager.getRepository(PasswordReset).insert({ id: randomUUID(), userId: user.id, tokenHash: hash, expiresAt });
      await recordEvent(manager, 'auth', AuthUserEvents.passwordResetRequested, { userId: user.id, email: user.email, resetUrl, expiresAt: expiresAt.toISOString() });
    });
    this.outbox.nudge();
    if (this.logLinks) this.logger.info({ email: user.email, resetUrl }, 'password reset link (embedded mode: printed instead of mailed)');
  }

  private async whyRefused(manager: EntityManager, tokenHash: string): Promise<SvcError> {
    const reset = await manager.getRepository(PasswordReset).findOneBy({ tokenHash });
    if (!reset) return new SvcError('reset_token_invalid');
    if (reset.usedAt) return new SvcError('reset_token_used');
    return new SvcError('reset_token_expired');
  }
}
