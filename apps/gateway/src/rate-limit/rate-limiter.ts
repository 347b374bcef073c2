/** The outcome of taking one request from a tenant's per-second budget. */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

/** Fixed one-second windows per tenant. Memory when embedded; Redis (shared by all replicas) when distributed. */
export abstract class RateLimiter {
  abstract take(tenantId: string, limit: number): Promise<RateDecision>;
  abstract close(): Promise<void>;
}

export function decide(count: number, limit: number): RateDecision {
  return { allowed: count <= limit, limit, remaining: Math.max(limit - count, 0), retryAfter: 1 };
}
