import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuthSignals } from '@svc/contracts';
import { ServiceBus } from '@svc/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config.js';

/** Depending on the driver, `UPDATE ... RETURNING` answers [rows, count] or the rows. */
function rowsOf<T>(answer: unknown): T[] {
  const list = answer as unknown[];
  return (Array.isArray(list[0]) ? list[0] : list) as T[];
}

/**
 * One more revocation, in the caller's transaction (the one that revokes the key or changes the tenant): the new
 * value of `auth.revocation_counter`, for the event recorded beside it. The row lock serialises revocations, so
 * the values committed are 1, 2, 3… with no gap and in commit order.
 */
export async function bumpRevocationCounter(manager: EntityManager): Promise<number> {
  const rows = rowsOf<{ counter: string | number }>(await manager.query(`UPDATE auth.revocation_counter SET counter = counter + 1 WHERE id = 1 RETURNING counter`));
  const row = rows[0];
  if (!row) throw new Error('auth.revocation_counter has no row (its migration inserts it)');
  return Number(row.counter);
}

/**
 * The revocation beat (ARCHITECTURE.md, "Key verification"): every `revocationBeatMs` this replica reads the
 * counter and broadcasts it with the time just before the read. A read that fails or is slow sends nothing, so
 * gateways fall back to short caching; reads never overlap.
 */
@Injectable()
export class RevocationBeacon implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private reading = false;

  constructor(
    @InjectDataSource('auth') private readonly db: DataSource,
    private readonly bus: ServiceBus,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.revocationBeatMs <= 0) return;
    this.timer = setInterval(() => void this.beat(), this.config.revocationBeatMs);
    this.timer.unref();
    void this.beat();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Reads the counter and broadcasts it; returns what it sent (null when the read failed or one was under way). */
  async beat(): Promise<number | null> {
    if (this.reading) return null;
    this.reading = true;
    try {
      const readAt = Date.now();
      const rows = await this.db.query<Array<{ counter: string | number }>>(`SELECT counter FROM auth.revocation_counter WHERE id = 1`);
      const revocationCounter = Number(rows[0]?.counter ?? 0);
      this.bus.broadcast(AuthSignals.revocationBeat, { revocationCounter, readAt });
      return revocationCounter;
    } catch {
      // The database is away: no beat, and gateways hold keys no longer than SVC_KEY_CACHE_MS.
      return null;
    } finally {
      this.reading = false;
    }
  }
}
