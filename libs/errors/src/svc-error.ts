import { ERROR_CATALOGUE, type ErrorCode } from './error-catalogue.js';

/** One validation problem, in the list a 422 answers (shape documented in the README). */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/**
 * The one exception every service throws for a refusal the caller should see.
 * It crosses NATS unchanged (see rpc-payload.ts) and the gateway's filter turns it into `{ detail }`.
 */
export class SvcError extends Error {
  readonly status: number;
  readonly detail: unknown;

  constructor(
    readonly code: ErrorCode,
    detail?: unknown,
  ) {
    const entry = ERROR_CATALOGUE[code];
    const resolved = detail ?? entry.detail;
    super(typeof resolved === 'string' ? resolved : code);
    this.name = 'SvcError';
    this.status = entry.status;
    this.detail = resolved;
  }

  static validation(issues: ValidationIssue[]): SvcError {
    return new SvcError('validation_failed', issues);
  }
}
