import { Catch, HttpException, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { SvcError, toRpcPayload } from '@svc/errors';
import { LOGGER, type Logger } from '@svc/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { throwError, type Observable } from 'rxjs';
import { SvcHttpError } from './http-error.js';

/** Every HTTP refusal becomes `{ "detail": ... }` with the contract's status; a bug is logged, never shown. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void | Observable<never> {
    if (host.getType() !== 'http') {
      return throwError(() => toRpcPayload(exception instanceof SvcError ? exception : new SvcError('internal')));
    }
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const { status, detail } = describe(exception);
    if (status >= 500 && !(exception instanceof SvcError)) {
      this.logger.error({ requestId: request.id, err: exception }, 'request failed');
    }
    if (exception instanceof SvcHttpError) void reply.headers(exception.headers);
    void reply.status(status).send({ detail });
  }
}

function describe(exception: unknown): { status: number; detail: unknown } {
  if (exception instanceof SvcError) return { status: exception.status, detail: exception.detail };
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const cause = exception.cause as { code?: string } | undefined;
    if (status === 413) return { status, detail: 'body too large' };
    if (status === 415) return { status, detail: 'content-type must be application/json' };
    if (status === 400 && cause?.code?.startsWith('FST_ERR_CTP')) {
      return { status: 422, detail: [{ loc: ['body'], msg: 'body is not valid JSON', type: 'json_invalid' }] };
    }
    if (status === 400 && cause instanceof SyntaxError) {
      return { status: 422, detail: [{ loc: ['body'], msg: 'body is not valid JSON', type: 'json_invalid' }] };
    }
    if (status === 404) return { status, detail: 'not found' };
    if (status === 405) return { status, detail: 'method not allowed' };
    return { status, detail: exception.message };
  }
  return { status: 500, detail: 'internal error' };
}
