import { randomUUID } from 'node:crypto';
import type { FactoryProvider, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { subjectPrefix, type EventSubject } from '@svc/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { ServiceBus } from '../bus/service-bus.js';
import { loadEnv } from '../config/load-env.js';
import { OutboxEnv } from '../config/outbox.env.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import type { HistogramSeries } from '../ops/fast-metrics.js';
import { outboxLag, watchOutbox } from '../ops/metrics.js';

/**
 * The transactional outbox (ARCHITECTURE.md, "Events"): a service writes the events of a change into its own
 * `<schema>.outbox` table in the transaction that makes the change, and a relay publishes them afterwards and
 * deletes them once the stream has acknowledged them. A crash between the two loses nothing: the rows wait for
 * the next relay (of this replica or another), and a second copy is dropped by JetStream (same message id
 * within its duplicate window) or by consumers deduplicating on `eventId`.
 */

// Each service's migration creates its `<schema>.outbox` table with the DDL written out in full (seq bigserial,
// id uuid unique, subject, payload jsonb, created_at): migrations are frozen history, so they never import it
// from here, and a change of the table is a new migration in every service that has one.
//
// A row holds one event (its payload is the event's body, a JSON object, and the event's id is the row's) or a
// list of events of the row's subject (its payload is a JSON array of bodies: billing's ledger writes the
// `call.posted` events of one statement's calls so, one row for a batch of spends). The relay publishes one
// message per item, whose id is `itemEventId(row id, index)`: the same whenever the row is published again; for a
// subject named in `lists`, it may publish the row as one message holding the items instead (or as well).

/**
 * The id of the `index`th event of a row that holds a list: the row's id with the index XORed into its last 32
 * bits, marked version 8 (RFC 9562's custom UUIDs). The same whenever the row is published again, so JetStream
 * (Nats-Msg-Id) and consumers drop a second copy; distinct for each item of a row; never the id of a single-event
 * row (those are version 4), and ids of two rows' items meet only if the rows' random ids differ in no more than
 * their last 32 bits. A few string operations (a SHA-1 name-based id measured 3.6–5.2 µs per event here).
 */
export function itemEventId(rowId: string, index: number): string {
  return itemEventIds(rowId)(index);
}

/** `itemEventId` of one row, its common part worked out once. */
function itemEventIds(rowId: string): (index: number) => string {
  const hex = rowId.replace(/-/g, '').toLowerCase();
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  const head = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 24)}`;
  const low = parseInt(hex.slice(24), 16);
  return (index) => head + ((low ^ index) >>> 0).toString(16).padStart(8, '0');
}

/** How many events a row holds, in SQL (`payload` an array: one per item; else one). */
const EVENTS_OF_ROW = `CASE WHEN jsonb_typeof(payload) = 'array' THEN jsonb_array_length(payload) ELSE 1 END`;

/** An event's body before the relay gives it its id. */
export type Unrecorded<T> = Omit<T, 'eventId'>;

/** Writes one event into the outbox with the transaction's `manager`; returns the event's id. */
export async function recordEvent<T extends object>(manager: EntityManager, schema: string, event: EventSubject<T>, payload: Unrecorded<T>): Promise<string> {
  const id = randomUUID();
  await manager.query(`INSERT INTO ${schema}.outbox (id, subject, payload) VALUES ($1, $2, $3::jsonb)`, [id, event.base, JSON.stringify(payload)]);
  return id;
}

export interface OutboxRelayOptions {
  /** How often the outbox is read even when nobody nudged the relay (events of a crashed replica, a NATS outage). */
  pollMs: number;
  /**
   * Events taken per transaction: rows in `seq` order while the events before them are fewer than this, so a pass
   * publishes at most `batch` events plus the rest of its last row (a row of many events is never split; at
   * least one row is taken).
   */
  batch: number;
  /**
   * How long a nudge waits before the pass, so that the events of many commits go in one pass (a busy billing
   * commits a settle batch every few milliseconds). `flush()` never waits.
   */
  lingerMs: number;
  /**
   * Subjects whose events may also go as lists, one message per outbox row (billing's `call.posted`): for each, the
   * subject of the list message and which forms to publish (`each`: a message per event, as for every other
   * subject; `list`: one message `{ eventId, events: [...] }` per row; `both`). Items carry the ids their own
   * messages carry; a list message's id is the row's id when the row holds a list, else a derived one.
   */
  lists?: Readonly<Record<string, ListedSubject>>;
}

export interface ListedSubject {
  subject: string;
  form: 'each' | 'list' | 'both';
}

export function loadOutboxOptions(): OutboxRelayOptions {
  const env = loadEnv(OutboxEnv);
  return { pollMs: env.SVC_OUTBOX_POLL_MS, batch: env.SVC_OUTBOX_BATCH, lingerMs: env.SVC_OUTBOX_LINGER_MS };
}

interface OutboxRow {
  seq: string;
  id: string;
  subject: string;
  payload: Record<string, unknown> | Array<Record<string, unknown>> | string;
  /** Seconds the event waited, by the database's clock (the one that stamped it). */
  lag: number | string;
}

/**
 * Publishes a service's outbox: at once when the service nudges it after a commit, and every `pollMs`.
 * Replicas share the table safely: each takes its rows with `FOR UPDATE SKIP LOCKED`.
 */
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private lingering: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private failing = false;
  private readonly lag: HistogramSeries;
  private unwatch: (() => void) | undefined;

  constructor(
    private readonly db: DataSource,
    private readonly bus: ServiceBus,
    readonly schema: string,
    private readonly logger: Logger,
    private readonly options: OutboxRelayOptions = loadOutboxOptions(),
  ) {
    this.lag = outboxLag.with(schema);
  }

  onApplicationBootstrap(): void {
    this.unwatch = watchOutbox(this);
    this.timer = setInterval(() => this.start(), this.options.pollMs);
    this.timer.unref();
    this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.unwatch?.();
    clearInterval(this.timer);
    clearTimeout(this.lingering);
    await this.running;
  }

  /** Asks for a pass within `lingerMs` (nudges in the meantime join it). */
  nudge(): void {
    if (this.stopped || this.lingering) return;
    if (this.options.lingerMs === 0) return this.start();
    this.lingering = setTimeout(() => this.start(), this.options.lingerMs);
  }

  /** Starts a pass now; passes never overlap (a start during one makes it go round once more). */
  private start(): void {
    clearTimeout(this.lingering);
    this.lingering = undefined;
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = null;
    });
  }

  /** What waits in the outbox now (the metrics read it when Prometheus scrapes). */
  async backlog(): Promise<{ pending: number; oldestSeconds: number }> {
    const [row] = await this.db.query<Array<{ pending: number; oldest: number | string | null }>>(
      `SELECT coalesce(sum(${EVENTS_OF_ROW}), 0)::int AS pending, EXTRACT(EPOCH FROM (clock_timestamp() - min(created_at)))::float8 AS oldest FROM ${this.schema}.outbox`,
    );
    return { pending: Number(row?.pending ?? 0), oldestSeconds: Math.max(Number(row?.oldest ?? 0), 0) };
  }

  /** Resolves once the relay is idle (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /**
   * Publishes what is waiting now and resolves when that is done, for an event the caller must not answer
   * before (a revoked key: gateways must drop it before the user is told). Never throws: should NATS be away,
   * the event stays in the outbox for the next poll.
   */
  async flush(): Promise<void> {
    this.start();
    await this.idle();
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      try {
        while ((await this.publishBatch()) >= this.options.batch && !this.stopped);
        if (this.failing) this.logger.info({ outbox: this.schema }, 'outbox relay: publishing again');
        this.failing = false;
      } catch (err) {
        // NATS or the database is away: the rows stay, and the next poll tries again.
        if (!this.failing) this.logger.warn({ err, outbox: this.schema }, 'outbox relay: could not publish; will retry');
        this.failing = true;
        return;
      }
    } while (this.again && !this.stopped);
  }

  /**
   * Takes one batch out of the outbox and publishes it, in one transaction: should a publication fail, the
   * transaction rolls back and the rows are there again. Returns how many events it published (a row holding a
   * list counts its items).
   */
  async publishBatch(): Promise<number> {
    const prefix = subjectPrefix();
    const outbox = `${this.schema}.outbox`;
    return this.db.transaction(async (m) => {
      // The first rows not locked by another relay, up to `batch` of them; of those, the ones that start before the
      // `batch`th event (the running sum of events counts through each row).
      const taken = await m.query<OutboxRow[]>(
        `WITH locked AS (SELECT seq, ${EVENTS_OF_ROW} AS n FROM ${outbox} ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED),
              counted AS (SELECT seq, n, sum(n) OVER (ORDER BY seq) AS upto FROM locked)
         DELETE FROM ${outbox} WHERE seq IN (SELECT seq FROM counted WHERE upto - n < $1)
         RETURNING seq, id, subject, payload, EXTRACT(EPOCH FROM (clock_timestamp() - created_at))::float8 AS lag`,
        [this.options.batch],
      );
      // Depending on the driver, DELETE ... RETURNING answers [rows, count] or the rows.
      const rows = (Array.isArray(taken[0]) ? taken[0] : taken) as OutboxRow[];
      rows.sort((a, b) => Number(a.seq) - Number(b.seq));
      const events: Array<{ subject: string; payload: object; eventId: string }> = [];
      const lags: number[] = [];
      for (const row of rows) {
        const body = typeof row.payload === 'string' ? (JSON.parse(row.payload) as OutboxRow['payload']) : row.payload;
        const subject = prefix + row.subject;
        const lag = Math.max(Number(row.lag), 0);
        // The row's events, each with its id: a list's items by index, a single event by the row's id.
        // (The bodies were parsed for this pass alone: they take their ids in place.)
        const items = Array.isArray(body) ? body : [body as Record<string, unknown>];
        if (Array.isArray(body)) {
          const idOf = itemEventIds(row.id);
          for (let i = 0; i < body.length; i++) body[i].eventId = idOf(i);
        } else {
          items[0].eventId = row.id;
        }
        const listed = this.options.lists?.[row.subject];
        if (!listed || listed.form !== 'list') for (const item of items) events.push({ subject, payload: item, eventId: item.eventId as string });
        if (listed && listed.form !== 'each') {
          // A list row's own id was never an item's; a single event's row id is its item's, so the list takes another.
          const eventId = Array.isArray(body) ? row.id : itemEventId(row.id, 0);
          events.push({ subject: prefix + listed.subject, payload: { eventId, events: items }, eventId });
        }
        for (let i = 0; i < items.length; i++) lags.push(lag);
      }
      await this.bus.publishRecordedBatch(events);
      for (const lag of lags) this.lag.observe(lag);
      return lags.length;
    });
  }
}

/** The relay of one service's outbox, for its module's providers (`connection` is its data source's name). */
export function outboxRelayProvider(connection: string, schema: string, lists?: OutboxRelayOptions['lists']): FactoryProvider<OutboxRelay> {
  return {
    provide: OutboxRelay,
    inject: [getDataSourceToken(connection), ServiceBus, LOGGER],
    useFactory: (db: DataSource, bus: ServiceBus, logger: Logger) => new OutboxRelay(db, bus, schema, logger, { ...loadOutboxOptions(), lists }),
  };
}
