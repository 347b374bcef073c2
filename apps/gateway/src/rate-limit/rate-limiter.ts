import { Injectable } from '@nestjs/common';
import { CounterStore } from './counter-store.js';

/** The outcome of taking one request from a tenant's per-second budget. */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

/** Fixed one-second windows per tenant on the model surface, counted in the shared counter store. */
@Injectable()
export class RateLimiter {
  constructor(private readonly store: CounterStore) {}

  async take(tenantId: string, limit: number): Promise<RateDecision> {
    const counted = await this.store.increment(`rl:${tenantId}`, 1000);
    if (!counted) return { allowed: true, limit, remaining: limit, retryAfter: 1 };
    return decide(counted.count, limit);
  }
}

export function decide(count: number, limit: number): RateDecision {
  return { allowed: count <= limit, limit, remaining: Math.max(limit - count, 0), retryAfter: 1 };
}
