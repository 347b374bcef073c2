import { HttpException } from '@nestjs/common';
import { SvcError } from '@svc/errors';

export interface HttpErrorBody {
  status: number;
  detail: unknown;
}

const JSON_INVALID = [{ loc: ['body'], msg: 'body is not valid JSON', type: 'json_invalid' }];

/**
 * The contract's status and `detail` for anything an HTTP handler (or Fastify before it) threw:
 * a SvcError keeps its own; Fastify's body errors become 413 / 415 / 422; anything else is a 500 whose text never leaves.
 */
export function describeHttpError(exception: unknown): HttpErrorBody {
  if (exception instanceof SvcError) return { status: exception.status, detail: exception.detail };
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const cause = exception.cause as { code?: string } | undefined;
    if (status === 413) return { status, detail: 'body too large' };
    if (status === 415) return { status, detail: 'content-type must be application/json' };
    if (status === 400 && (cause?.code?.startsWith('FST_ERR_CTP') || cause instanceof SyntaxError)) return { status: 422, detail: JSON_INVALID };
    if (status === 404) return { status, detail: 'not found' };
    if (status === 405) return { status, detail: 'method not allowed' };
    return { status, detail: exception.message };
  }
  return { status: 500, detail: 'internal error' };
}
