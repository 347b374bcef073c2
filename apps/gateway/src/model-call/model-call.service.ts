import { Inject, Injectable } from '@nestjs/common';
import { isModelMethod, ModelsSubjects, validateMethodBody, type HoldView, type InvokeView } from '@svc/contracts';
import { SvcError, SvcHttpError } from '@svc/errors';
import { BusUnavailableError, LOGGER, RemoteFailure, ServiceBus, type Logger } from '@svc/platform';
import { CallerService } from '../caller/caller.service.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { RateLimiter, type RateDecision } from '../rate-limit/rate-limiter.js';
import { BillingClient } from './billing-client.js';
import { RegistryCache } from './registry-cache.js';

export interface ModelCallAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

const SETTLE_ATTEMPTS = 3;

/**
 * One billed model call: authenticate, check method and body, rate-limit, hold, run the model, settle.
 * Every refusal before the hold costs nothing; after it, a call the model did not answer is released.
 */
@Injectable()
export class ModelCallService {
  constructor(
    private readonly bus: ServiceBus,
    private readonly caller: CallerService,
    private readonly registry: RegistryCache,
    private readonly limiter: RateLimiter,
    private readonly billing: BillingClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async call(requestId: string, authorization: string | undefined, api: string, method: string, rawBody: unknown): Promise<ModelCallAnswer> {
    const caller = await this.caller.fromAuthorization(requestId, authorization);
    const { methods, timeoutMs } = await this.registry.lookup(requestId, api);
    if (!methods?.includes(method) || !isModelMethod(method)) throw new SvcError('unknown_method');
    const body = validateMethodBody(method, rawBody);

    const rate = await this.limiter.take(caller.tenantId, caller.rateLimit);
    const rateHeaders = rateLimitHeaders(rate);
    if (!rate.allowed) throw new SvcHttpError('rate_limited', { ...rateHeaders, 'retry-after': String(rate.retryAfter) });

    const tenantId = caller.tenantId;
    const hold = await this.billing.hold({ requestId, tenantId, product: `${api}/${method}` });
    let answer: InvokeView;
    try {
      // An upstream model's own deadline wins (plus a second for the hop), so the gateway never gives up first.
      const deadline = timeoutMs === undefined ? this.config.modelTimeoutMs : Math.max(this.config.modelTimeoutMs, timeoutMs + 1_000);
      answer = await this.bus.request(ModelsSubjects.invoke, { requestId, api, method, body }, deadline);
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
    const headers = { ...billingHeaders(hold), ...rateHeaders };
    if (answer.kind === 'upstream_error') return { status: answer.status, body: answer.body, headers };
    return { status: 200, body: answer.body, headers };
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
