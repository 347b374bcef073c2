import { ModelsSubjects, type InvokeRequest, type InvokeView } from '@svc/contracts';
import { fromRpcPayload, SvcError } from '@svc/errors';
import type { ServiceBus } from '@svc/platform';

interface Pending {
  item: InvokeRequest;
  resolve: (view: InvokeView) => void;
  reject: (error: unknown) => void;
}

/**
 * The gateway's `models.invoke`: the invokes of one turn of the event loop with the same deadline go to models
 * as one `models.invoke.batch` message (one NATS message each way, one parse on each side, for the calls of a
 * turn), sent at the turn's end. Unlike the billing batches, a batch does not wait for the previous one: a slow
 * call holds up only the calls of its own turn. Each item keeps its own answer or refusal; a batch that finds no
 * answer (models away, timeout) fails each of its calls as a single invoke would.
 */
export class InvokeClient {
  /** Calls waiting for the end of this turn, by deadline (ms). */
  private readonly waiting = new Map<number, Pending[]>();
  private scheduled = false;

  constructor(private readonly bus: ServiceBus) {}

  invoke(item: InvokeRequest, timeoutMs: number): Promise<InvokeView> {
    return new Promise<InvokeView>((resolve, reject) => {
      let list = this.waiting.get(timeoutMs);
      if (!list) this.waiting.set(timeoutMs, (list = []));
      list.push({ item, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    for (const [timeoutMs, list] of this.waiting) {
      for (let i = 0; i < list.length; i += MAX_BATCH) void this.send(list.slice(i, i + MAX_BATCH), timeoutMs);
    }
    this.waiting.clear();
  }

  private async send(batch: Pending[], timeoutMs: number): Promise<void> {
    try {
      const replies = await this.bus.request(ModelsSubjects.invokeBatch, { items: batch.map((p) => p.item) }, timeoutMs);
      batch.forEach((p, i) => {
        const reply = replies[i];
        if (reply && 'ok' in reply) p.resolve(reply.ok);
        else p.reject((reply && fromRpcPayload(reply.error)) ?? new SvcError('internal'));
      });
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  }
}

/** Items per message at most (the contract's limit is 1,000). */
const MAX_BATCH = 256;
