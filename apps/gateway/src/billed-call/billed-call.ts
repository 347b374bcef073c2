import { Inject, Injectable } from '@nestjs/common';
import { SETTLE_DECISIONS_QUEUE, type HoldView, type SettleRequest, type VerifiedKey } from '@svc/contracts';
import { SvcError, SvcHttpError } from '@svc/errors';
import { BusUnavailableError, countBilledCall, LOGGER, RemoteFailure, ServiceBus, type DurableQueue, type Logger } from '@svc/platform';
import { BillingClient } from '../model-call/billing-client.js';
import { RateLimiter, type RateDecision } from '../rate-limit/rate-limiter.js';
import { LeaseBook, type LeaseSpend } from './lease-book.js';

export interface Billed<T> {
  value: T;
  /** `x-svc-debit`, `x-svc-free-remaining` and the rate-limit headers of the answer. */
  headers: Record<string, string>;
}

const SETTLE_ATTEMPTS = 3;

/**
 * The billed-call saga shared by every billed route (model calls, classify): rate-limit, then either the lease
 * path (a busy tenant's call spends this gateway's lease of its budget in memory; its spend is made durable before
 * the answer, see LeaseBook) or the hold path: hold, do the work, settle. Every refusal before the hold costs nothing; after it, work that did not answer is released: a
 * refusal of the service (a 4xx SvcError) reaches the caller as it is, a service away or failing is
 * `502 model unavailable`. Work that answered is posted: by billing at once, or through the durable queue of
 * settle decisions when billing is away (see `run`).
 */
@Injectable()
export class BilledCall {
  private readonly decisions: DurableQueue<SettleRequest> | null;

  constructor(
    private readonly limiter: RateLimiter,
    private readonly billing: BillingClient,
    private readonly leases: LeaseBook,
    bus: ServiceBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.decisions = bus.durableQueue<SettleRequest>(SETTLE_DECISIONS_QUEUE);
  }

  async run<T>(requestId: string, caller: VerifiedKey, product: string, work: () => Promise<T>): Promise<Billed<T>> {
    const rate = await this.limiter.take(caller.tenantId, caller.rateLimit);
    const rateHeaders = rateLimitHeaders(rate);
    if (!rate.allowed) throw new SvcHttpError('rate_limited', { ...rateHeaders, 'retry-after': String(rate.retryAfter) });

    const tenantId = caller.tenantId;
    const spend = this.leases.take(tenantId, requestId, product);
    if (spend) return this.runLeased(spend, work, rateHeaders);
    let hold: HoldView;
    try {
      hold = await this.billing.hold({ requestId, tenantId, product });
    } catch (error) {
      if (!(error instanceof SvcError && error.code === 'balance_empty')) throw error;
      // The budget left may be in this gateway's lease, granted while the hold was out: spend it rather than refuse.
      const late = this.leases.take(tenantId, requestId, product);
      if (late) return this.runLeased(late, work, rateHeaders);
      // Or in other gateways' leases: billing recalls them and tries again, briefly.
      hold = await this.reclaim(requestId, tenantId, product, error);
    }
    let value: T;
    try {
      value = await work();
    } catch (error) {
      await this.settle(requestId, tenantId, 'released');
      countBilledCall(hold.tier, 'released');
      if (error instanceof SvcError && error.status < 500) throw error;
      if (error instanceof BusUnavailableError || error instanceof RemoteFailure || error instanceof SvcError) {
        this.logger.warn({ requestId, reason: error.message }, 'model unavailable; hold released');
        throw new SvcError('model_unavailable');
      }
      throw error;
    }
    // The model answered: the call must end posted, whatever dies when. Billing takes the decision, or the
    // durable queue keeps it for billing (whose stale-hold sweep posts rather than releases such a hold).
    if (!(await this.settle(requestId, tenantId, 'posted')) && !(await this.postLater(requestId, tenantId))) {
      // Neither took it (embedded mode has no queue; distributed, the bus is down). Refund only if that is sure.
      if (await this.releasedAfterAll(requestId, tenantId)) {
        countBilledCall(hold.tier, 'refunded');
        throw new SvcError('model_unavailable');
      }
    }
    countBilledCall(hold.tier, 'posted');
    return { value, headers: { ...billingHeaders(hold), ...rateHeaders } };
  }

  /** The lease path: nothing to ask billing before the work; the spend is durable before the answer leaves. */
  private async runLeased<T>(spend: LeaseSpend, work: () => Promise<T>, rateHeaders: Record<string, string>): Promise<Billed<T>> {
    let value: T;
    try {
      value = await work();
    } catch (error) {
      this.leases.refund(spend);
      countBilledCall(spend.tier, 'released');
      if (error instanceof SvcError && error.status < 500) throw error;
      if (error instanceof BusUnavailableError || error instanceof RemoteFailure || error instanceof SvcError) {
        this.logger.warn({ requestId: spend.requestId, reason: error.message }, 'model unavailable; lease unit returned');
        throw new SvcError('model_unavailable');
      }
      throw error;
    }
    if (!(await this.leases.record(spend))) {
      countBilledCall(spend.tier, 'refunded');
      throw new SvcError('model_unavailable');
    }
    countBilledCall(spend.tier, 'posted');
    return { value, headers: { 'x-svc-debit': spend.tier, 'x-svc-free-remaining': String(spend.freeRemaining), ...rateHeaders } };
  }

  /**
   * The hold again, once billing recalled the tenant's open leases (the lease path only: without it no lease is
   * open). Billing answers within SVC_LEASE_RECALL_MS; when it cannot be asked, the first refusal stands.
   */
  private async reclaim(requestId: string, tenantId: string, product: string, refusal: SvcError): Promise<HoldView> {
    if (!this.leases.enabled) throw refusal;
    try {
      return await this.billing.reclaim({ requestId, tenantId, product });
    } catch (error) {
      if (error instanceof SvcError && error.status < 500) throw error;
      this.logger.warn({ requestId, err: (error as Error).message }, 'leases not recalled; balance empty');
      throw refusal;
    }
  }

  /** Settles exactly once (billing dedupes by request id); whether billing answered. */
  private async settle(requestId: string, tenantId: string, outcome: 'posted' | 'released'): Promise<boolean> {
    for (let attempt = 1; attempt <= SETTLE_ATTEMPTS; attempt++) {
      try {
        await this.billing.settle({ requestId, tenantId, outcome });
        return true;
      } catch (error) {
        if (attempt === SETTLE_ATTEMPTS) this.logger.warn({ requestId, outcome, err: (error as Error).message }, 'settle failed');
      }
    }
    return false;
  }

  /** Hands the decision to post to the durable queue billing reads; whether it was stored (JetStream's ack). */
  private async postLater(requestId: string, tenantId: string): Promise<boolean> {
    if (!this.decisions) return false;
    try {
      await this.decisions.put(requestId, { requestId, tenantId, outcome: 'posted' });
      this.logger.warn({ requestId }, 'billing did not take the settle; the decision to post is queued for it');
      return true;
    } catch (error) {
      this.logger.error({ requestId, err: (error as Error).message }, 'settle decision not queued');
      return false;
    }
  }

  /**
   * Whether the hold is now surely released (so a 502 is true): asks billing to release it, which answers the
   * state it ends in (`posted` if one of the failed settles landed after all). With no answer it is unknown:
   * the 200 stands, and the hold is released by the sweep (a call answered and not charged, logged as such).
   */
  private async releasedAfterAll(requestId: string, tenantId: string): Promise<boolean> {
    try {
      return (await this.billing.settle({ requestId, tenantId, outcome: 'released' })).state === 'released';
    } catch (error) {
      this.logger.error({ requestId, err: (error as Error).message }, 'charge not recorded: billing and the settle queue both unreachable; the hold will be released by timeout');
      return false;
    }
  }
}

function billingHeaders(hold: HoldView): Record<string, string> {
  return { 'x-svc-debit': hold.tier, 'x-svc-free-remaining': String(hold.freeRemaining) };
}

function rateLimitHeaders(rate: RateDecision): Record<string, string> {
  return { 'x-svc-ratelimit-limit': String(rate.limit), 'x-svc-ratelimit-remaining': String(rate.remaining) };
}
