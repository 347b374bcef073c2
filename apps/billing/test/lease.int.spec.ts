import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingLeaseSignals, BillingLeaseSubjects, BillingSubjects, SPEND_QUEUE, type HoldView, type LeaseRecall, type RequestSubject, type SpendBatch } from '@svc/contracts';
import { NatsServiceBus } from '@svc/platform';
import { DistributedSuite, INFRA } from '@svc/testkit';
import { ledgerSums, openLeases } from '../../gateway/test/ledger-sums.js';

/**
 * The lease path's money, message by message against billing (real PostgreSQL, NATS and JetStream): grants take
 * budget out of the account at once, a spend batch charges each call once however often it arrives, a return
 * gives the rest back once every spend is applied, and an expired lease nobody returned is closed by the sweep.
 */
let suite: DistributedSuite;
let bus: NatsServiceBus;
const on = <Q extends object, R>(s: RequestSubject<Q, R>): RequestSubject<Q, R> => ({ ...s, name: suite.subjectPrefix + s.name });
const gatewayId = `test-${randomUUID()}`;
let seq = 0;

beforeAll(async () => {
  suite = await DistributedSuite.start({
    env: { SVC_HOLD_TIMEOUT_SECONDS: '1', SVC_HOLD_SWEEP_SECONDS: '1', SVC_LEASE_SECONDS: '1', SVC_LEASE_MIN_CALLS: '4', SVC_PRICE_PER_CALL: '1000' },
  });
  bus = await NatsServiceBus.connect(INFRA.natsUrl, 'lease-test', suite.subjectPrefix);
  // This test plays the gateways: it hears billing's recalls.
  bus.subscribe({ ...BillingLeaseSignals.recall, name: suite.subjectPrefix + BillingLeaseSignals.recall.name }, (m) => void recalled.get(m.tenantId)?.(m));
});
const recalled = new Map<string, (m: LeaseRecall) => Promise<void>>();
afterAll(async () => {
  await bus?.close();
  await suite?.stop();
});

const grant = (tenantId: string, wantedCalls: number) => bus.request(on(BillingLeaseSubjects.grant), { tenantId, gatewayId, wantedCalls });
const batchOf = (leaseId: string, n: number, amount = 0): SpendBatch => ({
  gatewayId,
  seq: ++seq,
  items: Array.from({ length: n }, () => ({ leaseId, requestId: randomUUID(), product: 'svc-small-json/grade', amount })),
});
const publish = (batch: SpendBatch) => bus.durableQueue<SpendBatch>(SPEND_QUEUE).put(`${batch.gatewayId}-${batch.seq}`, batch);
const lease = async (id: string) => (await suite.db.query(`SELECT state, granted::int, spent::int, calls FROM billing.leases WHERE id = $1`, [id])).rows[0] as { state: string; granted: number; spent: number; calls: number };
const posted = async (tenantId: string) => Number((await suite.db.query(`SELECT count(*) FROM billing.ledger_entries WHERE tenant_id = $1 AND kind = 'hold' AND state = 'posted'`, [tenantId])).rows[0].count);
const balanced = async (tenantId: string) => {
  const sums = await ledgerSums(suite.db, tenantId);
  expect(sums.wallet).toBe(sums.walletFromLedger);
  expect(sums.poolUsed).toBe(sums.poolUsedFromLedger);
  return { ...sums, openLeases: await openLeases(suite.db, tenantId) };
};

/** A hold (or a reclaim) posted at once, as a gateway settles an answered call (a held one would be released by timeout). */
const posting = (subject: RequestSubject<{ requestId: string; tenantId: string; product: string }, HoldView>) => async (tenantId: string) => {
  const requestId = randomUUID();
  const view = await bus.request(on(subject), { requestId, tenantId, product: 'svc-small-json/grade' });
  await bus.request(on(BillingSubjects.settle), { requestId, tenantId, outcome: 'posted' });
  return view;
};
const hold = posting(BillingSubjects.hold);
const reclaim = posting(BillingLeaseSubjects.reclaim);

describe('leases of a tenant budget (billing, real PostgreSQL and JetStream)', () => {
  it('grants at most half the pool left, out of reach of holds; a batch applied twice charges once; the return gives the rest back', async () => {
    const { tenantId } = await suite.createTenant({ included_pool: 40, wallet: 0 });
    const g = await grant(tenantId, 100);
    expect(g).toMatchObject({ tier: 'included', granted: 20, poolLeft: 20, ttlMs: 1000 });
    expect(g.leaseId).toBeTruthy();
    expect(await balanced(tenantId)).toMatchObject({ poolUsed: 20, openLeases: 1 });

    const batch = batchOf(g.leaseId!, 3);
    expect(await bus.request(on(BillingLeaseSubjects.spend), batch)).toEqual({ charged: 3 });
    expect(await bus.request(on(BillingLeaseSubjects.spend), batch)).toEqual({ charged: 0 });
    // The same batch through the stream (a gateway's publish retried after billing applied it directly).
    await publish(batch);
    await expect.poll(async () => { const at = await bus.durableQueue(SPEND_QUEUE).positions(); return at.oldest > at.newest; }, { timeout: 10_000 }).toBe(true);
    expect(await posted(tenantId)).toBe(3);
    expect(await lease(g.leaseId!)).toMatchObject({ state: 'open', spent: 3, calls: 3 });
    // One list message (call.posted.v2, the default form) for the batch's statement, one item per call charged.
    await expect.poll(() => suite.lastEvent('svc.billing.call.posted.v2'), { timeout: 5_000 }).not.toBeNull();
    const list = (await suite.lastEvent('svc.billing.call.posted.v2')) as { events: Array<{ requestId: string; tier: string; amount: number }> };
    expect(list.events.map((e) => e.requestId).sort()).toEqual(batch.items.map((i) => i.requestId).sort());
    expect(list.events.every((e) => e.tier === 'included' && e.amount === 0)).toBe(true);

    expect(await bus.request(on(BillingLeaseSubjects.return), { leaseId: g.leaseId!, spent: 3 })).toEqual({ state: 'closed' });
    expect(await balanced(tenantId)).toMatchObject({ poolUsed: 3, openLeases: 0 });
    // Returned again: nothing moves.
    expect(await bus.request(on(BillingLeaseSubjects.return), { leaseId: g.leaseId!, spent: 3 })).toEqual({ state: 'closed' });
    // A spend arriving after the close is not charged (the gateway stops publishing long before).
    expect(await bus.request(on(BillingLeaseSubjects.spend), batchOf(g.leaseId!, 1))).toEqual({ charged: 0 });
    expect(await balanced(tenantId)).toMatchObject({ poolUsed: 3 });
  });

  it('a lease returned before its spends are applied closes when the last of them is', async () => {
    const { tenantId } = await suite.createTenant({ included_pool: 100, wallet: 0 });
    const g = await grant(tenantId, 10);
    expect(g).toMatchObject({ tier: 'included', granted: 10 });
    expect(await bus.request(on(BillingLeaseSubjects.return), { leaseId: g.leaseId!, spent: 4 })).toEqual({ state: 'returning' });
    await publish(batchOf(g.leaseId!, 1));
    await publish(batchOf(g.leaseId!, 3));
    await expect.poll(async () => (await lease(g.leaseId!)).state, { timeout: 10_000 }).toBe('closed');
    expect(await balanced(tenantId)).toMatchObject({ poolUsed: 4, openLeases: 0 });
  });

  it('leases the wallet once the pool is gone, charging each call its price', async () => {
    const { tenantId } = await suite.createTenant({ included_pool: 0, wallet: 100_000 });
    const g = await grant(tenantId, 10);
    expect(g).toMatchObject({ tier: 'paid', granted: 10_000, poolLeft: 0, prices: { perCall: 1000 } });
    expect(await balanced(tenantId)).toMatchObject({ wallet: 90_000 });
    expect(await bus.request(on(BillingLeaseSubjects.spend), batchOf(g.leaseId!, 2, 1000))).toEqual({ charged: 2 });
    expect(await bus.request(on(BillingLeaseSubjects.return), { leaseId: g.leaseId!, spent: 2000 })).toEqual({ state: 'closed' });
    expect(await balanced(tenantId)).toMatchObject({ wallet: 98_000, openLeases: 0 });
  });

  it('refuses a lease near the end of the budget: the per-call holds take the rest exactly', async () => {
    const { tenantId } = await suite.createTenant({ included_pool: 10, wallet: 0 });
    const first = await grant(tenantId, 100);
    expect(first).toMatchObject({ tier: 'included', granted: 5 });
    expect(await grant(tenantId, 100)).toMatchObject({ leaseId: null, tier: null, poolLeft: 5 });
    const holds = await Promise.allSettled(
      Array.from({ length: 6 }, () => bus.request(on(BillingSubjects.hold), { requestId: randomUUID(), tenantId, product: 'svc-small-json/grade' })),
    );
    expect(holds.filter((h) => h.status === 'fulfilled')).toHaveLength(5);
    expect(await balanced(tenantId)).toMatchObject({ poolUsed: 10 });
  });

  it('closes an expired lease nobody returned once its spends are applied, giving the rest back', async () => {
    const { tenantId } = await suite.createTenant({ included_pool: 100, wallet: 0 });
    const g = await grant(tenantId, 10);
    await publish(batchOf(g.leaseId!, 2));
    // 1 s to spend it, 1 s of grace (SVC_HOLD_TIMEOUT_SECONDS), swept every second.
    await expect.poll(async () => (await lease(g.leaseId!)).state, { timeout: 15_000, interval: 250 }).toBe('closed');
    expect(await lease(g.leaseId!)).toMatchObject({ spent: 2 });
    expect(await balanced(tenantId)).toMatchObject({ poolUsed: 2, openLeases: 0 });
  });

  it('a pool lease of last month neither spends nor gives back this month\'s pool', async () => {
    const { tenantId } = await suite.createTenant({ included_pool: 100, wallet: 0 });
    const g = await grant(tenantId, 10);
    // As if granted last month: the account's pool still counts that month.
    await suite.db.query(`UPDATE billing.leases SET period = '2000-01' WHERE id = $1`, [g.leaseId]);
    await suite.db.query(`UPDATE billing.accounts SET pool_period = '2000-01' WHERE tenant_id = $1`, [tenantId]);
    expect(await bus.request(on(BillingLeaseSubjects.spend), batchOf(g.leaseId!, 2))).toEqual({ charged: 2 });
    // The first hold of the new month starts the pool over.
    await bus.request(on(BillingSubjects.hold), { requestId: randomUUID(), tenantId, product: 'svc-small-json/grade' });
    expect(await bus.request(on(BillingLeaseSubjects.return), { leaseId: g.leaseId!, spent: 2 })).toEqual({ state: 'closed' });
    expect(await balanced(tenantId)).toMatchObject({ poolUsed: 1, openLeases: 0 });
    const periods = await suite.db.query(`SELECT period, count(*)::int AS n FROM billing.ledger_entries WHERE tenant_id = $1 GROUP BY period ORDER BY period`, [tenantId]);
    expect(periods.rows).toEqual([{ period: '2000-01', n: 2 }, { period: new Date().toISOString().slice(0, 7), n: 1 }]);
  });

  it('a hold refused while a lease holds the rest recalls it: the gateway makes its spend durable, returns the lease, and the hold is taken', async () => {
    const { tenantId } = await suite.createTenant({ included_pool: 10, wallet: 0 });
    const g = await grant(tenantId, 100);
    expect(g).toMatchObject({ tier: 'included', granted: 5 });
    for (let i = 0; i < 5; i++) await hold(tenantId);
    await expect(hold(tenantId)).rejects.toMatchObject({ code: 'balance_empty' });
    let recalls = 0;
    recalled.set(tenantId, async () => {
      recalls++;
      // The gateway's unreported spend first, then the return of the lease with everything it spent.
      await publish(batchOf(g.leaseId!, 1));
      await bus.request(on(BillingLeaseSubjects.return), { leaseId: g.leaseId!, spent: 1 });
    });
    expect(await reclaim(tenantId)).toMatchObject({ tier: 'included', freeRemaining: 3 });
    expect(recalls).toBe(1);
    expect(await lease(g.leaseId!)).toMatchObject({ state: 'closed', spent: 1 });
    // The rest of the lease is the pool's again: 3 more calls, then an empty balance with nothing left to recall.
    for (let i = 0; i < 3; i++) await reclaim(tenantId);
    await expect(reclaim(tenantId)).rejects.toMatchObject({ code: 'balance_empty' });
    expect(recalls).toBe(1);
    expect(await balanced(tenantId)).toMatchObject({ poolUsed: 10, openLeases: 0 });
  });

  it('a recall nobody answers (the gateway is dead) refuses after the bounded wait; the lease comes back by expiry, its spends charged', async () => {
    const { tenantId } = await suite.createTenant({ included_pool: 10, wallet: 0 });
    const g = await grant(tenantId, 100);
    await publish(batchOf(g.leaseId!, 2));
    for (let i = 0; i < 5; i++) await hold(tenantId);
    await expect(reclaim(tenantId)).rejects.toMatchObject({ code: 'balance_empty' });
    await expect(reclaim(tenantId)).rejects.toMatchObject({ code: 'balance_empty' });
    await expect.poll(async () => (await lease(g.leaseId!)).state, { timeout: 15_000, interval: 250 }).toBe('closed');
    expect(await lease(g.leaseId!)).toMatchObject({ spent: 2 });
    // Its 3 unspent calls are the pool's again.
    for (let i = 0; i < 3; i++) await reclaim(tenantId);
    await expect(reclaim(tenantId)).rejects.toMatchObject({ code: 'balance_empty' });
    expect(await balanced(tenantId)).toMatchObject({ poolUsed: 10, openLeases: 0 });
  });
});
