import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { BillingEvents, BillingSubjects, validateContract, type CallSettledEvent, type RequestSubject, type WalletChangedEvent } from '@svc/contracts';
import { NatsServiceBus } from '@svc/platform';
import { DistributedSuite, EventTap, INFRA } from '@svc/testkit';

let suite: DistributedSuite;
let bus: NatsServiceBus;
let posted: EventTap<CallSettledEvent>;
let released: EventTap<CallSettledEvent>;
let toppedUp: EventTap<WalletChangedEvent>;
/** Every billing event as published, with its subject (without the suite's prefix). */
let billingEvents: Array<{ subject: string; body: Record<string, unknown> }>;
let billingTap: NatsConnection;
const on = <Q extends object, R>(s: RequestSubject<Q, R>): RequestSubject<Q, R> => ({ ...s, name: suite.subjectPrefix + s.name });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  // Both forms of `call.posted` (SVC_CALL_POSTED_FORMAT=both): one message per call (v1) and one list per ledger
  // statement (v2), whose items must be the same events with the same ids.
  suite = await DistributedSuite.start({ env: { SVC_CALL_POSTED_FORMAT: 'both' } });
  bus = await NatsServiceBus.connect(INFRA.natsUrl, 'ledger-events-test');
  posted = await EventTap.open(`${suite.subjectPrefix}svc.billing.call.posted.v1`);
  released = await EventTap.open(`${suite.subjectPrefix}svc.billing.call.released.v1`);
  toppedUp = await EventTap.open(`${suite.subjectPrefix}svc.billing.wallet.topped-up.v1`);
  billingEvents = [];
  billingTap = await connect({ servers: INFRA.natsUrl, name: 'billing-events-tap' });
  billingTap.subscribe(`${suite.subjectPrefix}svc.billing.>`, {
    callback: (err, msg) => {
      if (!err) billingEvents.push({ subject: msg.subject.slice(suite.subjectPrefix.length), body: (JSON.parse(msg.string()) as { data: Record<string, unknown> }).data });
    },
  });
  await billingTap.flush();
});
afterAll(async () => {
  for (const tap of [posted, released, toppedUp]) await tap?.close();
  await billingTap?.drain();
  await bus?.close();
  await suite?.stop();
});

async function outboxSize(): Promise<number> {
  const { rows } = await suite.db.query<{ n: string }>(`SELECT count(*) AS n FROM billing.outbox`);
  return Number(rows[0].n);
}

describe('ledger events through the outbox (real PostgreSQL, NATS and JetStream)', () => {
  it('a top-up, a posted call and a released call each publish one event with the ledger figures', async () => {
    const { tenantId } = await suite.createTenant({ included_pool: 1, wallet: 5000 });
    const opening = await toppedUp.next((e) => e.tenantId === tenantId);
    expect(opening).toMatchObject({ tenantId, amount: 5000 });
    expect(opening.eventId).toMatch(UUID);

    const pooled = randomUUID();
    await bus.request(on(BillingSubjects.hold), { requestId: pooled, tenantId, product: 'svc-small-json/grade' });
    await bus.request(on(BillingSubjects.settle), { requestId: pooled, tenantId, outcome: 'posted' });
    const paid = randomUUID();
    await bus.request(on(BillingSubjects.hold), { requestId: paid, tenantId, product: 'svc-small-json/extract' });
    await bus.request(on(BillingSubjects.settle), { requestId: paid, tenantId, outcome: 'released' });

    const post = await posted.next((e) => e.requestId === pooled);
    expect(post).toMatchObject({ tenantId, product: 'svc-small-json/grade', tier: 'included', amount: 0 });
    expect(post.period).toMatch(/^\d{4}-\d{2}$/);
    const release = await released.next((e) => e.requestId === paid);
    expect(release).toMatchObject({ tenantId, product: 'svc-small-json/extract', tier: 'paid', amount: 1000 });
    expect(release.eventId).not.toBe(post.eventId);

    // The stream keeps them for consumers that were offline, and the outbox empties once they are stored.
    expect(await suite.lastEvent('svc.billing.call.released.v1')).toMatchObject({ requestId: paid, eventId: release.eventId });
    const deadline = Date.now() + 5_000;
    while ((await outboxSize()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await outboxSize()).toBe(0);
    // A replayed settle moves nothing, so it publishes nothing.
    await bus.request(on(BillingSubjects.settle), { requestId: paid, tenantId, outcome: 'released' });
    await new Promise((r) => setTimeout(r, 300));
    expect(released.received.filter((e) => e.requestId === paid)).toHaveLength(1);
  });

  it('a batch of settles charges each call as asked and publishes each settled call once, the posted ones as one list', async () => {
    const { tenantId } = await suite.createTenant({ included_pool: 2, wallet: 5000 });
    const ids = Array.from({ length: 6 }, () => randomUUID());
    const held = await bus.request(on(BillingSubjects.holdBatch), { items: ids.map((requestId) => ({ requestId, tenantId, product: 'svc-small-json/grade' })) });
    expect(held.map((h) => ('ok' in h ? h.ok.tier : 'refused'))).toEqual(['included', 'included', 'paid', 'paid', 'paid', 'paid']);
    await bus.request(on(BillingSubjects.settle), { requestId: ids[5], tenantId, outcome: 'released' }); // settled before the batch
    const reply = await bus.request(on(BillingSubjects.settleBatch), {
      items: [
        { requestId: ids[0], tenantId, outcome: 'posted' }, // a pool call
        { requestId: ids[2], tenantId, outcome: 'released' }, // a wallet call given back
        { requestId: ids[0], tenantId, outcome: 'released' }, // a repeat in the same batch: stays posted
        { requestId: ids[3], tenantId, outcome: 'posted' }, // a wallet call charged
        { requestId: ids[4], tenantId, outcome: 'released' },
        { requestId: ids[4], tenantId, outcome: 'posted' }, // released first in the batch: stays released
        { requestId: randomUUID(), tenantId, outcome: 'posted' }, // no such hold
        { requestId: ids[5], tenantId, outcome: 'posted' }, // released before: stays released
        { requestId: ids[1], tenantId, outcome: 'posted' },
      ],
    });
    expect(reply).toEqual([
      { ok: { state: 'posted' } },
      { ok: { state: 'released' } },
      { ok: { state: 'posted' } },
      { ok: { state: 'posted' } },
      { ok: { state: 'released' } },
      { ok: { state: 'released' } },
      { error: expect.objectContaining({ svc_error: 'not_found' }) },
      { ok: { state: 'released' } },
      { ok: { state: 'posted' } },
    ]);
    const states = await suite.db.query<{ request_id: string; state: string }>(`SELECT request_id, state FROM billing.ledger_entries WHERE tenant_id = $1 AND kind = 'hold'`, [tenantId]);
    expect(Object.fromEntries(states.rows.map((r) => [r.request_id, r.state]))).toEqual({
      [ids[0]]: 'posted', [ids[1]]: 'posted', [ids[2]]: 'released', [ids[3]]: 'posted', [ids[4]]: 'released', [ids[5]]: 'released',
    });
    // Two pool calls used, one wallet call charged; the three given back returned their 1000 each.
    expect((await suite.admin('GET', `/admin/tenants/${tenantId}`)).body).toMatchObject({ pool_used: 2, wallet: 4000 });

    const postedIds = [ids[0], ids[1], ids[3]].sort();
    const ofTenant = (subject: string) => billingEvents.filter((e) => e.subject === subject && e.body.tenantId === tenantId);
    const lists = () => billingEvents.filter((e) => e.subject === 'svc.billing.call.posted.v2' && (e.body.events as Array<Record<string, unknown>>).some((i) => i.tenantId === tenantId));
    await expect.poll(() => ofTenant('svc.billing.call.posted.v1').length + ofTenant('svc.billing.call.released.v1').length + lists().length, { timeout: 10_000 }).toBe(7);
    await new Promise((r) => setTimeout(r, 300)); // nothing more comes
    expect(ofTenant('svc.billing.call.posted.v1').map((e) => e.body.requestId).sort()).toEqual(postedIds);
    expect(ofTenant('svc.billing.call.released.v1').map((e) => e.body.requestId).sort()).toEqual([ids[2], ids[4], ids[5]].sort());
    // The batch's posts were one statement: one list message holding the three, with the v1 events' ids.
    expect(lists()).toHaveLength(1);
    const items = lists()[0].body.events as Array<Record<string, unknown>>;
    expect(items.map((i) => i.requestId).sort()).toEqual(postedIds);
    expect(items.map((i) => i.eventId).sort()).toEqual(ofTenant('svc.billing.call.posted.v1').map((e) => e.body.eventId).sort());
  });

  it('an event committed while billing is down is published when it comes back', async () => {
    const { tenantId } = await suite.createTenant({ included_pool: 0, wallet: 3000 });
    const requestId = randomUUID();
    await bus.request(on(BillingSubjects.hold), { requestId, tenantId, product: 'svc-small-json/guard' });
    await suite.stopApp('billing');
    // The change commits with its event (the ledger's trigger) while no relay runs: as after a crash.
    await suite.db.query(`UPDATE billing.ledger_entries SET state = 'posted', settled_at = now() WHERE tenant_id = $1 AND request_id = $2`, [tenantId, requestId]);
    expect(await outboxSize()).toBeGreaterThan(0);
    suite.startApp('billing');
    const event = await posted.next((e) => e.requestId === requestId, 20_000);
    expect(event).toMatchObject({ tenantId, tier: 'paid', amount: 1000 });
    await suite.waitHealthy();
  });

  it('a second copy of an event (same id) is dropped by the stream', async () => {
    await bus.ensureEventStream(suite.eventStream, suite.subjectPrefix);
    const subject = `${suite.subjectPrefix}svc.billing.wallet.adjusted.v1`;
    const eventId = randomUUID();
    const body = { eventId, tenantId: randomUUID(), requestId: 'dup-test', amount: 1 };
    await bus.publishRecorded(subject, body, eventId);
    await bus.publishRecorded(subject, body, eventId);
    const nc = await connect({ servers: INFRA.natsUrl });
    try {
      const info = await (await jetstreamManager(nc)).streams.info(suite.eventStream, { subjects_filter: subject });
      expect(info.state.subjects?.[subject]).toBe(1);
    } finally {
      await nc.close();
    }
  });

  it("the relay's batch publish stores each event once by its id, and fails when no stream takes a subject", async () => {
    await bus.ensureEventStream(suite.eventStream, suite.subjectPrefix);
    const subject = `${suite.subjectPrefix}svc.billing.wallet.adjusted.v1`;
    const requestId = `batch-test-${randomUUID()}`;
    const events = [randomUUID(), randomUUID(), randomUUID()].map((eventId) => ({ subject, eventId, payload: { eventId, tenantId: randomUUID(), requestId, amount: 1 } }));
    const nc = await connect({ servers: INFRA.natsUrl });
    try {
      const jsm = await jetstreamManager(nc);
      const before = (await jsm.streams.info(suite.eventStream, { subjects_filter: subject })).state.subjects?.[subject] ?? 0;
      await bus.publishRecordedBatch(events);
      await bus.publishRecordedBatch([events[0], events[2]]); // a pass retried after a lost acknowledgement
      const after = (await jsm.streams.info(suite.eventStream, { subjects_filter: subject })).state.subjects?.[subject] ?? 0;
      expect(after - before).toBe(3);
    } finally {
      await nc.close();
    }
    await expect(bus.publishRecordedBatch([{ subject: `no-stream-${randomUUID()}`, eventId: randomUUID(), payload: {} }])).rejects.toThrow(/JetStream/);
  });

  it('every kind of ledger change publishes an event that validates against its class in @svc/contracts', async () => {
    const { tenantId } = await suite.createTenant({ included_pool: 1, wallet: 5000 }); // wallet: topped-up
    const call = async (outcome: 'posted' | 'released', product: string): Promise<void> => {
      const requestId = randomUUID();
      await bus.request(on(BillingSubjects.hold), { requestId, tenantId, product });
      await bus.request(on(BillingSubjects.settle), { requestId, tenantId, outcome });
    };
    await call('posted', 'svc-small-json/grade'); // the pool's call
    await call('released', 'svc-small-json/extract'); // a wallet call given back
    await call('posted', 'svc-small-json/guard'); // a wallet call charged
    expect((await suite.admin('PATCH', `/admin/tenants/${tenantId}`, { wallet: 1500 })).status).toBe(200); // 4000 → 1500: adjusted (2500 taken away)
    expect((await suite.admin('PATCH', `/admin/tenants/${tenantId}`, { wallet: 2500 })).status).toBe(200); // 1500 → 2500: a top-up of 1000
    expect((await suite.admin('POST', `/admin/tenants/${tenantId}/topup`, { amount: 700 })).status).toBe(200);
    const spare = await suite.createTenant({ included_pool: 1 });
    await bus.request(on(BillingSubjects.closeAccount), { requestId: randomUUID(), tenantId: spare.tenantId }); // account closed

    const mine = (body: Record<string, unknown>) => body.tenantId === tenantId || body.tenantId === spare.tenantId;
    const ofTenants = () => billingEvents.filter((e) => mine(e.body) || (Array.isArray(e.body.events) && (e.body.events as Array<Record<string, unknown>>).some(mine)));
    const deadline = Date.now() + 10_000;
    while (ofTenants().length < 10 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const events = ofTenants();
    expect(events.map((e) => e.subject).sort()).toEqual([
      'svc.billing.account.closed.v1',
      'svc.billing.call.posted.v1',
      'svc.billing.call.posted.v1',
      'svc.billing.call.posted.v2',
      'svc.billing.call.posted.v2',
      'svc.billing.call.released.v1',
      'svc.billing.wallet.adjusted.v1',
      'svc.billing.wallet.topped-up.v1',
      'svc.billing.wallet.topped-up.v1',
      'svc.billing.wallet.topped-up.v1',
    ]);
    // Each body is an instance of the class its subject names in BillingEvents; `validateContract` throws on any
    // missing or mistyped field, so a trigger that drifts from the contract fails here.
    const classOf = new Map(Object.values(BillingEvents).map((e) => [e.base, e.payload]));
    for (const { subject, body } of events) {
      const cls = classOf.get(subject);
      expect(cls, subject).toBeDefined();
      expect(() => validateContract(cls!, body, subject)).not.toThrow();
    }
    // The lists (v2) hold exactly the v1 events, ids included; a list's own id is none of theirs.
    const v1 = events.filter((e) => e.subject === 'svc.billing.call.posted.v1').map((e) => e.body);
    const lists = events.filter((e) => e.subject === 'svc.billing.call.posted.v2').map((e) => e.body as { eventId: string; events: Array<Record<string, unknown>> });
    const byId = (a: Record<string, unknown>, b: Record<string, unknown>) => String(a.eventId).localeCompare(String(b.eventId));
    expect(lists.flatMap((l) => l.events).sort(byId)).toEqual([...v1].sort(byId));
    for (const list of lists) expect(v1.map((e) => e.eventId)).not.toContain(list.eventId);
    // Every event the contract lists was seen, and the amounts are the ledger's.
    expect(new Set(events.map((e) => e.subject))).toEqual(new Set(classOf.keys()));
    expect(events.find((e) => e.subject === 'svc.billing.wallet.adjusted.v1')?.body).toMatchObject({ tenantId, amount: 2500 });
    expect(events.filter((e) => e.subject === 'svc.billing.wallet.topped-up.v1').map((e) => Number(e.body.amount)).sort((a, b) => a - b)).toEqual([700, 1000, 5000]);
  });
});
