import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HoldView, SettleView } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { DataSource } from 'typeorm';
import { BILLING_CONFIG, priceOf, type BillingConfig } from '../config/billing.config.js';
import { Batcher, ledgerBatchSize, OutboxRelay } from '@svc/platform';
import { currentPeriod } from './period.util.js';

interface HoldJob {
  tenant_id: string;
  request_id: string;
  product: string;
  price: number;
}
interface HoldRow {
  ord: number;
  outcome: 'held' | 'duplicate' | 'balance_empty' | 'no_account';
  tier: 'included' | 'paid' | null;
  pool_left: number;
  wallet: string;
}
const holdBatchSize = ledgerBatchSize.with('hold');
const settleBatchSize = ledgerBatchSize.with('settle');

interface SettleJob {
  tenant_id: string;
  request_id: string;
  outcome: 'posted' | 'released';
}
interface SettleRow {
  ord: number;
  state: 'held' | 'posted' | 'released' | null;
  known: boolean;
}

/**
 * Holds and their settlement: the money side of every billed call (ARCHITECTURE.md, "Money").
 * Concurrent holds and settles go to PostgreSQL in batches (one transaction each): see Batcher. The functions
 * called here (take_holds, settle_holds, ...) and the trigger that writes the ledger's events are in ./sql.
 */
@Injectable()
export class LedgerService {
  private readonly holds = new Batcher<HoldJob, HoldRow>((jobs) => retryOnDeadlock(() => this.takeHolds(jobs)));
  private readonly settles = new Batcher<SettleJob, SettleRow>((jobs) => retryOnDeadlock(() => this.settleHolds(jobs)));

  constructor(
    @InjectDataSource('billing') private readonly db: DataSource,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly outbox: OutboxRelay,
  ) {}

  async hold(tenantId: string, requestId: string, product: string): Promise<HoldView> {
    const row = await this.holds.submit({ tenant_id: tenantId, request_id: requestId, product, price: priceOf(this.config, product) });
    if (row.outcome === 'no_account') throw new SvcError('unknown_tenant');
    if (row.outcome === 'balance_empty' || row.tier === null) throw new SvcError('balance_empty');
    return { tier: row.tier, freeRemaining: row.pool_left, wallet: Number(row.wallet) };
  }

  async settle(tenantId: string, requestId: string, outcome: 'posted' | 'released'): Promise<SettleView> {
    const row = await this.settles.submit({ tenant_id: tenantId, request_id: requestId, outcome });
    if (!row.known || !row.state || row.state === 'held') throw new SvcError('not_found', 'unknown hold');
    return { state: row.state };
  }

  /**
   * Settles holds nobody settled within the hold timeout (the caller crashed, timed out, or could not reach
   * billing): each as `decided` says a gateway decided it (read after the hold was found stale, so a decision
   * made before is seen), else released. Returns how many went each way.
   */
  async settleStale(decided: (requestId: string) => Promise<'posted' | 'released' | null>, limit = 500): Promise<{ posted: number; released: number }> {
    const stale = await this.db.query<Array<{ tenant_id: string; request_id: string }>>(
      `SELECT tenant_id, request_id FROM billing.ledger_entries WHERE state = 'held' AND expires_at < now() ORDER BY expires_at LIMIT $1`,
      [limit],
    );
    const outcomes = await Promise.all(
      stale.map(async (h) => {
        const outcome = (await decided(h.request_id)) ?? 'released';
        await this.settle(h.tenant_id, h.request_id, outcome);
        return outcome;
      }),
    );
    return { posted: outcomes.filter((o) => o === 'posted').length, released: outcomes.filter((o) => o === 'released').length };
  }

  private async takeHolds(jobs: HoldJob[]): Promise<HoldRow[]> {
    holdBatchSize.observe(jobs.length);
    const rows = await this.db.query<HoldRow[]>(`SELECT * FROM billing.take_holds($1::jsonb, $2, $3)`, [
      JSON.stringify(jobs.map((job, ord) => ({ ...job, ord }))),
      currentPeriod(),
      this.config.holdTimeoutSeconds,
    ]);
    return inOrder(rows, jobs.length);
  }

  private async settleHolds(jobs: SettleJob[]): Promise<SettleRow[]> {
    settleBatchSize.observe(jobs.length);
    const rows = await this.db.query<SettleRow[]>(`SELECT * FROM billing.settle_holds($1::jsonb)`, [JSON.stringify(jobs.map((job, ord) => ({ ...job, ord })))]);
    // The ledger's trigger wrote the batch's events into the outbox in the same transaction.
    this.outbox.nudge();
    return inOrder(rows, jobs.length);
  }
}

/** Batches of two billing replicas can still deadlock (a settle locks its entry, then the account): retry. */
async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (error as { code?: string }).code;
      if (attempt >= attempts || (code !== '40P01' && code !== '40001')) throw error;
    }
  }
}

function inOrder<T extends { ord: number }>(rows: T[], count: number): T[] {
  const out = new Array<T>(count);
  for (const row of rows) out[row.ord] = row;
  return out;
}
