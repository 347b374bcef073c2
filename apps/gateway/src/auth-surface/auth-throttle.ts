import { Inject, Injectable } from '@nestjs/common';
import { SvcHttpError } from '@svc/errors';
import { AUTH_HTTP_CONFIG, type AuthHttpConfig } from '../config/auth-http.config.js';
import { CounterStore } from '../rate-limit/counter-store.js';

export type ThrottledAction = 'login' | 'register' | 'reset' | 'reset-confirm';

const MINUTE_MS = 60_000;

/**
 * The auth surface's throttle: each action has a budget per minute per client address and per email
 * asked about (the `acct:` counters) in a sliding minute, counted in the counter store every gateway replica shares. Every attempt counts,
 * good or bad, so guessing passwords or probing emails is slow from any number of gateways.
 */
@Injectable()
export class AuthThrottle {
  constructor(
    private readonly store: CounterStore,
    @Inject(AUTH_HTTP_CONFIG) private readonly config: AuthHttpConfig,
  ) {}

  /** 429 `too many requests` with Retry-After (seconds until every budget admits one again) once over a budget. */
  async check(action: ThrottledAction, address: string, email: unknown): Promise<void> {
    const keys = [`at:${this.config.counterPrefix}${action}:ip:${address}`];
    if (typeof email === 'string' && email.length > 0 && email.length <= 254) keys.push(`at:${this.config.counterPrefix}${action}:acct:${email.trim().toLowerCase()}`);
    const admissions = await Promise.all(keys.map((key) => this.store.admit(key, this.config.throttlePerMinute, MINUTE_MS)));
    const refused = admissions.filter((a) => !a.allowed);
    if (refused.length === 0) return;
    const retryAfter = Math.max(...refused.map((a) => Math.ceil(a.retryAfterMs / 1000)), 1);
    throw new SvcHttpError('too_many_requests', { 'retry-after': String(retryAfter) });
  }
}
