import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Batcher, type Logger } from '@svc/platform';
import type { Admission } from './counter-store.js';

/**
 * One atomic step for a batch of event groups, in the order given. A group is a run of events on one key with
 * the same limit and window (a busy tenant's calls of one turn are one group). Each key is a sorted set of
 * admitted groups (score: the time, ms; member: `<events>:<unique tag>`) beside a counter of the events they
 * hold, so one member and one counter update stand for every event a group admits, not one member per event.
 * Per group: forget the members that left the window (subtracting their events from the counter), then admit
 * as many of its events as the limit leaves room for, in arrival order. The clock is Redis's own (TIME, read
 * once: the events of a batch arrive at the same millisecond), so replicas whose clocks differ still agree. A
 * key met again reuses its count (nothing can leave the window within one `now`).
 * KEYS: two per group (the sorted set, its counter); ARGV: limit, window, events, member tag for each group.
 * Returns, per group, { events admitted, events now in the window, ms until a refused event would fit (0 when
 * none was refused) }.
 */
const ADMIT_BATCH = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local counts = {}
local windows = {}
local out = {}
local function eventsOf(member)
  return tonumber(string.match(member, '^(%d+):'))
end
for g = 1, #KEYS / 2 do
  local key = KEYS[2 * g - 1]
  local counter = KEYS[2 * g]
  local limit = tonumber(ARGV[4 * g - 3])
  local window = tonumber(ARGV[4 * g - 2])
  local events = tonumber(ARGV[4 * g - 1])
  local count = counts[key]
  if count == nil or window ~= windows[key] then
    local gone = redis.call('ZRANGEBYSCORE', key, '-inf', now - window)
    local stored = redis.call('GET', counter)
    if #gone > 0 then
      redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
    end
    if stored then
      count = tonumber(stored)
      for i = 1, #gone do
        count = count - eventsOf(gone[i])
      end
    else
      -- no counter (never written, or evicted by a memory policy): count what the set still holds
      count = 0
      local held = redis.call('ZRANGE', key, 0, -1)
      for i = 1, #held do
        count = count + eventsOf(held[i])
      end
    end
    if count < 0 then count = 0 end
    if #gone > 0 or not stored then
      -- the set and its counter always expire at the same millisecond
      redis.call('PEXPIRE', key, window)
      redis.call('SET', counter, count, 'PX', window)
    end
  end
  local admitted = math.min(events, math.max(limit - count, 0))
  if admitted > 0 then
    redis.call('ZADD', key, now, admitted .. ':' .. ARGV[4 * g])
    redis.call('PEXPIRE', key, window)
    redis.call('SET', counter, count + admitted, 'PX', window)
    count = count + admitted
  end
  local wait = 0
  if admitted < events then
    local leave = count - limit + 1
    local from = 0
    wait = window
    while leave > 0 do
      local oldest = redis.call('ZRANGE', key, from, from + 31, 'WITHSCORES')
      if #oldest == 0 then break end
      for i = 1, #oldest, 2 do
        leave = leave - eventsOf(oldest[i])
        if leave <= 0 then
          wait = tonumber(oldest[i + 1]) + window - now
          break
        end
      end
      from = from + 32
    end
  end
  out[#out + 1] = admitted
  out[#out + 1] = count
  out[#out + 1] = wait
  counts[key] = count
  windows[key] = window
end
return out
`;

/** How long a gateway waits for Redis before counting on its own: a hung Redis must not hold every call. */
const COMMAND_TIMEOUT_MS = 250;
/** Events per script call at most (the script runs atomically: Redis serves nothing else meanwhile). */
const MAX_BATCH = 256;

/** What makes a sorted set's members unique: this process's random tag and a counter (no UUID per group). */
const MEMBER_TAG = randomBytes(9).toString('base64url');

interface AdmitJob {
  key: string;
  limit: number;
  windowMs: number;
}

/** A run of a batch's events on one key with the same limit and window: one entry of the script call. */
interface Group {
  key: string;
  limit: number;
  windowMs: number;
  /** The batch's indexes of its events, in arrival order. */
  jobs: number[];
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
    const groups = groupsOf(jobs);
    const keys: string[] = [];
    const args: Array<string | number> = [];
    for (const group of groups) keys.push(`svc:sw2:{${group.key}}`, `svc:sw2:{${group.key}}:n`);
    for (const group of groups) args.push(group.limit, group.windowMs, group.jobs.length, `${MEMBER_TAG}${(this.sequence++).toString(36)}`);
    let out: number[];
    try {
      out = await this.redis.svcAdmitBatch(keys.length, ...keys, ...args);
    } catch {
      return jobs.map(() => null);
    }
    const answers = new Array<Admission>(jobs.length);
    groups.forEach((group, g) => {
      const admitted = out[3 * g];
      const before = out[3 * g + 1] - admitted;
      const retryAfterMs = Math.max(out[3 * g + 2], 1);
      group.jobs.forEach((job, i) => {
        answers[job] = i < admitted ? { allowed: true, remaining: group.limit - (before + i + 1), retryAfterMs: 0 } : { allowed: false, remaining: 0, retryAfterMs };
      });
    });
    return answers;
  }

  /** Resolves when Redis answers PING (readiness); rejects at once when it is not connected. */
  async ping(): Promise<void> {
    await this.redis.ping();
  }

  close(): void {
    this.redis.disconnect();
  }
}

/**
 * The batch's events as groups: consecutive events of one key (other keys' events between them do not matter)
 * with the same limit and window share a group; a key whose limit or window changes opens a new group, so each
 * key's events keep their order.
 */
function groupsOf(jobs: AdmitJob[]): Group[] {
  const groups: Group[] = [];
  const open = new Map<string, Group>();
  jobs.forEach((job, i) => {
    const group = open.get(job.key);
    if (group && group.limit === job.limit && group.windowMs === job.windowMs) {
      group.jobs.push(i);
      return;
    }
    const fresh: Group = { key: job.key, limit: job.limit, windowMs: job.windowMs, jobs: [i] };
    groups.push(fresh);
    open.set(job.key, fresh);
  });
  return groups;
}
