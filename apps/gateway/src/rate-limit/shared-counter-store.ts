import type { Logger } from '@svc/platform';
import { CounterStore, type Admission } from './counter-store.js';
import { MemoryCounterStore } from './memory-counter-store.js';
import type { RedisSlidingLog } from './redis-sliding-log.js';

/** How often the "Redis unreachable" warning may repeat while it lasts. */
const WARN_EVERY_MS = 10_000;

/**
 * The distributed mode's store: Redis, shared by every gateway replica. When Redis cannot be reached each
 * gateway keeps limiting with its own logs, at its share of each limit (the limit divided by the gateways
 * alive, rounded down, at least 1), so the replicas together still admit no more than the limit (or one per
 * gateway when the limit is below their number). What each gateway admitted alone is forgotten when Redis
 * answers again.
 */
export class SharedCounterStore extends CounterStore {
  private readonly local = new MemoryCounterStore();
  private warnedAt = 0;

  constructor(
    private readonly redis: RedisSlidingLog,
    private readonly gateways: () => number,
    private readonly logger: Logger,
  ) {
    super();
  }

  async admit(key: string, limit: number, windowMs: number): Promise<Admission> {
    const shared = await this.redis.admit(key, limit, windowMs);
    if (shared) return shared;
    const gateways = this.gateways();
    const share = shareOf(limit, gateways);
    if (Date.now() - this.warnedAt >= WARN_EVERY_MS) {
      this.warnedAt = Date.now();
      this.logger.warn({ gateways }, 'counter store unreachable: this gateway limits alone, at its share of each limit');
    }
    return this.local.admitNow(key, share, windowMs);
  }

  /** Whether the shared store answers (readiness shows it; the gateway stays ready without it). */
  ping(): Promise<void> {
    return this.redis.ping();
  }

  async close(): Promise<void> {
    this.redis.close();
    await this.local.close();
  }
}

export function shareOf(limit: number, gateways: number): number {
  return Math.max(Math.floor(limit / Math.max(gateways, 1)), 1);
}
