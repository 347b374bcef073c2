import { SvcError } from '@svc/errors';

/** A refusal with extra response headers (the rate limit's Retry-After and x-svc-ratelimit-*). */
export class SvcHttpError extends SvcError {
  constructor(
    code: SvcError['code'],
    readonly headers: Record<string, string>,
  ) {
    super(code);
  }
}
