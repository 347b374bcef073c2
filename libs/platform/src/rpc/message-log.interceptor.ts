import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { tap, type Observable } from 'rxjs';
import { LOGGER, type Logger } from '../logging/logger.js';

/** One log line per handled message, with the request id of the HTTP call behind it and how it ended. */
@Injectable()
export class MessageLogInterceptor implements NestInterceptor {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const started = performance.now();
    const data = context.switchToRpc().getData<{ requestId?: unknown; items?: Array<{ requestId?: unknown }> } | undefined>();
    // A batch message logs the request id of every call it carries.
    const requestId = data?.requestId ?? (Array.isArray(data?.items) ? data.items.map((i) => i?.requestId) : undefined);
    const handler = `${context.getClass().name}.${context.getHandler().name}`;
    return next.handle().pipe(
      tap({
        next: () => this.logger.info({ requestId, handler, ms: +(performance.now() - started).toFixed(2) }, 'message handled'),
        error: (err: { code?: string }) =>
          this.logger.info({ requestId, handler, ms: +(performance.now() - started).toFixed(2), refused: err?.code ?? 'error' }, 'message refused'),
      }),
    );
  }
}
