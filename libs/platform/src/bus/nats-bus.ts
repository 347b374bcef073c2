import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { connect, createInbox, errors, headers, type NatsConnection } from '@nats-io/transport-node';
import type { EventSubject, RequestSubject } from '@svc/contracts';
import { BusUnavailableError, DEFAULT_REQUEST_TIMEOUT_MS, ServiceBus } from './service-bus.js';
import { bodyLimitOf, decodeBody, encodeBody } from './large-payload.js';
import { JetStreamQueue, type DurableQueue } from './durable-queue.js';
import { ensureStream, StreamReplicasError } from './jetstream-streams.js';
import { unwrapReply, type WirePacket, type WireReply } from './wire.js';
import { busRequestDuration } from '../ops/metrics.js';
import type { HistogramSeries } from '../ops/fast-metrics.js';

/** How long `publishRecordedBatch` waits for JetStream's acknowledgements (js.publish's default). */
const RECORDED_ACK_TIMEOUT_MS = 5_000;

type BusOutcome = 'ok' | 'error' | 'no_responders' | 'timeout' | 'disconnected';
/** The latency series of one subject, by outcome: made the first time the subject is used, then only read. */
type SubjectSeries = Record<BusOutcome, HistogramSeries>;

/**
 * NATS request/reply in the wire format of Nest's NATS transport, through the connection's shared inbox
 * (one PUB per request, where Nest's ClientNats adds a SUB/UNSUB pair) and with "no responders" reported
 * at once instead of waiting for a timeout.
 */
export class NatsServiceBus extends ServiceBus {
  /** Set once the event stream is known to exist: recorded events then go through JetStream, acknowledged. */
  private js: JetStreamClient | null = null;

  private readonly queues = new Map<string, JetStreamQueue<object>>();

  private readonly latency = new Map<string, SubjectSeries>();

  private constructor(
    private readonly nc: NatsConnection,
    private readonly subjectPrefix: string,
    private readonly streamReplicas: number,
  ) {
    super();
  }

  /**
   * `subjectPrefix` namespaces the durable queues' subjects and streams (the request subjects carry it already);
   * `streamReplicas` (SVC_JETSTREAM_REPLICAS) is the copies of every JetStream stream this bus creates.
   */
  static async connect(url: string, name: string, subjectPrefix = '', streamReplicas = 1): Promise<NatsServiceBus> {
    // noAsyncTraces: the client would build an Error (a stack trace) for every request, a measurable share of the gateway's CPU.
    const nc = await connect({ servers: url, name, maxReconnectAttempts: -1, reconnectTimeWait: 250, noAsyncTraces: true });
    return new NatsServiceBus(nc, subjectPrefix, streamReplicas);
  }

  override durableQueue<T extends object>(name: string): DurableQueue<T> {
    let queue = this.queues.get(name);
    if (!queue) this.queues.set(name, (queue = new JetStreamQueue<object>(this.nc, name, this.subjectPrefix, this.streamReplicas)));
    return queue as unknown as DurableQueue<T>;
  }

  /**
   * Makes sure the stream of every durable queue asked for so far exists with SVC_JETSTREAM_REPLICAS copies (call
   * once the app's providers are built). A replica count the NATS cannot give throws StreamReplicasError (the
   * process must not start); any other failure is returned, and the queue is opened again when first used.
   */
  async openDurableQueues(): Promise<Error[]> {
    const failures: Error[] = [];
    for (const queue of this.queues.values()) {
      try {
        await queue.openStream();
      } catch (error) {
        if (error instanceof StreamReplicasError) throw error;
        failures.push(error as Error);
      }
    }
    return failures;
  }

  /** The server's max_payload, and what a message may carry here before its body goes in chunks. */
  limits(): { maxPayload: number; bodyLimit: number } {
    return { maxPayload: this.nc.info?.max_payload ?? 0, bodyLimit: bodyLimitOf(this.nc) };
  }

  async request<TReq extends object, TRes>(subject: RequestSubject<TReq, TRes>, payload: TReq, timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS): Promise<TRes> {
    const packet: WirePacket = { pattern: subject.name, data: payload, id: randomUUID() };
    const series = this.latency.get(subject.name) ?? this.seriesOf(subject.name);
    const started = performance.now();
    let raw: string;
    try {
      const { body, headers } = encodeBody(this.nc, JSON.stringify(packet));
      const msg = await this.nc.request(subject.name, body, { timeout: timeoutMs, headers });
      raw = await decodeBody(this.nc, msg, timeoutMs);
    } catch (error) {
      const reason = failureOf(error);
      series[reason].observe((performance.now() - started) / 1000);
      throw new BusUnavailableError(reason, subject.name);
    }
    if (raw.length === 0) {
      series.no_responders.observe((performance.now() - started) / 1000);
      throw new BusUnavailableError('no_responders', subject.name);
    }
    const reply = JSON.parse(raw) as WireReply;
    series[reply.err === undefined || reply.err === null ? 'ok' : 'error'].observe((performance.now() - started) / 1000);
    return unwrapReply(subject.name, reply) as TRes;
  }

  /** Resolves when the NATS server answers a ping within `timeoutMs` (readiness). */
  async ping(timeoutMs: number): Promise<void> {
    if (this.nc.isClosed()) throw new Error('connection closed');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([this.nc.rtt(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`NATS did not answer within ${timeoutMs} ms`)), timeoutMs)))]);
    } finally {
      clearTimeout(timer);
    }
  }

  private seriesOf(subjectName: string): SubjectSeries {
    // The label is the subject without this deployment's prefix, so dashboards work across namespaces.
    const label = this.subjectPrefix && subjectName.startsWith(this.subjectPrefix) ? subjectName.slice(this.subjectPrefix.length) : subjectName;
    const series: SubjectSeries = {
      ok: busRequestDuration.with(label, 'ok'),
      error: busRequestDuration.with(label, 'error'),
      no_responders: busRequestDuration.with(label, 'no_responders'),
      timeout: busRequestDuration.with(label, 'timeout'),
      disconnected: busRequestDuration.with(label, 'disconnected'),
    };
    this.latency.set(subjectName, series);
    return series;
  }

  /**
   * JetStream publishes of many events without a request each: one PUB per event with its id header and a reply
   * subject under one inbox this bus subscribes to once, one timer for the whole batch. `js.publish` per event
   * made a request (a timer, a reply-map entry and an Error the client builds on every completion), about a
   * fifth of a busy billing's CPU. Same guarantee: resolves once JetStream acknowledged every event.
   */
  override async publishRecordedBatch(events: ReadonlyArray<{ subject: string; payload: object; eventId: string }>): Promise<void> {
    if (!this.js || events.length === 0) return super.publishRecordedBatch(events);
    const acks = this.ackInbox();
    const replies: string[] = [];
    const stored = events.map(
      (e) =>
        new Promise<void>((resolve, reject) => {
          const reply = `${acks.prefix}${(acks.next++).toString(36)}`;
          replies.push(reply);
          acks.waiting.set(reply, (error) => (error ? reject(error) : resolve()));
          const h = headers();
          h.set('Nats-Msg-Id', e.eventId);
          const packet: WirePacket = { pattern: e.subject, data: e.payload };
          this.nc.publish(e.subject, JSON.stringify(packet), { reply, headers: h });
        }),
    );
    const timer = setTimeout(() => {
      for (const reply of replies) acks.waiting.get(reply)?.(new Error('JetStream did not acknowledge the event in time'));
    }, RECORDED_ACK_TIMEOUT_MS);
    try {
      await Promise.all(stored);
    } finally {
      clearTimeout(timer);
      for (const reply of replies) acks.waiting.delete(reply);
    }
  }

  private acks: { prefix: string; next: number; waiting: Map<string, (error?: Error) => void> } | null = null;

  /** The inbox JetStream's acknowledgements of `publishRecordedBatch` come back to. */
  private ackInbox(): { prefix: string; next: number; waiting: Map<string, (error?: Error) => void> } {
    if (this.acks) return this.acks;
    const acks = { prefix: `${createInbox()}.`, next: 0, waiting: new Map<string, (error?: Error) => void>() };
    this.nc.subscribe(`${acks.prefix}*`, {
      callback: (error, msg) => {
        if (error) return; // the waiting publishes time out and the relay tries again
        const done = acks.waiting.get(msg.subject);
        if (!done) return;
        acks.waiting.delete(msg.subject);
        // No responders (no stream takes the subject): a status message with no body.
        if (msg.data.length === 0) return done(new Error(`JetStream did not store the event (status ${msg.headers?.code ?? 'none'})`));
        try {
          const ack = msg.json<{ error?: { description?: string }; seq?: number }>();
          done(ack.error || typeof ack.seq !== 'number' ? new Error(`JetStream refused the event: ${ack.error?.description ?? 'invalid acknowledgement'}`) : undefined);
        } catch (parseError) {
          done(parseError as Error);
        }
      },
    });
    return (this.acks = acks);
  }

  async publishRecorded(subject: string, payload: object, eventId: string): Promise<void> {
    const packet: WirePacket = { pattern: subject, data: payload };
    if (this.js) {
      await this.js.publish(subject, JSON.stringify(packet), { msgID: eventId });
      return;
    }
    this.nc.publish(subject, JSON.stringify(packet));
    await this.nc.flush();
  }

  broadcast<T extends object>(event: EventSubject<T>, payload: T): void {
    const packet: WirePacket = { pattern: event.name, data: payload };
    try {
      this.nc.publish(event.name, JSON.stringify(packet));
    } catch {
      // Closed connection: a signal that cannot be sent is simply not sent.
    }
  }

  subscribe<T extends object>(event: EventSubject<T>, handler: (payload: T) => void): void {
    this.nc.subscribe(event.name, {
      callback: (err, msg) => {
        if (err) return;
        const packet = JSON.parse(msg.string()) as WirePacket;
        handler(packet.data as T);
      },
    });
  }

  /**
   * Makes sure the JetStream stream that keeps every domain event (`<prefix>svc.>`) exists, with
   * SVC_JETSTREAM_REPLICAS copies, so internal consumers read them durably even when they were offline.
   * Idempotent; safe from every replica. StreamReplicasError: that replica count cannot be had.
   */
  async ensureEventStream(name: string, subjectPrefix: string): Promise<void> {
    const jsm = await jetstreamManager(this.nc);
    await ensureStream(jsm, { name, subjects: [`${subjectPrefix}svc.>`], max_age: 30 * 24 * 3600 * 1e9 }, this.streamReplicas);
    this.js = jetstream(this.nc);
  }

  /** Removes a stream (test suites clean up the one they made). */
  async deleteStream(name: string): Promise<void> {
    const jsm = await jetstreamManager(this.nc);
    await jsm.streams.delete(name).catch(() => false);
  }

  async close(): Promise<void> {
    await this.nc.drain().catch(() => undefined);
  }
}

function failureOf(error: unknown): 'no_responders' | 'timeout' | 'disconnected' {
  if (error instanceof errors.RequestError && error.isNoResponders()) return 'no_responders';
  if (error instanceof errors.NoRespondersError) return 'no_responders';
  if (error instanceof errors.TimeoutError) return 'timeout';
  if (error instanceof errors.RequestError && error.cause instanceof errors.TimeoutError) return 'timeout';
  return 'disconnected';
}
