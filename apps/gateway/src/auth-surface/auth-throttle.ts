import { Inject, Injectable } from '@nestjs/common';
import { SvcHttpError } from '@svc/errors';
import { AUTH_HTTP_CONFIG, type AuthHttpConfig } from '../config/auth-http.config.js';
import { CounterStore, type WindowCount } from '../rate-limit/counter-store.js';

export type ThrottledAction = 'login' | 'register' | 'reset' | 'reset-confirm';

const MINUTE_MS = 60_000;

/**
 * The auth surface's throttle: each action has a budget per minute per client address and per email
 * asked about (the `acct:` counters), counted in the counter store every gateway replica shares. Every attempt counts,
 * good or bad, so guessing passwords or probing emails is slow from any number of gateways.
 */
@Injectable()
export class AuthThrottle {
  constructor(
    private readonly store: CounterStore,
    @Inject(AUTH_HTTP_CONFIG) private readonly config: AuthHttpConfig,
  ) {}

  /** 429 `too many requests` with Retry-After (seconds until the fullest window ends) once over the budget. */
  async check(action: ThrottledAction, address: string, email: unknown): Promise<void> {
    const keys = [`at:${this.config.counterPrefix}${action}:ip:${address}`];
    if (typeof email === 'string' && email.length > 0 && email.length <= 254) keys.push(`at:${this.config.counterPrefix}${action}:acct:${email.trim().toLowerCase()}`);
    const counts = await Promise.all(keys.map((key) => this.store.increment(key, MINUTE_MS)));
    const over = counts.filter((c): c is WindowCount => c !== null && c.count > this.config.throttlePerMinute);
    if (over.length === 0) return;
    const retryAfter = Math.max(...over.map((c) => Math.ceil(c.resetInMs / 1000)), 1);
    throw new SvcHttpError('too_many_requests', { 'retry-after': String(retryAfter) });
  }
}
