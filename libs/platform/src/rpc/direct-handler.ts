import { validateContract } from '@svc/contracts';
import { SvcError, toRpcPayload } from '@svc/errors';
import type { Logger } from '../logging/logger.js';
import type { WireReply } from '../bus/wire.js';

/**
 * A message handler that bypasses Nest's per-message pipeline (context creation, pipes, interceptors and
 * filters through RxJS): for the hot subjects of a billed call, where that pipeline cost more than the work
 * (models.invoke: the pipeline ~40% of the models process's CPU per call, the built-in model a few µs).
 * It does what the pipeline does, in plain code: validates the message against its contract class (refusal:
 * `invalid message`), turns a thrown SvcError into its wire payload and anything else into `internal`
 * (logged), and logs one line per message. The `@MessagePattern` stays declared for the record; the NATS
 * server (`LargeBodyServerNats`) and the in-process transport call the direct handler instead.
 */
export interface DirectHandler {
  /** The reply, wire-shaped: `{ response }` or `{ err }`; never throws. */
  (data: unknown): Promise<WireReply>;
  /** See `DirectHandlerOptions.byReference`. */
  readonly byReference: boolean;
}

export interface DirectHandlerOptions {
  /**
   * In one process (the in-process transport), hand the handler the sender's message and the sender its answer
   * as they are, without the JSON copy each way that otherwise stands in for the wire. Only for a handler that
   * neither keeps nor changes its message and answers with values made for that message, whose sender in turn
   * changes neither: then a copy changes nothing a caller can see, and it cost a tenth of an embedded billed
   * call's CPU (the model's message carries the caller's text, and its answer comes back the same way).
   * Off by default.
   */
  byReference?: boolean;
}

const handlers = new Map<string, DirectHandler>();

export function directHandlerOf(pattern: string): DirectHandler | undefined {
  return handlers.get(pattern);
}

/** Registers `handle` for `pattern` (a full subject name), its payload checked against `contract` first. */
export function registerDirectHandler<T extends object>(
  pattern: string,
  contract: new () => T,
  name: string,
  logger: Logger,
  handle: (message: T) => unknown,
  options: DirectHandlerOptions = {},
): void {
  // As MessageLogInterceptor: a batch message logs the request id of every call it carries.
  const requestIdOf = (data: unknown): unknown => {
    const packet = data as { requestId?: unknown; items?: Array<{ requestId?: unknown } | null> } | null;
    return packet?.requestId ?? (Array.isArray(packet?.items) ? packet.items.map((i) => i?.requestId) : undefined);
  };
  const handler = async (data: unknown): Promise<WireReply> => {
    const started = performance.now();
    try {
      let message: T;
      try {
        message = validateContract(contract, data, 'message');
      } catch (error) {
        throw error instanceof SvcError ? new SvcError('invalid_message', error.detail) : error;
      }
      const response = await handle(message);
      // The line (the request ids of a batch gathered) is built only when the level writes it.
      if (logger.isLevelEnabled('info')) logger.info({ requestId: requestIdOf(data), handler: name, ms: +(performance.now() - started).toFixed(2) }, 'message handled');
      return { response };
    } catch (error) {
      if (error instanceof SvcError) {
        if (logger.isLevelEnabled('info')) logger.info({ requestId: requestIdOf(data), handler: name, ms: +(performance.now() - started).toFixed(2), refused: error.code }, 'message refused');
        return { err: toRpcPayload(error) };
      }
      logger.error({ requestId: requestIdOf(data), err: error }, 'message handler failed');
      return { err: toRpcPayload(new SvcError('internal')) };
    }
  };
  handlers.set(pattern, Object.assign(handler, { byReference: options.byReference === true }));
}
