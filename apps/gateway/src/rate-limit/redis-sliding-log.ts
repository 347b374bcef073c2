import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Batcher, type Logger } from '@svc/platform';
import type { Admission } from './counter-store.js';

/**
 * One atomic step for a batch of events, each on a sorted set of admitted events' times (ms), in the order
 * given: forget those that left the event's window, admit when fewer than its limit remain. The clock is Redis's
 * own (TIME, read once: the events of a batch arrive at the same millisecond), so replicas whose clocks differ
 * still agree. A key met again in the batch reuses its count (nothing can leave the window within one `now`).
 * KEYS: one per event (repeats allowed); ARGV: limit, window, member for each event.
 * Returns, per event, { admitted 0|1, events now in the window, ms until the oldest one that counts leaves }.
 */
const ADMIT_BATCH = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local counts = {}
local windows = {}
local out = {}
for i = 1, #KEYS do
  local key = KEYS[i]
  local limit = tonumber(ARGV[3 * i - 2])
  local window = tonumber(ARGV[3 * i - 1])
  local count = counts[key]
  if count == nil or window ~= windows[key] then
    redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
    count = redis.call('ZCARD', key)
  end
  if count < limit then
    redis.call('ZADD', key, now, ARGV[3 * i])
    redis.call('PEXPIRE', key, window)
    count = count + 1
    out[#out + 1] = 1
    out[#out + 1] = count
    out[#out + 1] = 0
  else
    local oldest = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
    out[#out + 1] = 0
    out[#out + 1] = count
    out[#out + 1] = tonumber(oldest[2]) + window - now
  end
  counts[key] = count
  windows[key] = window
end
return out
`;

/** How long a gateway waits for Redis before counting on its own: a hung Redis must not hold every call. */
const COMMAND_TIMEOUT_MS = 250;
/** Events per script call at most (the script runs atomically: Redis serves nothing else meanwhile). */
const MAX_BATCH = 256;

/** What makes a sorted set's members unique: this process's random tag and a counter (no UUID per event). */
const MEMBER_TAG = randomBytes(9).toString('base64url');

interface AdmitJob {
  key: string;
  limit: number;
  windowMs: number;
}

type BatchRedis = Redis & { svcAdmitBatch(keys: number, ...args: Array<string | number>): Promise<number[]> };

/**
 * Sliding-window logs in Redis, shared by every gateway replica; null when Redis cannot be reached. The events
 * of one turn of the event loop go to Redis as one script call (EVALSHA; the whole batch is one atomic step, in
 * arrival order), so a busy gateway makes one Redis round trip per turn, not one per call.
 */
export class RedisSlidingLog {
  private readonly redis: BatchRedis;
  private readonly batcher: Batcher<AdmitJob, Admission | null>;
  private sequence = 0;

  constructor(url: string, logger: Logger) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 0, enableOfflineQueue: false, commandTimeout: COMMAND_TIMEOUT_MS }) as BatchRedis;
    this.redis.defineCommand('svcAdmitBatch', { lua: ADMIT_BATCH });
    this.redis.on('error', (err: Error) => logger.debug({ err: err.message }, 'counter store: redis error'));
    this.batcher = new Batcher((jobs) => this.admitBatch(jobs), MAX_BATCH);
  }

  admit(key: string, limit: number, windowMs: number): Promise<Admission | null> {
    return this.batcher.submit({ key, limit, windowMs });
  }

  private async admitBatch(jobs: AdmitJob[]): Promise<Array<Admission | null>> {
    const args: Array<string | number> = [];
    for (const job of jobs) args.push(`svc:sw:${job.key}`);
    for (const job of jobs) args.push(job.limit, job.windowMs, `${MEMBER_TAG}${(this.sequence++).toString(36)}`);
    let out: number[];
    try {
      out = await this.redis.svcAdmitBatch(jobs.length, ...args);
    } catch {
      return jobs.map(() => null);
    }
    return jobs.map((job, i) => {
      const admitted = out[3 * i];
      const count = out[3 * i + 1];
      const retryAfterMs = out[3 * i + 2];
      return admitted === 1 ? { allowed: true, remaining: job.limit - count, retryAfterMs: 0 } : { allowed: false, remaining: 0, retryAfterMs: Math.max(retryAfterMs, 1) };
    });
  }

  /** Resolves when Redis answers PING (readiness); rejects at once when it is not connected. */
  async ping(): Promise<void> {
    await this.redis.ping();
  }

  close(): void {
    this.redis.disconnect();
  }
}
