import type { EventSubject, RequestSubject } from '@svc/contracts';
import type { DurableQueue } from './durable-queue.js';

/** Why a request found no answer: the caller decides what the user sees (502 for models, 503 elsewhere). */
export type BusFailure = 'no_responders' | 'timeout' | 'disconnected';

export class BusUnavailableError extends Error {
  constructor(
    readonly reason: BusFailure,
    readonly subject: string,
  ) {
    super(`${subject}: ${reason}`);
    this.name = 'BusUnavailableError';
  }
}

/**
 * How services talk: request/reply on a subject, and broadcast events. NATS when distributed,
 * in-process when embedded; callers cannot tell the difference (same payloads, same errors).
 */
export abstract class ServiceBus {
  /**
   * Whether a request is a function call in this process (embedded mode) rather than a message: gathering
   * requests into batches saves messages, so it pays only when this is false.
   */
  readonly inProcess: boolean = false;
  abstract request<TReq extends object, TRes>(subject: RequestSubject<TReq, TRes>, payload: TReq, timeoutMs?: number): Promise<TRes>;
  /**
   * Publishes an event taken from an outbox (services record events with `recordEvent`, never publish directly): `subject` is the full subject, `eventId` the event's id. Resolves
   * only once the event is stored (JetStream's acknowledgement, which also drops a second copy with the same id
   * within its duplicate window), so the outbox row may then be deleted.
   */
  abstract publishRecorded(subject: string, payload: object, eventId: string): Promise<void>;
  /** `publishRecorded` for many events at once (the outbox relay's pass): resolves once every one is stored. */
  async publishRecordedBatch(events: ReadonlyArray<{ subject: string; payload: object; eventId: string }>): Promise<void> {
    await Promise.all(events.map((e) => this.publishRecorded(e.subject, e.payload, e.eventId)));
  }
  abstract subscribe<T extends object>(event: EventSubject<T>, handler: (payload: T) => void): void;
  /**
   * Sends a signal to whoever listens now, unrecorded (no outbox, no stream; lost when nobody listens): for
   * what is worthless a moment later, such as a replica saying it is alive. Use a subject outside `svc.>`.
   */
  abstract broadcast<T extends object>(event: EventSubject<T>, payload: T): void;
  /**
   * The durable queue `name` (JetStream), or null where there is none: embedded mode runs every service in one
   * process, so no service can be down while another works, and has no JetStream.
   */
  durableQueue<T extends object>(_name: string): DurableQueue<T> | null {
    return null;
  }
  abstract close(): Promise<void>;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 5_000;
