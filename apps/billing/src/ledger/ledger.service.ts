import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HoldView, SettleView } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { DataSource } from 'typeorm';
import { BILLING_CONFIG, priceOf, type BillingConfig } from '../config/billing.config.js';
import { currentPeriod } from './period.util.js';

interface HoldRow {
  outcome: 'held' | 'duplicate' | 'balance_empty' | 'no_account';
  tier: 'included' | 'paid' | null;
  pool_left: number;
  wallet: string;
}

/** Holds and their settlement: the money side of every billed call (ARCHITECTURE.md, "Money"). */
@Injectable()
export class LedgerService {
  constructor(
    @InjectDataSource('billing') private readonly db: DataSource,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  async hold(tenantId: string, requestId: string, product: string): Promise<HoldView> {
    const rows = await this.db.query<HoldRow[]>(`SELECT * FROM billing.take_hold($1, $2, $3, $4, $5, $6)`, [
      tenantId,
      requestId,
      product,
      currentPeriod(),
      priceOf(this.config, product),
      this.config.holdTimeoutSeconds,
    ]);
    const row = rows[0];
    if (!row) throw new SvcError('internal');
    if (row.outcome === 'no_account') throw new SvcError('unknown_tenant');
    if (row.outcome === 'balance_empty' || row.tier === null) throw new SvcError('balance_empty');
    return { tier: row.tier, freeRemaining: row.pool_left, wallet: Number(row.wallet) };
  }

  async settle(tenantId: string, requestId: string, outcome: 'posted' | 'released'): Promise<SettleView> {
    const rows = await this.db.query<Array<{ state: 'held' | 'posted' | 'released' | null; known: boolean }>>(
      `SELECT * FROM billing.settle_hold($1, $2, $3)`,
      [tenantId, requestId, outcome],
    );
    const row = rows[0];
    if (!row?.known || !row.state || row.state === 'held') throw new SvcError('not_found', 'unknown hold');
    return { state: row.state };
  }

  /** Releases holds whose caller never settled them (it crashed or timed out); returns how many. */
  async releaseStale(limit = 500): Promise<number> {
    const stale = await this.db.query<Array<{ tenant_id: string; request_id: string }>>(
      `SELECT tenant_id, request_id FROM billing.ledger_entries WHERE state = 'held' AND expires_at < now() ORDER BY expires_at LIMIT $1`,
      [limit],
    );
    for (const hold of stale) await this.settle(hold.tenant_id, hold.request_id, 'released');
    return stale.length;
  }
}
