import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { BillingLeaseSignals, BillingLeaseSubjects, leasePrice, SPEND_QUEUE, type LeaseGrantView, type SpendBatch, type SpendItem } from '@svc/contracts';
import { Batcher, LOGGER, ServiceBus, type DurableQueue, type Logger } from '@svc/platform';
import { ServiceClient } from '../bus/service-client.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';

/** A tenant asks for a lease once it makes this many calls within a second on this gateway; less stays on holds. */
const LEASE_MIN_RATE = 16;
/** A lease is sized at about one second of the tenant's calls here, within these bounds. */
const LEASE_MIN_CALLS = 16;
const LEASE_MAX_CALLS = 4000;
/** A lease refused (little budget left) is not asked for again for this long: those calls take holds. */
const REFUSED_BACKOFF_MS = 1000;
/** Spends stop this long before the lease's deadline, for clocks and the grant's own travel. */
const DEADLINE_MARGIN_MS = 200;
/**
 * After billing recalled a tenant's lease (another gateway's hold found the budget outside leases empty), no new
 * lease of that tenant is asked for this long: its calls take holds, so what came back is not leased away again at
 * once and the gateways do not pass the last of the budget back and forth by recalls.
 */
export const RECALL_BACKOFF_MS = 1000;
const PUBLISH_ATTEMPTS = 3;
const TICK_MS = 250;

interface HeldLease {
  id: string;
  tenantId: string;
  tier: 'included' | 'paid';
  period: string;
  granted: number;
  spent: number;
  /** Calls taken from it whose spend is not yet durable or refunded. */
  inflight: number;
  /** Local time (Date.now) it was asked for, and how long it may be spent. */
  start: number;
  ttlMs: number;
  /** Local time after which nothing more is taken from it. */
  deadline: number;
  /** Local time after which a spend is no longer published (billing may close the lease after its grace). */
  publishUntil: number;
  poolLeft: number;
  prices: LeaseGrantView['prices'];
  retired: boolean;
  /** A spend of it may or may not be stored: no return is sent, billing closes it after expiry from what it applied. */
  uncertain: boolean;
}

interface TenantLeases {
  current: HeldLease | null;
  next: HeldLease | null;
  asking: boolean;
  refusedUntil: number;
  /** When billing last recalled this tenant's leases: a grant asked for before then is returned at once. */
  recalledAt: number;
  windowStart: number;
  windowCalls: number;
  lastRate: number;
}

/** One call's share of a lease: settled by `record` (answered) or `refund` (not answered). */
export interface LeaseSpend {
  lease: HeldLease;
  requestId: string;
  product: string;
  units: number;
  tier: 'included' | 'paid';
  freeRemaining: number;
}

/**
 * The gateway's side of the lease path (docs/ARCHITECTURE.md, "The path of a billed call"): per busy tenant, a
 * lease of its budget granted by billing (`billing.lease.grant`), spent here in memory with no I/O; the next
 * lease is asked for when the current one is half spent or half gone, so calls do not wait on a grant. The spend
 * of every answered call is made durable before its answer leaves (`record`): one JetStream publish per batch
 * (the calls that finished in one turn of the event loop), id `gatewayId-seq` so a retried publish is stored
 * once; embedded mode (no JetStream) has billing apply the batch itself. A lease past its deadline is returned
 * with what was spent from it, once every spend of it is durable; billing closes it when all are applied.
 */
@Injectable()
export class LeaseBook implements OnApplicationShutdown {
  readonly enabled: boolean;
  private readonly gatewayId = randomUUID();
  private readonly tenants = new Map<string, TenantLeases>();
  private readonly queue: DurableQueue<SpendBatch> | null;
  private readonly spends: Batcher<LeaseSpend, boolean>;
  private readonly timer: NodeJS.Timeout | undefined;
  private seq = 0;

  constructor(
    private readonly services: ServiceClient,
    bus: ServiceBus,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.enabled = config.billingLeases;
    this.queue = bus.durableQueue<SpendBatch>(SPEND_QUEUE);
    this.spends = new Batcher((batch) => this.store(batch), 1000);
    if (this.enabled) {
      this.timer = setInterval(() => this.tick(), TICK_MS);
      this.timer.unref();
      bus.subscribe(BillingLeaseSignals.recall, (m) => {
        if (typeof m?.tenantId === 'string') this.recall(m.tenantId);
      });
    }
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
    for (const t of this.tenants.values()) for (const lease of [t.current, t.next]) if (lease) this.retire(lease);
  }

  /**
   * Takes one call of `product` from the tenant's lease, or null: no lease usable now (the caller takes a hold).
   * Synchronous: no I/O on the call's path.
   */
  take(tenantId: string, requestId: string, product: string): LeaseSpend | null {
    if (!this.enabled) return null;
    const now = Date.now();
    const t = this.tenantOf(tenantId, now);
    let lease = this.usable(t, now);
    if (lease) {
      const units = lease.tier === 'included' ? 1 : leasePrice(lease.prices, product);
      if (lease.granted - lease.spent < units) lease = null;
      else {
        lease.spent += units;
        lease.inflight++;
        if (!t.next && !t.asking && (lease.spent * 2 >= lease.granted || (now - lease.start) * 2 >= lease.ttlMs)) this.ask(t, tenantId, now);
        const freeRemaining = lease.tier === 'included' ? lease.poolLeft + (lease.granted - lease.spent) + (t.next?.tier === 'included' ? t.next.granted - t.next.spent : 0) : lease.poolLeft;
        return { lease, requestId, product, units, tier: lease.tier, freeRemaining };
      }
    }
    if (!t.asking && now >= t.refusedUntil && Math.max(t.windowCalls, t.lastRate) >= LEASE_MIN_RATE) this.ask(t, tenantId, now);
    return null;
  }

  /** The call answered: resolves true once its spend is durable (the answer may leave), false when it surely is not charged. */
  async record(spend: LeaseSpend): Promise<boolean> {
    if (Date.now() > spend.lease.publishUntil) {
      this.logger.error({ requestId: spend.requestId, leaseId: spend.lease.id }, 'spend too late for its lease; not charged');
      this.refund(spend);
      return false;
    }
    let stored: boolean;
    try {
      stored = await this.spends.submit(spend);
    } catch (err) {
      this.logger.error({ requestId: spend.requestId, err: (err as Error).message }, 'spend not recorded');
      spend.lease.uncertain = true;
      stored = false;
    }
    // A spend not stored stays counted in the lease: whether billing has it is unknown (see store).
    this.done(spend.lease);
    return stored;
  }

  /** The call did not answer: its unit goes back to the lease (nothing charged). */
  refund(spend: LeaseSpend): void {
    spend.lease.spent -= spend.units;
    this.done(spend.lease);
  }

  private done(lease: HeldLease): void {
    lease.inflight--;
    if (lease.retired && lease.inflight === 0) void this.sendReturn(lease);
  }

  /**
   * Billing recalls the tenant's leases: each is retired now and returned, with what was spent from it, as soon as
   * every call taken from it is durable (stored in JetStream or applied by billing) or refunded; a grant still on
   * its way is returned on arrival. For RECALL_BACKOFF_MS no new lease of the tenant is asked for.
   */
  recall(tenantId: string): void {
    const t = this.tenants.get(tenantId);
    if (!t) return;
    const now = Date.now();
    t.recalledAt = now;
    t.refusedUntil = Math.max(t.refusedUntil, now + RECALL_BACKOFF_MS);
    for (const lease of [t.current, t.next]) if (lease) this.retire(lease);
    t.current = null;
    t.next = null;
  }

  private tenantOf(tenantId: string, now: number): TenantLeases {
    let t = this.tenants.get(tenantId);
    if (!t) this.tenants.set(tenantId, (t = { current: null, next: null, asking: false, refusedUntil: 0, recalledAt: 0, windowStart: now, windowCalls: 0, lastRate: 0 }));
    if (now - t.windowStart >= 1000) {
      t.lastRate = now - t.windowStart < 2000 ? t.windowCalls : 0;
      t.windowStart = now;
      t.windowCalls = 0;
    }
    t.windowCalls++;
    return t;
  }

  /** The current lease if it can still be spent (else retired and replaced by the next one), or null. */
  private usable(t: TenantLeases, now: number): HeldLease | null {
    while (t.current) {
      const lease = t.current;
      if (!lease.retired && now < lease.deadline && lease.period === periodOf(now) && lease.granted - lease.spent >= minUnits(lease)) return lease;
      this.retire(lease);
      t.current = t.next;
      t.next = null;
    }
    return null;
  }

  private ask(t: TenantLeases, tenantId: string, now: number): void {
    t.asking = true;
    const wanted = Math.min(LEASE_MAX_CALLS, Math.max(LEASE_MIN_CALLS, t.lastRate, t.windowCalls));
    const askedAt = now;
    this.services
      .request(BillingLeaseSubjects.grant, { tenantId, gatewayId: this.gatewayId, wantedCalls: wanted })
      .then((g) => {
        if (!g.leaseId || !g.tier) {
          t.refusedUntil = Date.now() + REFUSED_BACKOFF_MS;
          return;
        }
        const lease: HeldLease = {
          id: g.leaseId,
          tenantId,
          tier: g.tier,
          period: g.period,
          granted: g.granted,
          spent: 0,
          inflight: 0,
          start: askedAt,
          ttlMs: g.ttlMs,
          deadline: askedAt + g.ttlMs - DEADLINE_MARGIN_MS,
          publishUntil: askedAt + g.ttlMs + Math.floor(g.graceMs / 2),
          poolLeft: g.poolLeft,
          prices: g.prices,
          retired: false,
          uncertain: false,
        };
        if (!this.enabled || this.tenants.get(tenantId) !== t || askedAt <= t.recalledAt) return this.retire(lease);
        if (!t.current) t.current = lease;
        else if (!t.next) t.next = lease;
        else this.retire(lease);
      })
      .catch((err: unknown) => {
        t.refusedUntil = Date.now() + REFUSED_BACKOFF_MS;
        this.logger.warn({ tenantId, err: (err as Error).message }, 'lease not granted; calls take holds');
      })
      .finally(() => {
        t.asking = false;
      });
  }

  /** Retires leases past their deadline (and forgets idle tenants), so an idle gateway returns what it holds. */
  private tick(): void {
    const now = Date.now();
    for (const [tenantId, t] of this.tenants) {
      this.usable(t, now);
      if (!t.current && !t.next && !t.asking && now - t.windowStart > 10_000) this.tenants.delete(tenantId);
    }
  }

  private retire(lease: HeldLease): void {
    if (lease.retired) return;
    lease.retired = true;
    if (lease.inflight === 0) void this.sendReturn(lease);
  }

  private async sendReturn(lease: HeldLease): Promise<void> {
    if (lease.uncertain) return;
    try {
      await this.services.request(BillingLeaseSubjects.return, { leaseId: lease.id, spent: lease.spent });
    } catch (err) {
      // Billing's sweep closes it after expiry, from the spends it applied.
      this.logger.warn({ leaseId: lease.id, err: (err as Error).message }, 'lease not returned; billing closes it after it expires');
    }
  }

  /**
   * Makes one batch of spends durable: a JetStream publish (retried with the same id, so stored once), else billing
   * applies it directly. When neither answered, whether the batch was stored is unknown: the calls answer 502 and
   * their leases are left for billing to close from what it applied (no return sent).
   */
  private async store(batch: LeaseSpend[]): Promise<boolean[]> {
    const message: SpendBatch = { gatewayId: this.gatewayId, seq: ++this.seq, items: batch.map(toItem) };
    if (this.queue) {
      for (let attempt = 1; attempt <= PUBLISH_ATTEMPTS; attempt++) {
        try {
          await this.queue.put(`${this.gatewayId}-${message.seq}`, message);
          return batch.map(() => true);
        } catch (err) {
          if (attempt === PUBLISH_ATTEMPTS) this.logger.warn({ seq: message.seq, err: (err as Error).message }, 'spend batch not stored in JetStream; asking billing to apply it');
        }
      }
    }
    try {
      await this.services.request(BillingLeaseSubjects.spend, message);
      return batch.map(() => true);
    } catch (err) {
      this.logger.error({ seq: message.seq, calls: batch.length, err: (err as Error).message }, 'spend batch not recorded; its calls answer 502 (charged only if the publish was stored after all)');
      for (const spend of batch) spend.lease.uncertain = true;
      return batch.map(() => false);
    }
  }
}

function toItem(spend: LeaseSpend): SpendItem {
  return { leaseId: spend.lease.id, requestId: spend.requestId, product: spend.product, amount: spend.lease.tier === 'paid' ? spend.units : 0 };
}

function minUnits(lease: HeldLease): number {
  return lease.tier === 'included' ? 1 : Math.min(lease.prices.perCall, ...Object.values(lease.prices.overrides));
}

/** The UTC month of `now` (`2026-11`), as billing names periods; the string is kept until the month ends (one per call cost ~1% of the embedded process). */
let period = { value: '', from: 0, until: 0 };
function periodOf(now: number): string {
  if (now < period.from || now >= period.until) {
    const d = new Date(now);
    period = { value: d.toISOString().slice(0, 7), from: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1), until: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) };
  }
  return period.value;
}
