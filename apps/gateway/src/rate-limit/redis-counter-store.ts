import { Redis } from 'ioredis';
import type { Logger } from '@svc/platform';
import { CounterStore, windowOf, type WindowCount } from './counter-store.js';

/** INCR and first-time expiry in one atomic step, one round trip. */
const INCREMENT = `local c = redis.call('INCR', KEYS[1]) if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return c`;

/**
 * Counters in Redis, shared by every gateway replica, one key per window (`svc:<key>:<window index>`).
 * If Redis is unreachable the answer is null and the caller lets the request through (and it is logged):
 * billing still guards the money, and an outage of a counter store should not stop the service.
 */
export class RedisCounterStore extends CounterStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly logger: Logger,
  ) {
    super();
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    this.redis.on('error', (err: Error) => this.logger.warn({ err: err.message }, 'counter store: redis error'));
  }

  async increment(key: string, windowMs: number): Promise<WindowCount | null> {
    const { index, resetInMs } = windowOf(Date.now(), windowMs);
    try {
      const count = (await this.redis.eval(INCREMENT, 1, `svc:${key}:${index}`, String(windowMs * 2))) as number;
      return { count, resetInMs };
    } catch (err) {
      this.logger.warn({ err: (err as Error).message, key }, 'counter store unavailable: request let through');
      return null;
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
