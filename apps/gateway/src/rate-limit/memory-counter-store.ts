import { CounterStore, type Admission } from './counter-store.js';

/** The times of the events admitted under one key, oldest first. */
interface Log {
  times: number[];
  windowMs: number;
}

/** Sliding-window logs in this process: the embedded mode's store, and each gateway's own when Redis is unreachable. */
export class MemoryCounterStore extends CounterStore {
  private readonly logs = new Map<string, Log>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {
    super();
  }

  async admit(key: string, limit: number, windowMs: number): Promise<Admission> {
    return this.admitNow(key, limit, windowMs);
  }

  admitNow(key: string, limit: number, windowMs: number): Admission {
    const now = this.now();
    let log = this.logs.get(key);
    if (!log) {
      if (this.logs.size >= this.maxKeys) this.sweep(now);
      log = { times: [], windowMs };
      this.logs.set(key, log);
    }
    log.windowMs = windowMs;
    dropBefore(log.times, now - windowMs);
    if (log.times.length < limit) {
      log.times.push(now);
      return { allowed: true, remaining: limit - log.times.length, retryAfterMs: 0 };
    }
    return { allowed: false, remaining: 0, retryAfterMs: Math.max(log.times[log.times.length - limit] + windowMs - now, 1) };
  }

  async close(): Promise<void> {
    this.logs.clear();
  }

  /** Drops logs with nothing left in their window; if that frees nothing, everything (a flood of distinct keys). */
  private sweep(now: number): void {
    for (const [key, log] of this.logs) if (log.times.length === 0 || log.times[log.times.length - 1] <= now - log.windowMs) this.logs.delete(key);
    if (this.logs.size >= this.maxKeys) this.logs.clear();
  }
}

/** Removes the times at or before `cutoff` from the front of an ascending list. */
function dropBefore(times: number[], cutoff: number): void {
  let n = 0;
  while (n < times.length && times[n] <= cutoff) n++;
  if (n > 0) times.splice(0, n);
}
