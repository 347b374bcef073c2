import type { OnApplicationShutdown } from '@nestjs/common';

/** Whether one more event under a key was admitted, and what is left of the budget. */
export interface Admission {
  allowed: boolean;
  /** Events still admissible right now (0 when refused). */
  remaining: number;
  /** When refused: milliseconds until the oldest admitted event leaves the window (0 when allowed). */
  retryAfterMs: number;
}

/**
 * Sliding-window logs, the one store behind every limit of the gateway (the model surface's rate limit and
 * the auth surface's throttle): an event is admitted when fewer than `limit` were admitted in the `windowMs`
 * before it, so no window of that length, wherever it starts, holds more than `limit` (fixed windows let
 * twice the limit through across a window's edge). Refused events are not recorded.
 */
export abstract class CounterStore implements OnApplicationShutdown {
  abstract admit(key: string, limit: number, windowMs: number): Promise<Admission>;
  abstract close(): Promise<void>;

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}
