import { Injectable } from '@nestjs/common';
import { RecordsSubjects } from '@svc/contracts';
import { SvcHttpError } from '@svc/errors';
import { ServiceClient } from '../bus/service-client.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';

/** How long a gateway reuses a tenant's records rate bucket: an operator's change is in force within this. */
const SETTINGS_CACHE_MS = 1_000;

/**
 * The records rate bucket (contract §7.4: `429 rate limited` on create only when one is configured; none by
 * default). An operator sets it per tenant (`PUT /admin/tenants/{id}/records`); it has its own sliding window,
 * apart from the model surface's. Returns the rate-limit headers of the answer (none without a bucket).
 */
@Injectable()
export class RecordsRate {
  private readonly cache = new Map<string, { limit: number | null; at: number }>();

  constructor(
    private readonly services: ServiceClient,
    private readonly limiter: RateLimiter,
  ) {}

  async take(requestId: string, tenantId: string): Promise<Record<string, string>> {
    const limit = await this.limitOf(requestId, tenantId);
    if (limit === null) return {};
    const rate = await this.limiter.take(`records:${tenantId}`, limit);
    const headers = { 'x-svc-ratelimit-limit': String(rate.limit), 'x-svc-ratelimit-remaining': String(rate.remaining) };
    if (!rate.allowed) throw new SvcHttpError('rate_limited', { ...headers, 'retry-after': String(rate.retryAfter) });
    return headers;
  }

  forget(tenantId: string): void {
    this.cache.delete(tenantId);
  }

  private async limitOf(requestId: string, tenantId: string): Promise<number | null> {
    const known = this.cache.get(tenantId);
    if (known && Date.now() - known.at < SETTINGS_CACHE_MS) return known.limit;
    const settings = await this.services.request(RecordsSubjects.settings, { requestId, tenantId });
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(tenantId, { limit: settings.rateLimit, at: Date.now() });
    return settings.rateLimit;
  }
}
