import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LeaseGrantRequest, LeaseGrantView, LeaseReturnView, SpendBatch, SpendBatchView, SpendItem } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { Batcher, LOGGER, OutboxRelay, ServiceBus, type Logger } from '@svc/platform';
import { DataSource } from 'typeorm';
import { BILLING_CONFIG, callEventsOn, type BillingConfig } from '../config/billing.config.js';
import { currentPeriod } from '../ledger/period.util.js';

interface GrantRow {
  lease_id: string | null;
  tier: 'included' | 'paid' | null;
  granted: string;
  pool_left: number;
}

/**
 * Leases of a tenant's budget (the lease path, docs/ARCHITECTURE.md "The path of a billed call"): granted under
 * the account's row lock (./sql/grant-lease.sql), spent by gateways in memory and applied here from their spend
 * batches (one posted ledger entry per call, keyed by request id: a batch applied twice charges once), closed when
 * the gateway returns them or, when it is gone, by LeaseSweeper after they expired.
 */
@Injectable()
export class LeaseService {
  /** Spend batches that arrive together (embedded mode: each turn's) go to PostgreSQL as one transaction. */
  private readonly spends = new Batcher<SpendItem[], SpendBatchView>((batches) => retryOnDeadlock(() => this.applyBatches(batches)));

  /** Whether an applied batch wrote events for the relay (SVC_CALL_EVENTS; off in embedded mode by default). */
  private readonly callEvents: boolean;

  constructor(
    @InjectDataSource('billing') private readonly db: DataSource,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly outbox: OutboxRelay,
    @Inject(LOGGER) private readonly logger: Logger,
    bus: ServiceBus,
  ) {
    this.callEvents = callEventsOn(config, bus.inProcess);
  }

  async grant(m: LeaseGrantRequest): Promise<LeaseGrantView> {
    const price = this.config.pricePerCall;
    const [row] = await retryOnDeadlock(() =>
      this.db.query<GrantRow[]>(`SELECT * FROM billing.grant_lease($1, $2, $3, $4, $5, $6, $7)`, [
        m.tenantId,
        m.gatewayId,
        currentPeriod(),
        m.wantedCalls,
        price,
        this.config.leaseMinCalls,
        this.config.leaseSeconds * 1000,
      ]),
    );
    return {
      leaseId: row?.lease_id ?? null,
      tier: row?.tier ?? null,
      granted: Number(row?.granted ?? 0),
      period: currentPeriod(),
      poolLeft: row?.pool_left ?? 0,
      ttlMs: this.config.leaseSeconds * 1000,
      graceMs: this.config.holdTimeoutSeconds * 1000,
      prices: { perCall: this.config.pricePerCall, overrides: this.config.priceOverrides },
    };
  }

  /** Applies a spend batch (idempotent by request id); resolves once it is committed. */
  apply(batch: SpendBatch): Promise<SpendBatchView> {
    return this.spends.submit(batch.items);
  }

  async return(leaseId: string, spent: number): Promise<LeaseReturnView> {
    const [row] = await retryOnDeadlock(() => this.db.query<Array<{ state: 'closed' | 'returning' | null }>>(`SELECT billing.return_lease($1, $2) AS state`, [leaseId, spent]));
    if (!row?.state) throw new SvcError('not_found', 'unknown lease');
    return { state: row.state };
  }

  /**
   * Closes leases that had expired more than the grace (SVC_HOLD_TIMEOUT_SECONDS) ago `agoMs` milliseconds ago:
   * their gateway is gone or never returned them. Call only when every spend batch stored by then is applied
   * (LeaseSweeper checks).
   */
  async closeExpired(agoMs: number, limit = 500): Promise<number> {
    const rows = await this.db.query<Array<{ id: string; rest: string }>>(
      `SELECT l.id, billing.close_lease(l.id) AS rest
         FROM (SELECT id FROM billing.leases WHERE state <> 'closed' AND expires_at < now() - make_interval(secs => $1) ORDER BY expires_at LIMIT $2) l`,
      [this.config.holdTimeoutSeconds + agoMs / 1000, limit],
    );
    return rows.length;
  }

  private async applyBatches(batches: SpendItem[][]): Promise<SpendBatchView[]> {
    const items = batches.flat().map((i) => ({ lease_id: i.leaseId, request_id: i.requestId, product: i.product, amount: i.amount }));
    const [row] = await this.db.query<Array<{ charged: number; skipped: number }>>(`SELECT * FROM billing.apply_spends($1::jsonb)`, [JSON.stringify(items)]);
    // The ledger's trigger wrote the calls' events into the outbox in the same transaction. Without call events
    // there is nothing for the relay (a lease this batch closed writes none): no pass, and in embedded mode no
    // three more statements on PGlite per batch. The relay's poll still runs.
    if (this.callEvents) this.outbox.nudge();
    if (row && row.skipped > 0) this.logger.error({ skipped: row.skipped }, 'spends of a closed lease were not charged');
    const view = { charged: row?.charged ?? 0 };
    return batches.map(() => view);
  }
}

/** Batches of two billing replicas can still deadlock: retry. */
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
