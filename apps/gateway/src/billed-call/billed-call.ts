import { Inject, Injectable } from '@nestjs/common';
import type { HoldView, VerifiedKey } from '@svc/contracts';
import { SvcError, SvcHttpError } from '@svc/errors';
import { BusUnavailableError, LOGGER, RemoteFailure, type Logger } from '@svc/platform';
import { BillingClient } from '../model-call/billing-client.js';
import { RateLimiter, type RateDecision } from '../rate-limit/rate-limiter.js';

export interface Billed<T> {
  value: T;
  /** `x-svc-debit`, `x-svc-free-remaining` and the rate-limit headers of the answer. */
  headers: Record<string, string>;
}

const SETTLE_ATTEMPTS = 3;

/**
 * The billed-call saga shared by every billed route (model calls, classify): rate-limit, hold, do the work,
 * settle. Every refusal before the hold costs nothing; after it, work that did not answer is released: a
 * refusal of the service (a 4xx SvcError) reaches the caller as it is, a service away or failing is
 * `502 model unavailable`.
 */
@Injectable()
export class BilledCall {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly billing: BillingClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async run<T>(requestId: string, caller: VerifiedKey, product: string, work: () => Promise<T>): Promise<Billed<T>> {
    const rate = await this.limiter.take(caller.tenantId, caller.rateLimit);
    const rateHeaders = rateLimitHeaders(rate);
    if (!rate.allowed) throw new SvcHttpError('rate_limited', { ...rateHeaders, 'retry-after': String(rate.retryAfter) });

    const tenantId = caller.tenantId;
    const hold = await this.billing.hold({ requestId, tenantId, product });
    let value: T;
    try {
      value = await work();
    } catch (error) {
      await this.settle(requestId, tenantId, 'released');
      if (error instanceof SvcError && error.status < 500) throw error;
      if (error instanceof BusUnavailableError || error instanceof RemoteFailure || error instanceof SvcError) {
        this.logger.warn({ requestId, reason: error.message }, 'model unavailable; hold released');
        throw new SvcError('model_unavailable');
      }
      throw error;
    }
    await this.settle(requestId, tenantId, 'posted');
    return { value, headers: { ...billingHeaders(hold), ...rateHeaders } };
  }

  /** Settles exactly once (billing dedupes by request id); a settle that keeps failing is left to the stale-hold sweep. */
  private async settle(requestId: string, tenantId: string, outcome: 'posted' | 'released'): Promise<void> {
    for (let attempt = 1; attempt <= SETTLE_ATTEMPTS; attempt++) {
      try {
        await this.billing.settle({ requestId, tenantId, outcome });
        return;
      } catch (error) {
        if (attempt === SETTLE_ATTEMPTS) this.logger.error({ requestId, outcome, err: (error as Error).message }, 'settle failed; the hold will be released by timeout');
      }
    }
  }
}

function billingHeaders(hold: HoldView): Record<string, string> {
  return { 'x-svc-debit': hold.tier, 'x-svc-free-remaining': String(hold.freeRemaining) };
}

function rateLimitHeaders(rate: RateDecision): Record<string, string> {
  return { 'x-svc-ratelimit-limit': String(rate.limit), 'x-svc-ratelimit-remaining': String(rate.remaining) };
}
