import { Redis } from 'ioredis';
import type { Logger } from '@svc/platform';
import { decide, RateLimiter, type RateDecision } from './rate-limiter.js';

/** INCR and first-time expiry in one atomic step, one round trip. */
const TAKE = `local c = redis.call('INCR', KEYS[1]) if c == 1 then redis.call('PEXPIRE', KEYS[1], 2000) end return c`;

/**
 * Counters in Redis, shared by every gateway replica. If Redis is unreachable the limiter lets calls through
 * (and logs it): billing still guards the money, and an outage of a counter store should not stop the service.
 */
export class RedisRateLimiter extends RateLimiter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly logger: Logger,
  ) {
    super();
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    this.redis.on('error', (err: Error) => this.logger.warn({ err: err.message }, 'rate limiter: redis error'));
  }

  async take(tenantId: string, limit: number): Promise<RateDecision> {
    const second = Math.floor(Date.now() / 1000);
    try {
      const count = (await this.redis.eval(TAKE, 1, `svc:rl:${tenantId}:${second}`)) as number;
      return decide(count, limit);
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'rate limiter unavailable: call let through');
      return { allowed: true, limit, remaining: limit, retryAfter: 1 };
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
