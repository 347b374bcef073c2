import { SvcError } from './svc-error.js';

/** A refusal that carries response headers too (the rate limit's Retry-After and x-svc-ratelimit-*). */
export class SvcHttpError extends SvcError {
  constructor(
    code: SvcError['code'],
    readonly headers: Record<string, string>,
  ) {
    super(code);
  }
}
