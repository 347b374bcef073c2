import { Injectable } from '@nestjs/common';
import { CounterStore } from './counter-store.js';

/** The outcome of taking one request from a tenant's per-second budget. */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until a refused call would be admitted (for Retry-After; at least 1). */
  retryAfter: number;
}

/** A sliding one-second window per tenant on the model surface, in the shared counter store. */
@Injectable()
export class RateLimiter {
  constructor(private readonly store: CounterStore) {}

  async take(tenantId: string, limit: number): Promise<RateDecision> {
    const admission = await this.store.admit(`rl:${tenantId}`, limit, 1000);
    return { allowed: admission.allowed, limit, remaining: admission.remaining, retryAfter: Math.max(Math.ceil(admission.retryAfterMs / 1000), 1) };
  }
}
