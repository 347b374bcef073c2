import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LOGGER, type Logger } from '@svc/platform';
import { DataSource } from 'typeorm';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config.js';

/**
 * Deletes sessions past their expiry, and reset tokens a day after they expired (until then a late click still
 * hears "expired" rather than "invalid"). Expired rows are refused anyway; this keeps the tables from growing.
 */
@Injectable()
export class ExpiredSecretsSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource('auth') private readonly db: DataSource,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.config.sweepSeconds * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    try {
      await this.db.query(`DELETE FROM auth.sessions WHERE expires_at < now()`);
      await this.db.query(`DELETE FROM auth.password_resets WHERE expires_at < now() - interval '1 day'`);
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'expired sessions sweep failed');
    }
  }
}
