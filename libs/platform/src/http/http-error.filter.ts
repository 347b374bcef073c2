import { Catch, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { SvcError, SvcHttpError, toRpcPayload } from '@svc/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { throwError, type Observable } from 'rxjs';
import { LOGGER, type Logger } from '../logging/logger.js';
import { describeHttpError } from './http-error-body.js';

/**
 * Every HTTP refusal becomes `{ "detail": ... }` with the contract's status (and its headers, for a
 * SvcHttpError); a bug is logged, never shown. Registered globally, it may also meet a message handler
 * without a filter of its own (embedded mode hosts both): that error keeps its code on the bus.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void | Observable<never> {
    if (host.getType() !== 'http') return throwError(() => toRpcPayload(exception instanceof SvcError ? exception : new SvcError('internal')));
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const { status, detail } = describeHttpError(exception);
    if (status >= 500 && !(exception instanceof SvcError)) this.logger.error({ requestId: request.id, err: exception }, 'request failed');
    if (exception instanceof SvcHttpError) void reply.headers(exception.headers);
    void reply.status(status).send({ detail });
  }
}
