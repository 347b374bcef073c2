import { SvcError, toRpcPayload, type RpcErrorPayload } from '@svc/errors';
import type { Logger } from '../logging/logger.js';

/** Waits for every item of a batch; each becomes `{ ok }` or, refused, `{ error }`. A bug is logged and answered `internal`. */
export async function settleEach<T>(items: Array<Promise<T>>, logger: Logger): Promise<Array<{ ok: T } | { error: RpcErrorPayload }>> {
  const results = await Promise.allSettled(items);
  return results.map((r) => {
    if (r.status === 'fulfilled') return { ok: r.value };
    if (!(r.reason instanceof SvcError)) logger.error({ err: r.reason as unknown }, 'batch item failed');
    return { error: toRpcPayload(r.reason instanceof SvcError ? r.reason : new SvcError('internal')) };
  });
}
