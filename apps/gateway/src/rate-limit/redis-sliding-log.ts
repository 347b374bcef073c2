import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '@svc/platform';
import type { Admission } from './counter-store.js';

/**
 * One atomic step on a sorted set of admitted events' times (ms): forget those that left the window, admit
 * when fewer than the limit remain. The clock is Redis's own (TIME), so replicas whose clocks differ still
 * agree. Returns { admitted 0|1, events now in the window, ms until the oldest one that counts leaves }.
 */
const ADMIT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count < limit then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, count + 1, 0}
end
local oldest = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
return {0, count, tonumber(oldest[2]) + window - now}
`;

/** How long a gateway waits for Redis before counting on its own: a hung Redis must not hold every call. */
const COMMAND_TIMEOUT_MS = 250;

/** Sliding-window logs in Redis, shared by every gateway replica; null when Redis cannot be reached. */
export class RedisSlidingLog {
  private readonly redis: Redis;

  constructor(url: string, logger: Logger) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 0, enableOfflineQueue: false, commandTimeout: COMMAND_TIMEOUT_MS });
    this.redis.on('error', (err: Error) => logger.debug({ err: err.message }, 'counter store: redis error'));
  }

  async admit(key: string, limit: number, windowMs: number): Promise<Admission | null> {
    try {
      const [admitted, count, retryAfterMs] = (await this.redis.eval(ADMIT, 1, `svc:sw:${key}`, limit, windowMs, randomUUID())) as [number, number, number];
      return admitted === 1 ? { allowed: true, remaining: limit - count, retryAfterMs: 0 } : { allowed: false, remaining: 0, retryAfterMs: Math.max(retryAfterMs, 1) };
    } catch {
      return null;
    }
  }

  /** Resolves when Redis answers PING (readiness); rejects at once when it is not connected. */
  async ping(): Promise<void> {
    await this.redis.ping();
  }

  close(): void {
    this.redis.disconnect();
  }
}
