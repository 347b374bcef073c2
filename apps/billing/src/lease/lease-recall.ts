import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BillingLeaseSignals, type HoldView } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { LOGGER, ServiceBus, type Logger } from '@svc/platform';
import { DataSource } from 'typeorm';
import { BILLING_CONFIG, type BillingConfig } from '../config/billing.config.js';
import { LedgerService } from '../ledger/ledger.service.js';

/** How often a waiting hold looks whether a recalled lease came back. */
const POLL_MS = 20;
/** Recall marks older than this are forgotten (far beyond any lease's life plus its grace). */
const FORGET_MS = 15 * 60_000;

interface OpenLease {
  id: string;
  state: 'open' | 'returning';
}

/**
 * The recall of leases (docs/ARCHITECTURE.md, "Throughput (issue 17)"): a hold refused `balance empty` while
 * leases of the tenant are open asks every gateway to return its lease of that tenant now
 * (`billing.lease.recall`), then tries the hold again as soon as one of them closed, for at most
 * SVC_LEASE_RECALL_MS. A gateway returns a recalled lease once every call it took from it is durable or refunded,
 * so the rest that comes back is exactly what it did not spend.
 *
 * A lease still `open` SVC_LEASE_RECALL_MS after its recall has a gateway that cannot answer (killed, cut off, or
 * unsure whether a spend was stored): later holds do not wait for it again; it comes back by expiry (LeaseSweeper).
 * Waits for one tenant share one poll of its leases, so a burst of refused calls costs one query per POLL_MS.
 */
@Injectable()
export class LeaseRecall {
  /** When each lease was recalled (by this replica). */
  private readonly recalledAt = new Map<string, number>();
  /** The running poll of a tenant's open leases: resolves true when one of them closed. */
  private readonly polls = new Map<string, Promise<boolean>>();

  constructor(
    @InjectDataSource('billing') private readonly db: DataSource,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly ledger: LedgerService,
    private readonly bus: ServiceBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The hold, taken once leases recalled gave money back; `balance empty` when none did within SVC_LEASE_RECALL_MS. */
  async reclaim(tenantId: string, requestId: string, product: string): Promise<HoldView> {
    const deadline = Date.now() + this.config.leaseRecallMs;
    for (;;) {
      try {
        return await this.ledger.hold(tenantId, requestId, product);
      } catch (error) {
        if (!(error instanceof SvcError && error.code === 'balance_empty')) throw error;
        if (Date.now() >= deadline || !(await this.leaseClosed(tenantId, deadline))) throw error;
      }
    }
  }

  /** Whether a lease of the tenant closed (after recalling them) before `deadline`; false at once when none is worth waiting for. */
  private leaseClosed(tenantId: string, deadline: number): Promise<boolean> {
    let poll = this.polls.get(tenantId);
    if (!poll) {
      poll = this.poll(tenantId, deadline).finally(() => this.polls.delete(tenantId));
      this.polls.set(tenantId, poll);
    }
    return poll;
  }

  private async poll(tenantId: string, deadline: number): Promise<boolean> {
    const seen = new Set<string>();
    for (;;) {
      const now = Date.now();
      const open = await this.db.query<OpenLease[]>(`SELECT id, state FROM billing.leases WHERE tenant_id = $1 AND state <> 'closed'`, [tenantId]);
      const ids = new Set(open.map((l) => l.id));
      for (const id of seen) if (!ids.has(id)) return true;
      for (const id of ids) seen.add(id);
      // `returning`: its gateway answered, the lease closes once its last spends are applied.
      const unasked = open.filter((l) => l.state === 'open' && !this.recalledAt.has(l.id));
      const waiting = open.filter((l) => l.state === 'returning' || !this.recalledAt.has(l.id) || now - this.recalledAt.get(l.id)! < this.config.leaseRecallMs);
      if (waiting.length === 0 || now >= deadline) return false;
      if (unasked.length > 0) this.recall(tenantId, unasked, now);
      await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, deadline - now)));
    }
  }

  private recall(tenantId: string, leases: OpenLease[], now: number): void {
    for (const [id, at] of this.recalledAt) {
      if (now - at < FORGET_MS) break;
      this.recalledAt.delete(id);
    }
    for (const l of leases) this.recalledAt.set(l.id, now);
    this.bus.broadcast(BillingLeaseSignals.recall, { tenantId });
    this.logger.info({ tenantId, leases: leases.length }, 'leases recalled');
  }
}
