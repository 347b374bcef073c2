import { CounterStore, windowOf, type WindowCount } from './counter-store.js';

export class MemoryCounterStore extends CounterStore {
  private readonly counters = new Map<string, { index: number; windowMs: number; count: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {
    super();
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const { index, resetInMs } = windowOf(this.now(), windowMs);
    let counter = this.counters.get(key);
    if (!counter || counter.index !== index || counter.windowMs !== windowMs) {
      if (this.counters.size >= this.maxKeys) this.sweep(index);
      counter = { index, windowMs, count: 0 };
      this.counters.set(key, counter);
    }
    counter.count++;
    return { count: counter.count, resetInMs };
  }

  async close(): Promise<void> {
    this.counters.clear();
  }

  /** Drops finished windows; if that frees nothing, everything (a flood of distinct keys). */
  private sweep(_index: number): void {
    const now = this.now();
    for (const [key, c] of this.counters) if (Math.floor(now / c.windowMs) !== c.index) this.counters.delete(key);
    if (this.counters.size >= this.maxKeys) this.counters.clear();
  }
}
