import { decide, RateLimiter, type RateDecision } from './rate-limiter.js';

export class MemoryRateLimiter extends RateLimiter {
  private readonly windows = new Map<string, { second: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  async take(tenantId: string, limit: number): Promise<RateDecision> {
    const second = Math.floor(this.now() / 1000);
    let window = this.windows.get(tenantId);
    if (!window || window.second !== second) {
      if (this.windows.size > 100_000) this.windows.clear();
      window = { second, count: 0 };
      this.windows.set(tenantId, window);
    }
    window.count++;
    return decide(window.count, limit);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}
