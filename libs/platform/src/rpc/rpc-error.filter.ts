import { Catch, Inject, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { SvcError, toRpcPayload } from '@svc/errors';
import { throwError, type Observable } from 'rxjs';
import { LOGGER, type Logger } from '../logging/logger.js';

/**
 * Every error a message handler throws leaves as `{ svc_error, detail }`: a SvcError keeps its code and detail,
 * anything else is logged here (with the request id) and becomes `internal` — its text never leaves the service.
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    const error = exception instanceof SvcError ? exception : new SvcError('internal');
    if (!(exception instanceof SvcError)) {
      const data = host.switchToRpc().getData<{ requestId?: unknown } | undefined>();
      this.logger.error({ requestId: data?.requestId, err: exception }, 'message handler failed');
    }
    return throwError(() => toRpcPayload(error));
  }
}
