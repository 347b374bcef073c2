import { Catch, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { SvcError } from '@svc/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGGER, type Logger } from '../logging/logger.js';
import { describeHttpError } from './http-error-body.js';

/** For an HTTP-only process: every refusal becomes `{ "detail": ... }` with the contract's status; a bug is logged, never shown. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const { status, detail } = describeHttpError(exception);
    if (status >= 500 && !(exception instanceof SvcError)) this.logger.error({ requestId: request.id, err: exception }, 'request failed');
    void reply.status(status).send({ detail });
  }
}
