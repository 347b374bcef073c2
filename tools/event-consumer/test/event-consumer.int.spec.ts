import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase, NatsServiceBus } from '@svc/platform';
import { INFRA } from '@svc/testkit';
import { EventConsumer, type DomainEvent } from '@svc/event-consumer';

/**
 * The example consumer (tools/event-consumer) against the real NATS JetStream and PostgreSQL: events published
 * the way the services' outbox relays publish them (same packet, same Nats-Msg-Id, a stream made by the same
 * code), including copies that get past the stream's duplicate check, and a consumer killed and started again.
 */

const tag = randomBytes(4).toString('hex');
const prefix = `tec${tag}.`;
const stream = `SVC_EVENTS_EC${tag}`;
const databaseUrl = (() => {
  const url = new URL(INFRA.databaseUrl);
  url.pathname = `/svc_test_consumer_${tag}`;
  return url.toString();
})();
const tenantId = randomUUID();
let bus: NatsServiceBus;
let db: pg.Pool;

beforeAll(async () => {
  await ensureDatabase(databaseUrl);
  db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  bus = await NatsServiceBus.connect(INFRA.natsUrl, 'event-consumer-test', prefix);
  await bus.ensureEventStream(stream, prefix);
});
afterAll(async () => {
  await bus?.deleteStream(stream);
  await bus?.close();
  await db?.end();
  const admin = new pg.Client({ connectionString: INFRA.databaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "svc_test_consumer_${tag}" WITH (FORCE)`).catch(() => undefined);
  await admin.end();
});

/** A billed call posted, as billing's outbox relay publishes it; `msgId` other than the event id: a copy the stream does not recognise. */
async function publishPosted(eventId: string, amount: number, msgId = eventId): Promise<void> {
  const body = { eventId, tenantId, requestId: randomUUID(), product: 'svc-small-json/extract', tier: amount > 0 ? 'paid' : 'included', amount, period: '2026-11' };
  await bus.publishRecorded(`${prefix}svc.billing.call.posted.v1`, body, msgId);
}

/** Billed calls posted as one list message (`call.posted.v2`, billing's default form): each item its own event. */
async function publishPostedList(messageId: string, items: Array<{ eventId: string; amount: number }>): Promise<void> {
  const events = items.map(({ eventId, amount }) => ({ eventId, tenantId, requestId: randomUUID(), product: 'svc-small-json/grade', tier: amount > 0 ? 'paid' : 'included', amount, period: '2026-11' }));
  await bus.publishRecorded(`${prefix}svc.billing.call.posted.v2`, { eventId: messageId, events }, messageId);
}

/** The example consumer as its own process (`node tools/event-consumer/dist/main.js`), its JSON lines collected. */
class ConsumerProcess {
  readonly lines: Array<{ outcome?: string; eventId?: string; msg?: string }> = [];
  private readonly child: ChildProcess;

  constructor(durable: string) {
    this.child = spawn(process.execPath, [resolve('tools/event-consumer/dist/main.js')], {
      env: { ...process.env, NATS_URL: INFRA.natsUrl, DATABASE_URL: databaseUrl, SVC_EVENT_STREAM: stream, SVC_SUBJECT_PREFIX: prefix, EVENT_CONSUMER_DURABLE: durable },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let partial = '';
    this.child.stdout!.on('data', (chunk: Buffer) => {
      const text = partial + chunk.toString();
      const complete = text.split('\n');
      partial = complete.pop() ?? '';
      for (const line of complete) if (line) this.lines.push(JSON.parse(line) as (typeof this.lines)[number]);
    });
  }

  async until(match: (lines: ConsumerProcess['lines']) => boolean, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!match(this.lines)) {
      if (this.child.exitCode !== null) throw new Error(`consumer exited (${this.child.exitCode}); output: ${JSON.stringify(this.lines)}`);
      if (Date.now() > deadline) throw new Error(`consumer output so far: ${JSON.stringify(this.lines)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  of(outcome: string): string[] {
    return this.lines.filter((l) => l.outcome === outcome).map((l) => l.eventId!);
  }

  /** As a crash would: no drain, no goodbye. */
  async kill(): Promise<void> {
    const exited = new Promise((r) => this.child.once('exit', r));
    this.child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((r) => this.child.once('exit', r));
    this.child.kill('SIGTERM');
    await exited;
  }
}

/** Waits until the server holds no pull request for the durable (its last client is gone). */
async function noPullWaiting(durable: string): Promise<void> {
  const nc = await connect({ servers: INFRA.natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    const deadline = Date.now() + 10_000;
    while ((await jsm.consumers.info(stream, durable)).num_waiting > 0) {
      if (Date.now() > deadline) throw new Error(`the server still holds a pull request of the killed consumer ${durable}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await nc.close();
  }
}

describe('the example event consumer (durable JetStream consumer, dedupe on the event id in PostgreSQL)', () => {
  it('handles each event exactly once across duplicate deliveries and a crash and restart', async () => {
    const durable = `activity-${tag}`;
    const [a, b, c, d, e, f] = Array.from({ length: 6 }, () => randomUUID());
    // Published before the consumer ever ran: a new durable consumer starts at the beginning of the stream.
    await publishPosted(a, 1000);
    await publishPosted(b, 0);
    await publishPosted(b, 0); // the relay publishing twice within the stream's window: the stream keeps one
    await publishPosted(b, 0, randomUUID()); // a copy the stream cannot recognise (e.g. after its window): the consumer must
    const first = new ConsumerProcess(durable);
    try {
      await first.until((lines) => lines.some((l) => l.msg === 'consuming'));
      await publishPosted(c, 2500);
      await first.until((lines) => lines.filter((l) => l.outcome === 'handled').length === 3 && lines.some((l) => l.outcome === 'duplicate'));
      expect(first.of('handled')).toEqual([a, b, c]);
      expect(first.of('duplicate')).toEqual([b]);
    } finally {
      await first.kill();
    }
    // The server keeps a pull request of a killed client until it notices the connection is gone; an event
    // published before that would be delivered to the dead process and come back only after the ack wait.
    await noPullWaiting(durable);

    // While it is down: two new events, and one already handled arriving again.
    await publishPosted(d, 1000);
    await publishPosted(a, 1000, randomUUID());
    await publishPosted(e, 0);
    // A list message (v2) holding a new call and one handled before (the same call published both ways).
    await publishPostedList(randomUUID(), [
      { eventId: f, amount: 700 },
      { eventId: c, amount: 2500 },
    ]);

    const second = new ConsumerProcess(durable);
    try {
      await second.until((lines) => lines.filter((l) => l.outcome === 'handled' || l.outcome === 'duplicate').length === 5);
      // Nothing acknowledged before the crash comes back; what came while it was down is handled once, a list's
      // items each by its own id.
      expect(second.of('handled')).toEqual([d, e, f]);
      expect(second.of('duplicate')).toEqual([a, c]);
    } finally {
      await second.stop();
    }

    const processed = await db.query<{ event_id: string }>(`SELECT event_id FROM event_consumer.processed_events WHERE consumer = $1 ORDER BY handled_at`, [durable]);
    expect(processed.rows.map((r) => r.event_id).sort()).toEqual([a, b, c, d, e, f].sort());
    const activity = await db.query<{ events: number; calls_posted: number; charged: string }>(`SELECT events, calls_posted, charged FROM event_consumer.tenant_activity WHERE tenant_id = $1`, [tenantId]);
    expect(activity.rows[0]).toEqual({ events: 6, calls_posted: 6, charged: String(1000 + 0 + 2500 + 1000 + 0 + 700) });

    // The server's side of it: everything acknowledged, nothing waiting.
    const nc = await connect({ servers: INFRA.natsUrl });
    try {
      const info = await (await jetstreamManager(nc)).consumers.info(stream, durable);
      expect(info.num_ack_pending).toBe(0);
      expect(info.num_pending).toBe(0);
    } finally {
      await nc.close();
    }
  });

  it('a handler that fails rolls back and the event comes again; one committed but never acked is not handled twice', async () => {
    const durable = `retry-${tag}`;
    const flaky = randomUUID();
    const committed = randomUUID();
    // As if a previous run had committed this one and crashed before its ack reached the server.
    await db.query(`INSERT INTO event_consumer.processed_events (consumer, event_id, subject) VALUES ($1, $2, 'svc.billing.call.posted.v1')`, [durable, committed]);
    const handled: string[] = [];
    const outcomes: Array<[string, string]> = [];
    let failures = 0;
    const consumer = await EventConsumer.start({
      natsUrl: INFRA.natsUrl,
      db,
      stream,
      subjectPrefix: prefix,
      durable,
      deliverFrom: 'new',
      retryDelayMs: 100,
      handler: async (event: DomainEvent, client) => {
        await client.query(`CREATE TABLE IF NOT EXISTS event_consumer.retry_test (event_id uuid)`);
        await client.query(`INSERT INTO event_consumer.retry_test VALUES ($1)`, [event.eventId]);
        if (event.eventId === flaky && failures++ === 0) throw new Error('downstream unavailable');
        handled.push(event.eventId);
      },
      onOutcome: (event, outcome) => outcomes.push([event.eventId, outcome]),
    });
    try {
      await publishPosted(flaky, 1000);
      await publishPosted(committed, 1000);
      const deadline = Date.now() + 10_000;
      while (outcomes.filter(([, o]) => o !== 'failed').length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await consumer.stop();
    }
    expect(outcomes).toEqual(expect.arrayContaining([[flaky, 'failed'], [flaky, 'handled'], [committed, 'duplicate']]));
    expect(outcomes).toHaveLength(3);
    expect(handled).toEqual([flaky]);
    // The failed attempt's writes were rolled back with it.
    const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_consumer.retry_test WHERE event_id = $1`, [flaky]);
    expect(rows.rows[0].n).toBe(1);
  });
});
