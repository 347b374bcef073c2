import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { BillingEvents, subjectPrefix, validateContract } from '@svc/contracts';
import { createLogger, dataSourceOptions, ensureDatabase, NatsServiceBus, OutboxRelay } from '@svc/platform';
import { INFRA } from '@svc/testkit';
import { billingSessionSettings } from '../src/config/billing.config.js';
import { BILLING_SCHEMA } from '../src/database/billing-schema.js';

// The relay prefixes subjects with SVC_SUBJECT_PREFIX, read when @svc/contracts loads: this file's own prefix
// (vi.hoisted runs before the imports), so its stream (`<prefix>svc.>`) overlaps no other suite's.
const PREFIX = vi.hoisted(() => {
  const prefix = `obx${process.pid}x${Date.now().toString(36)}.`;
  process.env.SVC_SUBJECT_PREFIX = prefix;
  return prefix;
});


/**
 * One outbox row per ledger statement (migration 1764600000000): the `call.posted` events of a batch of spends
 * are one row holding the list of their bodies, and the relay publishes one JetStream message per call, each with
 * a stable `eventId` (Nats-Msg-Id), so a pass published again after a failure is stored once. Real PostgreSQL,
 * real NATS and JetStream.
 */
const url = new URL(INFRA.databaseUrl);
url.pathname = `/svc_outbox_batch_${process.pid}`;
const STREAM = `SVC_OUTBOX_BATCH_${process.pid}_${Date.now().toString(36)}`;
const POSTED = `${PREFIX}svc.billing.call.posted.v1`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const logger = createLogger('outbox-batch-test', 'silent');

interface Heard {
  subject: string;
  msgId: string | undefined;
  data: Record<string, unknown>;
}

let db: DataSource;
let bus: NatsServiceBus;
let tap: NatsConnection;
/** Every message published under the prefix, as NATS delivered it (a second copy too: the stream drops it, not NATS). */
const heard: Heard[] = [];
const opened: DataSource[] = [];

beforeAll(async () => {
  expect(subjectPrefix()).toBe(PREFIX);
  await ensureDatabase(url.toString());
  db = await billingDb(BILLING_SCHEMA.migrations);
  bus = await NatsServiceBus.connect(INFRA.natsUrl, 'outbox-batch-test', PREFIX);
  await bus.ensureEventStream(STREAM, PREFIX);
  tap = await connect({ servers: INFRA.natsUrl, name: 'outbox-batch-tap' });
  tap.subscribe(`${PREFIX}svc.>`, {
    callback: (err, msg) => {
      if (err) return;
      heard.push({ subject: msg.subject, msgId: msg.headers?.get('Nats-Msg-Id'), data: (JSON.parse(msg.string()) as { data: Record<string, unknown> }).data });
    },
  });
  await tap.flush();
});

afterAll(async () => {
  await tap?.drain();
  await bus?.deleteStream(STREAM);
  await bus?.close();
  for (const ds of opened) if (ds.isInitialized) await ds.destroy();
  const admin = new pg.Client({ connectionString: INFRA.databaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${url.pathname.slice(1)}" WITH (FORCE)`);
  await admin.end();
});

/** A billing data source on the test database, migrated with `migrations` (the default session: every event written). */
async function billingDb(migrations: typeof BILLING_SCHEMA.migrations): Promise<DataSource> {
  const ds = new DataSource(dataSourceOptions({ kind: 'postgres', url: url.toString(), poolSize: 2 }, { ...BILLING_SCHEMA, migrations }, billingSessionSettings({ callEvents: undefined }, false)));
  opened.push(ds);
  await ds.initialize();
  return ds;
}

function relay(batch = 500): OutboxRelay {
  return new OutboxRelay(db, bus, 'billing', logger, { pollMs: 60_000, batch, lingerMs: 0 });
}

/** A tenant with a lease of 1,000 calls of its included pool; applies `calls` spends of it in one `apply_spends` (one INSERT). */
async function tenantWithSpends(ds: DataSource, calls: number): Promise<{ tenant: string; leaseId: string; requestIds: string[] }> {
  const tenant = randomUUID();
  const period = new Date().toISOString().slice(0, 7);
  await ds.query(`INSERT INTO billing.accounts (tenant_id, included_pool, pool_period, wallet) VALUES ($1, 10000, $2, 0)`, [tenant, period]);
  const [lease] = await ds.query<Array<{ lease_id: string }>>(`SELECT * FROM billing.grant_lease($1, 'gw-1', $2, 1000, 1000, 1, 60000)`, [tenant, period]);
  const requestIds = Array.from({ length: calls }, (_, i) => `call-${i}-${randomUUID()}`);
  await spend(ds, lease.lease_id, requestIds);
  return { tenant, leaseId: lease.lease_id, requestIds };
}

async function spend(ds: DataSource, leaseId: string, requestIds: string[], charged = requestIds.length): Promise<void> {
  const items = requestIds.map((request_id, i) => ({ lease_id: leaseId, request_id, product: i % 2 ? 'svc-small-json/grade' : 'svc-small-json/extract', amount: 1000 }));
  const [applied] = await ds.query<Array<{ charged: number }>>(`SELECT * FROM billing.apply_spends($1::jsonb)`, [JSON.stringify(items)]);
  expect(applied.charged).toBe(charged);
}

/** What the ledger and the accounts say: the relay's passes, failed or not, must leave it as it is. */
async function books(tenant: string): Promise<unknown> {
  const [account] = await db.query(`SELECT included_pool, pool_used, wallet FROM billing.accounts WHERE tenant_id = $1`, [tenant]);
  const ledger = await db.query(`SELECT request_id, kind, state, tier, amount FROM billing.ledger_entries WHERE tenant_id = $1 ORDER BY request_id`, [tenant]);
  const leases = await db.query(`SELECT spent, calls, state FROM billing.leases WHERE tenant_id = $1`, [tenant]);
  return { account, ledger, leases };
}

async function stored(subject: string): Promise<number> {
  const jsm = await jetstreamManager(tap);
  return (await jsm.streams.info(STREAM, { subjects_filter: subject })).state.subjects?.[subject] ?? 0;
}

async function outboxRows(): Promise<Array<{ subject: string; events: number }>> {
  return db.query(
    `SELECT subject, CASE WHEN jsonb_typeof(payload) = 'array' THEN jsonb_array_length(payload) ELSE 1 END AS events FROM billing.outbox ORDER BY seq`,
  );
}

const ofTenant = (tenant: string): Heard[] => heard.filter((h) => h.data.tenantId === tenant);

async function settle(): Promise<void> {
  await tap.flush();
  await new Promise((r) => setTimeout(r, 100));
}

describe('one outbox row per statement for the per-call events (real PostgreSQL, NATS, JetStream)', () => {
  it('a batch of N spends is one outbox row and N JetStream messages, bodies as the ledger says, distinct ids', async () => {
    const N = 50;
    const { tenant, requestIds } = await tenantWithSpends(db, N);
    expect(await outboxRows()).toEqual([{ subject: 'svc.billing.call.posted.v1', events: N }]);
    const before = await stored(POSTED);

    expect(await relay().publishBatch()).toBe(N);
    await settle();

    expect(await outboxRows()).toEqual([]);
    expect(await stored(POSTED)).toBe(before + N);
    const got = ofTenant(tenant);
    expect(got).toHaveLength(N);
    // One message per call, in the order of the batch, each a valid CallSettledEvent with the ledger's figures.
    expect(got.map((h) => h.data.requestId)).toEqual(requestIds);
    const ledger = await db.query<Array<{ request_id: string; tier: string; amount: string; product: string; period: string }>>(
      `SELECT request_id, tier, amount, product, period FROM billing.ledger_entries WHERE tenant_id = $1`,
      [tenant],
    );
    const byRequest = new Map(ledger.map((e) => [e.request_id, e]));
    for (const h of got) {
      expect(h.subject).toBe(POSTED);
      expect(() => validateContract(BillingEvents.callPosted.payload, h.data, h.subject)).not.toThrow();
      const entry = byRequest.get(h.data.requestId as string)!;
      expect(h.data).toEqual({
        eventId: h.msgId,
        tenantId: tenant,
        requestId: entry.request_id,
        product: entry.product,
        tier: 'included',
        amount: 0,
        period: entry.period,
      });
      expect(h.msgId).toMatch(UUID);
    }
    expect(new Set(got.map((h) => h.msgId)).size).toBe(N);
  });

  it('a pass JetStream refuses part of is published again with the same ids: the stream keeps one copy of each', async () => {
    const N = 20;
    const { tenant } = await tenantWithSpends(db, N);
    const booksBefore = await books(tenant);
    // An event no stream takes (no `svc.` subject), after the list: JetStream answers "no responders" for it
    // while it stored the list's events, so the pass fails and its transaction rolls back.
    await db.query(`INSERT INTO billing.outbox (subject, payload) VALUES ('nostream.test.v1', '{"tenantId":"x"}')`);
    const before = await stored(POSTED);

    await expect(relay().publishBatch()).rejects.toThrow(/JetStream/);
    await settle();
    expect(await outboxRows()).toEqual([
      { subject: 'svc.billing.call.posted.v1', events: N },
      { subject: 'nostream.test.v1', events: 1 },
    ]);
    expect(await stored(POSTED)).toBe(before + N); // published once already
    const first = ofTenant(tenant).map((h) => h.msgId);
    expect(first).toHaveLength(N);

    await db.query(`DELETE FROM billing.outbox WHERE subject = 'nostream.test.v1'`);
    expect(await relay().publishBatch()).toBe(N);
    await settle();
    const all = ofTenant(tenant).map((h) => h.msgId);
    expect(all).toHaveLength(2 * N); // NATS delivered both copies...
    expect(all.slice(N)).toEqual(first); // ...with the same ids,
    expect(await stored(POSTED)).toBe(before + N); // so the stream kept one of each
    expect(await books(tenant)).toEqual(booksBefore);
  });

  it('a pass rolled back after JetStream acknowledged it is published again with the same ids, stored once', async () => {
    const N = 30;
    const { tenant } = await tenantWithSpends(db, N);
    const booksBefore = await books(tenant);
    const before = await stored(POSTED);
    const real = bus.publishRecordedBatch.bind(bus);
    bus.publishRecordedBatch = async (events) => {
      await real(events);
      throw new Error('lost after the acknowledgement'); // as if the commit failed: the rows come back
    };
    try {
      await expect(relay().publishBatch()).rejects.toThrow('lost after the acknowledgement');
    } finally {
      bus.publishRecordedBatch = real;
    }
    expect(await outboxRows()).toEqual([{ subject: 'svc.billing.call.posted.v1', events: N }]);
    expect(await relay().publishBatch()).toBe(N);
    await settle();
    const ids = ofTenant(tenant).map((h) => h.msgId);
    expect(ids).toHaveLength(2 * N);
    expect(ids.slice(N)).toEqual(ids.slice(0, N));
    expect(new Set(ids).size).toBe(N);
    expect(await stored(POSTED)).toBe(before + N);
    expect(await books(tenant)).toEqual(booksBefore);
  });

  it('SVC_OUTBOX_BATCH bounds a pass by events, in seq order, a row never split', async () => {
    const { tenant, leaseId } = await tenantWithSpends(db, 30);
    await spend(db, leaseId, Array.from({ length: 30 }, () => randomUUID()));
    await db.query(`SELECT billing.top_up($1, 'topup-1', 5000, $2)`, [tenant, new Date().toISOString().slice(0, 7)]);
    expect((await outboxRows()).map((r) => r.events)).toEqual([30, 30, 1]);
    const r = relay(25);
    expect(await r.publishBatch()).toBe(30); // the first row, whole
    expect(await r.publishBatch()).toBe(30);
    expect(await r.publishBatch()).toBe(1);
    await settle();
    expect(ofTenant(tenant).map((h) => h.subject.slice(PREFIX.length))).toEqual([...Array<string>(60).fill('svc.billing.call.posted.v1'), 'svc.billing.wallet.topped-up.v1']);
  });

  it('a batch applied again with some new calls charges and announces only the new ones (the plain insert undone, then ON CONFLICT)', async () => {
    const { tenant, leaseId, requestIds } = await tenantWithSpends(db, 10);
    await relay().publishBatch();
    const fresh = Array.from({ length: 5 }, () => `late-${randomUUID()}`);
    await spend(db, leaseId, [...requestIds.slice(0, 4), ...fresh, ...requestIds.slice(4)], 5);
    await spend(db, leaseId, [fresh[0], fresh[0]], 0); // the same call twice in one batch, already charged
    expect(await outboxRows()).toEqual([{ subject: 'svc.billing.call.posted.v1', events: 5 }]);
    const [lease] = await db.query<Array<{ spent: string; calls: number }>>(`SELECT spent, calls FROM billing.leases WHERE id = $1`, [leaseId]);
    expect({ spent: Number(lease.spent), calls: lease.calls }).toEqual({ spent: 15, calls: 15 });
    const [ledger] = await db.query<Array<{ n: number; distinct: number }>>(
      `SELECT count(*)::int AS n, count(DISTINCT request_id)::int AS distinct FROM billing.ledger_entries WHERE tenant_id = $1`,
      [tenant],
    );
    expect(ledger).toEqual({ n: 15, distinct: 15 });
    expect(await relay().publishBatch()).toBe(5);
    await settle();
    expect(ofTenant(tenant).map((h) => h.data.requestId)).toEqual([...requestIds, ...fresh]);
  });

  it('a new call twice in one batch is charged once', async () => {
    const { tenant, leaseId } = await tenantWithSpends(db, 1);
    const twice = `twice-${randomUUID()}`;
    await spend(db, leaseId, [twice, twice], 1);
    const rows = await db.query<Array<{ request_id: string }>>(`SELECT request_id FROM billing.ledger_entries WHERE tenant_id = $1 AND request_id = $2`, [tenant, twice]);
    expect(rows).toHaveLength(1);
    await relay().publishBatch();
  });

  it('rows written before the migration (one per call) and after it (one per batch) publish alike', async () => {
    // A second database migrated up to the migration before this one, with the old trigger writing a row per call.
    const oldUrl = new URL(url);
    oldUrl.pathname = `${url.pathname}_old`;
    await ensureDatabase(oldUrl.toString());
    const migrations = BILLING_SCHEMA.migrations;
    const options = (m: typeof migrations) =>
      dataSourceOptions({ kind: 'postgres', url: oldUrl.toString(), poolSize: 2 }, { ...BILLING_SCHEMA, migrations: m }, billingSessionSettings({ callEvents: undefined }, false));
    const old = new DataSource(options(migrations.slice(0, migrations.findIndex((m) => m.name === 'CallEventsPerStatementRow1764600000000'))));
    opened.push(old);
    try {
      await old.initialize();
      const { tenant, leaseId, requestIds } = await tenantWithSpends(old, 5);
      expect((await old.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM billing.outbox`))[0].n).toBe(5);
      await old.destroy();
      const upgraded = new DataSource(options(migrations));
      opened.push(upgraded);
      await upgraded.initialize(); // runs this migration
      const later = Array.from({ length: 7 }, () => randomUUID());
      await spend(upgraded, leaseId, later);
      expect((await upgraded.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM billing.outbox`))[0].n).toBe(6);
      const r = new OutboxRelay(upgraded, bus, 'billing', logger, { pollMs: 60_000, batch: 500, lingerMs: 0 });
      expect(await r.publishBatch()).toBe(12);
      await settle();
      const got = ofTenant(tenant);
      expect(got.map((h) => h.data.requestId)).toEqual([...requestIds, ...later]);
      expect(new Set(got.map((h) => h.msgId)).size).toBe(12);
      for (const h of got) expect(h.data.eventId).toBe(h.msgId);
      await upgraded.destroy();
    } finally {
      const admin = new pg.Client({ connectionString: INFRA.databaseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${oldUrl.pathname.slice(1)}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
