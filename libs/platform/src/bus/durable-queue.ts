import { AckPolicy, jetstream, jetstreamManager, RetentionPolicy, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { ensureStream } from './jetstream-streams.js';

/**
 * Work that must be done even if whoever should do it is down now: items kept by JetStream until a consumer
 * acknowledges them (distributed mode only; embedded mode has no JetStream, see `ServiceBus.durableQueue`).
 * Each item has a key: a second item with the same key within two minutes is dropped, and `pending(key)`
 * finds an item not yet done.
 */
export interface DurableQueue<T extends object> {
  /** Resolves once JetStream stored the item (or already had one with this key); rejects when it did not. */
  put(key: string, item: T): Promise<void>;
  /** The item with this key not yet acknowledged by a consumer, or null. */
  pending(key: string): Promise<T | null>;
  /**
   * Hands every item to `handle`, one at a time, from the oldest, in a durable consumer shared by every
   * replica that names it: an item is acknowledged when `handle` resolves, and handed again (after a few
   * seconds) when it throws or the process dies first. Resolves once consuming started; returns the stop.
   * `parallel` > 1 hands up to that many items at once (each still acknowledged only when its own `handle`
   * resolves), for a consumer whose items may be done in any order and that gathers what arrives together.
   */
  consume(consumer: string, handle: (item: T) => Promise<void>, onError: (error: unknown) => void, parallel?: number): Promise<() => void>;
  /**
   * Where the queue stands: `newest`, the position of the last item stored; `oldest`, of the oldest not yet
   * acknowledged (`newest + 1` when none waits). Every item stored before one reading is done once a later
   * reading's `oldest` is past that reading's `newest`.
   */
  positions(): Promise<{ oldest: number; newest: number }>;
}

/** The JetStream stream that holds a queue; its name is derived from the subject prefix, so suites on one NATS never share one. */
export function durableQueueStream(queue: string, subjectPrefix: string): string {
  return `SVC_Q_${queue}${subjectPrefix ? `_${subjectPrefix.replace(/[^A-Za-z0-9_-]/g, '')}` : ''}`.toUpperCase();
}

/** Items are kept a week at most: longer than any outage a hold survives. */
const MAX_AGE_NS = 7 * 24 * 3600 * 1e9;
const PUT_TIMEOUT_MS = 5_000;
const RETRY_AFTER_MS = 3_000;

export class JetStreamQueue<T extends object> implements DurableQueue<T> {
  private readonly stream: string;
  private readonly subject: string;
  private ready: Promise<{ js: JetStreamClient; jsm: JetStreamManager }> | null = null;

  constructor(
    private readonly nc: NatsConnection,
    queue: string,
    subjectPrefix: string,
    /** SVC_JETSTREAM_REPLICAS: copies of the stream, set when it is created and updated when it differs. */
    private readonly replicas = 1,
  ) {
    this.stream = durableQueueStream(queue, subjectPrefix);
    this.subject = `${subjectPrefix}queue.${queue}`;
  }

  async put(key: string, item: T): Promise<void> {
    const { js } = await this.open();
    await js.publish(this.subjectOf(key), JSON.stringify(item), { msgID: key, timeout: PUT_TIMEOUT_MS });
  }

  async pending(key: string): Promise<T | null> {
    const { jsm } = await this.open();
    const stored = await jsm.streams.getMessage(this.stream, { last_by_subj: this.subjectOf(key) });
    return stored ? stored.json<T>() : null;
  }

  async consume(consumer: string, handle: (item: T) => Promise<void>, onError: (error: unknown) => void, parallel = 1): Promise<() => void> {
    const { js, jsm } = await this.open();
    await jsm.consumers.add(this.stream, { durable_name: consumer, ack_policy: AckPolicy.Explicit, ack_wait: 30e9 });
    const messages = await (await js.consumers.get(this.stream, consumer)).consume({ max_messages: 64 });
    void (async () => {
      const inFlight = new Set<Promise<void>>();
      for await (const msg of messages) {
        const done: Promise<void> = (async () => {
          try {
            await handle(msg.json<T>());
            msg.ack();
          } catch (error) {
            onError(error);
            msg.nak(RETRY_AFTER_MS);
          }
        })().finally(() => inFlight.delete(done));
        inFlight.add(done);
        if (inFlight.size >= parallel) await Promise.race(inFlight);
      }
    })();
    return () => void messages.close();
  }

  async positions(): Promise<{ oldest: number; newest: number }> {
    const { jsm } = await this.open();
    const { state } = await jsm.streams.info(this.stream);
    // Work-queue retention deletes an item once acknowledged: the first sequence left is the oldest not done.
    return { oldest: state.messages === 0 ? state.last_seq + 1 : state.first_seq, newest: state.last_seq };
  }

  /** Makes sure the stream exists (see `open`): at start, so a stream that cannot be had stops the process with its reason. */
  async openStream(): Promise<void> {
    await this.open();
  }

  /** Creates the stream once (idempotent, safe from every replica): work-queue retention drops an item once acknowledged. */
  private open(): Promise<{ js: JetStreamClient; jsm: JetStreamManager }> {
    this.ready ??= (async () => {
      const jsm = await jetstreamManager(this.nc);
      await ensureStream(jsm, { name: this.stream, subjects: [`${this.subject}.>`], retention: RetentionPolicy.Workqueue, max_age: MAX_AGE_NS }, this.replicas);
      return { js: jetstream(this.nc), jsm };
    })().catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  /** Keys are request ids; anything that is not a subject token's character becomes `_`. */
  private subjectOf(key: string): string {
    return `${this.subject}.${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  }
}
