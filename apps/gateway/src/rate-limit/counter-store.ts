import type { OnApplicationShutdown } from '@nestjs/common';

/** A counter's value in its current window. */
export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends and the counter starts over. */
  resetInMs: number;
}

/**
 * Fixed-window counters, the one store behind every limit of the gateway (the model surface's rate limit and
 * the auth surface's throttle): memory when embedded, Redis (shared by every replica) when distributed.
 * Windows are aligned on the epoch, so every replica agrees on where one starts.
 */
export abstract class CounterStore implements OnApplicationShutdown {
  /** Adds one to `key` in the current window of `windowMs`; null when the store cannot be reached. */
  abstract increment(key: string, windowMs: number): Promise<WindowCount | null>;
  abstract close(): Promise<void>;

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}

export function windowOf(now: number, windowMs: number): { index: number; resetInMs: number } {
  const index = Math.floor(now / windowMs);
  return { index, resetInMs: (index + 1) * windowMs - now };
}
