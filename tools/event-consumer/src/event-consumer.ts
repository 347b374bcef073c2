import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';

/** One svc domain event as it arrives: the packet's `data`, with the subject it came on (see docs/events.md). */
export interface DomainEvent {
  /** The subject without the suite's prefix, e.g. `svc.billing.call.posted.v1`. */
  subject: string;
  eventId: string;
  data: Record<string, unknown>;
  /** The stream sequence (for logs; consumers never rely on order across subjects). */
  streamSeq: number;
}

/**
 * Handles one event inside the transaction that records its id: whatever the handler writes with `db` commits
 * together with "event handled", or not at all. Throwing rolls both back and the event comes again later.
 */
export type EventHandler = (event: DomainEvent, db: pg.PoolClient) => Promise<void>;

export interface EventConsumerOptions {
  natsUrl: string;
  /** A pool on the consumer's own database (where its processed ids and its own tables live). */
  db: pg.Pool;
  /** The JetStream stream that keeps the events: the services' SVC_EVENT_STREAM (default `SVC_EVENTS`). */
  stream: string;
  /** The services' SVC_SUBJECT_PREFIX (default empty). */
  subjectPrefix?: string;
  /** The durable consumer's name: the server remembers what it acknowledged, across restarts. One per consuming service. */
  durable: string;
  /** Subjects to receive, without the prefix (NATS wildcards allowed; more than one needs NATS 2.10+); default every domain event, `svc.>`. */
  subjects?: string[];
  /** Where a consumer created for the first time starts: `all` (everything the stream kept; the default) or `new`. */
  deliverFrom?: 'all' | 'new';
  /** How long the server waits for an ack before delivering the event again (default 30 s). */
  ackWaitMs?: number;
  /** How long a failed event waits before it comes again (default 5 s). */
  retryDelayMs?: number;
  handler: EventHandler;
  /** Told about each event: handled now, or a duplicate (already handled; acked without handling again). */
  onOutcome?: (event: DomainEvent, outcome: 'handled' | 'duplicate' | 'failed', error?: unknown) => void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The schema of the consumer's bookkeeping, in its own database. */
export const SCHEMA = 'event_consumer';

/** Creates the processed-events table (idempotent): one row per (consumer, event id), the unique key that dedupes. */
export async function ensureProcessedTable(db: pg.Pool): Promise<void> {
  await db.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`);
  await db.query(`CREATE TABLE IF NOT EXISTS ${SCHEMA}.processed_events (
    consumer text NOT NULL,
    event_id uuid NOT NULL,
    subject text NOT NULL,
    handled_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (consumer, event_id)
  )`);
}

/**
 * A durable JetStream pull consumer of svc's domain events that handles each event exactly once in effect:
 *
 * 1. The durable consumer (explicit ack) gets every event of the chosen subjects at least once, also those
 *    published while this process was down (the stream keeps them).
 * 2. For each, one PostgreSQL transaction inserts `(durable, eventId)` into `event_consumer.processed_events`
 *    and runs the handler (a list message, `call.posted.v2`, is its items, each by its own id, in one transaction); a second copy (a relay that published twice, a redelivery after a crash between
 *    commit and ack) finds the row there and is acknowledged without being handled.
 * 3. The ack goes after the commit. A failure rolls back and naks: the event comes again after `retryDelayMs`.
 */
export class EventConsumer {
  private messages: ConsumerMessages | null = null;
  private loop: Promise<void> | null = null;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly options: EventConsumerOptions,
  ) {}

  static async start(options: EventConsumerOptions): Promise<EventConsumer> {
    await ensureProcessedTable(options.db);
    const nc = await connect({ servers: options.natsUrl, name: `event-consumer-${options.durable}` });
    const consumer = new EventConsumer(nc, options);
    try {
      await consumer.ensureDurable();
      await consumer.run();
    } catch (error) {
      await nc.close();
      throw error;
    }
    return consumer;
  }

  /** Creates the durable consumer on the stream unless the server has it already (then its position is kept). */
  private async ensureDurable(): Promise<void> {
    const { stream, durable, subjectPrefix = '', subjects = ['svc.>'], deliverFrom = 'all', ackWaitMs = 30_000 } = this.options;
    const jsm = await jetstreamManager(this.nc);
    const existing = await jsm.consumers.info(stream, durable).catch(() => null);
    if (existing) return;
    await jsm.consumers.add(stream, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: deliverFrom === 'new' ? DeliverPolicy.New : DeliverPolicy.All,
      // One subject works with every JetStream server; several need NATS 2.10 or later.
      ...(subjects.length === 1 ? { filter_subject: subjectPrefix + subjects[0] } : { filter_subjects: subjects.map((s) => subjectPrefix + s) }),
      ack_wait: ackWaitMs * 1e6,
      // A poison event is not retried forever: after this many deliveries the server gives up on it (alert on it).
      max_deliver: 20,
    });
  }

  private async run(): Promise<void> {
    const consumer = await jetstream(this.nc).consumers.get(this.options.stream, this.options.durable);
    this.messages = await consumer.consume({ max_messages: 64 });
    const messages = this.messages;
    this.loop = (async () => {
      for await (const msg of messages) await this.handle(msg);
    })();
  }

  private async handle(msg: JsMsg): Promise<void> {
    const prefix = this.options.subjectPrefix ?? '';
    let data: Record<string, unknown> = {};
    try {
      data = msg.json<{ data?: Record<string, unknown> }>().data ?? {};
    } catch {
      // not JSON: handled below as a message without an event id
    }
    const eventId = typeof data.eventId === 'string' ? data.eventId : (msg.headers?.get('Nats-Msg-Id') ?? '');
    const subject = msg.subject.slice(prefix.length);
    // A list message (`call.posted.v2`) carries events in `events`, each with its own id: each is handled as one.
    const events: DomainEvent[] = Array.isArray(data.events)
      ? (data.events as Array<Record<string, unknown>>).map((item) => ({ subject, eventId: typeof item?.eventId === 'string' ? item.eventId : '', data: item ?? {}, streamSeq: msg.seq }))
      : [{ subject, eventId, data, streamSeq: msg.seq }];
    const unnamed = events.find((event) => !UUID.test(event.eventId));
    if (unnamed || !UUID.test(eventId)) {
      // Not an svc event (nothing to dedupe on): never retried.
      this.options.onOutcome?.(unnamed ?? events[0], 'failed', new Error('message without an event id'));
      msg.term('no event id');
      return;
    }
    let outcomes: Array<'handled' | 'duplicate'>;
    try {
      outcomes = await this.inTransaction(events);
    } catch (error) {
      // The handler failed, or the database is away: nothing was committed; the message comes again later.
      for (const event of events) this.options.onOutcome?.(event, 'failed', error);
      msg.nak(this.options.retryDelayMs ?? 5_000);
      return;
    }
    // Acked only once the work is committed; if the ack is lost, the redelivery is a duplicate (step 2).
    await msg.ackAck().catch(() => false);
    events.forEach((event, i) => this.options.onOutcome?.(event, outcomes[i]));
  }

  /** Records the ids and runs the handler on each event not seen before, in one transaction; a duplicate only finds its id there. */
  private async inTransaction(events: DomainEvent[]): Promise<Array<'handled' | 'duplicate'>> {
    const client = await this.options.db.connect();
    try {
      await client.query('BEGIN');
      const outcomes: Array<'handled' | 'duplicate'> = [];
      for (const event of events) {
        const fresh = await client.query(
          `INSERT INTO ${SCHEMA}.processed_events (consumer, event_id, subject) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING event_id`,
          [this.options.durable, event.eventId, event.subject],
        );
        if (fresh.rowCount === 1) await this.options.handler(event, client);
        outcomes.push(fresh.rowCount === 1 ? 'handled' : 'duplicate');
      }
      await client.query('COMMIT');
      return outcomes;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Stops taking events, finishes the one in hand, and closes the connection (the server keeps the position). */
  async stop(): Promise<void> {
    await this.messages?.close();
    await this.loop;
    await this.nc.drain().catch(() => undefined);
  }
}
