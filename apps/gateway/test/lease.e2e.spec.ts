import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DistributedSuite, INFRA, post } from '@svc/testkit';
import { ledgerSums, openLeases } from './ledger-sums.js';

/**
 * The lease path end to end (SVC_BILLING_LEASES=on; real PostgreSQL, NATS, JetStream and Redis): busy tenants'
 * calls spend leases of their budget in the gateways, their charges made durable in JetStream before the answers
 * leave. Whatever dies, every 200 is charged exactly once, nothing else is, and the ledger balances.
 */
let suite: DistributedSuite;
let second: string;
let billing2: ChildProcess | undefined;
const ENV = { SVC_BILLING_LEASES: 'on', SVC_LEASE_SECONDS: '1', SVC_HOLD_TIMEOUT_SECONDS: '3', SVC_HOLD_SWEEP_SECONDS: '1', SVC_PRICE_PER_CALL: '1000', LOG_LEVEL: 'warn' };

beforeAll(async () => {
  suite = await DistributedSuite.start({ env: ENV });
  second = await suite.startGatewayReplica();
}, 180_000);
afterAll(async () => {
  billing2?.kill('SIGKILL');
  await suite?.stop();
});

/** A second billing replica on the suite's NATS subjects and database: it shares the spend stream's consumer and the requests. */
async function startBillingReplica(extra: Record<string, string> = {}): Promise<void> {
  const env = { ...process.env, ...ENV, ...extra, LOG_LEVEL: 'info', DATABASE_URL: suite.databaseUrl, NATS_URL: INFRA.natsUrl, REDIS_URL: INFRA.redisUrl, SVC_SUBJECT_PREFIX: suite.subjectPrefix, SVC_EVENT_STREAM: suite.eventStream };
  billing2 = spawn(process.execPath, [resolve('apps/billing/dist/main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const started = new Promise<void>((ok) => {
    let seen = '';
    const watch = (c: Buffer) => {
      seen += c.toString();
      if (seen.includes('billing ready')) ok();
    };
    billing2!.stdout!.on('data', watch);
    billing2!.stderr!.on('data', watch);
  });
  await Promise.race([started, new Promise((_, fail) => setTimeout(() => fail(new Error('second billing replica not ready after 60 s')), 60_000))]);
}

interface Outcome {
  status: number;
  requestId: string;
}

/** `workers` callers per gateway, each calling again at once until it is refused or `until` says stop. */
async function load(urls: string[], apiKey: string, workers: number, until: () => boolean = () => false): Promise<Outcome[]> {
  const out: Outcome[] = [];
  const worker = async (url: string) => {
    while (!until()) {
      let status: number;
      let requestId = '';
      try {
        const res = await post(`${url}/v1/models/svc-small-json/grade`, { text: 'disk almost full' }, bearer(apiKey));
        status = res.status;
        requestId = res.headers.get('x-request-id') ?? '';
      } catch {
        status = 0; // the connection dropped (a gateway killed)
      }
      out.push({ status, requestId });
      if (status !== 200) return;
    }
  };
  await Promise.all(urls.flatMap((url) => Array.from({ length: workers }, () => worker(url))));
  return out;
}

async function postedIds(tenantId: string): Promise<Set<string>> {
  const { rows } = await suite.db.query<{ request_id: string }>(`SELECT request_id FROM billing.ledger_entries WHERE tenant_id = $1 AND kind = 'hold' AND state = 'posted'`, [tenantId]);
  return new Set(rows.map((r) => r.request_id));
}

async function leasesClosed(tenantId: string): Promise<void> {
  await expect.poll(() => openLeases(suite.db, tenantId), { timeout: 30_000, interval: 250 }).toBe(0);
}

async function balancedAndCharged(tenantId: string, answered: Outcome[]): Promise<Set<string>> {
  await leasesClosed(tenantId);
  const sums = await ledgerSums(suite.db, tenantId);
  expect(sums).toMatchObject({ wallet: sums.walletFromLedger, poolUsed: sums.poolUsedFromLedger, openHolds: 0 });
  const posted = await postedIds(tenantId);
  for (const o of answered) expect(posted.has(o.requestId)).toBe(true);
  return posted;
}

const leasedCalls = async (tenantId: string) =>
  Number((await suite.db.query(`SELECT coalesce(sum(calls), 0) AS n FROM billing.leases WHERE tenant_id = $1`, [tenantId])).rows[0].n);

describe('the lease path (two gateways, real PostgreSQL and JetStream)', () => {
  it('serves a small budget from two gateways and two billing replicas to the unit: never past pool and wallet, every 200 charged once', async () => {
    await startBillingReplica();
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 300, wallet: 200 * 1000, rate_limit: 100_000 });
    const all: Outcome[] = [];
    // Waves until one is refused at once: between waves the gateways return their leases, so all of it is usable.
    for (let wave = 0; wave < 8; wave++) {
      const outcomes = await load([suite.url, second], apiKey, 8);
      all.push(...outcomes);
      await leasesClosed(tenantId);
      if (!outcomes.some((o) => o.status === 200)) break;
    }
    const answered = all.filter((o) => o.status === 200);
    expect(all.filter((o) => o.status !== 200 && o.status !== 429)).toEqual([]);
    expect(answered).toHaveLength(500);
    const posted = await balancedAndCharged(tenantId, answered);
    expect(posted.size).toBe(500);
    expect(await ledgerSums(suite.db, tenantId)).toMatchObject({ wallet: 0, poolUsed: 300 });
    expect(await leasedCalls(tenantId)).toBeGreaterThan(0);
    expect(billing2!.exitCode).toBeNull();
    const exited = new Promise((r) => billing2!.once('exit', r));
    billing2!.kill('SIGTERM');
    await exited;
  });

  it('a call the model does not answer is charged nothing, and its unit goes back to the lease', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 100_000, wallet: 0, rate_limit: 100_000 });
    // Warm: the gateways hold leases of this tenant.
    let stop = false;
    const warm = load([suite.url, second], apiKey, 8, () => stop);
    await expect.poll(() => leasedCalls(tenantId), { timeout: 20_000, interval: 100 }).toBeGreaterThan(0);
    await suite.stopApp('models');
    const failed = await load([suite.url, second], apiKey, 4, () => false);
    stop = true;
    const before = await warm;
    suite.startApp('models');
    await suite.waitHealthy();
    expect(failed.every((o) => o.status === 502)).toBe(true);
    const answered = [...before, ...failed].filter((o) => o.status === 200);
    const posted = await balancedAndCharged(tenantId, answered);
    expect(posted.size).toBe(answered.length);
    for (const o of failed) expect(posted.has(o.requestId)).toBe(false);
  });

  it('kill -9 of a gateway mid-load: its published spends are charged, the rest of its leases comes back after expiry', async () => {
    const third = await suite.startGatewayReplica();
    const pid = Object.entries(suite.pids()).filter(([name]) => name.startsWith('gateway-')).map(([, p]) => p).at(-1)!;
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 100_000, wallet: 0, rate_limit: 100_000 });
    let stop = false;
    const running = load([third], apiKey, 16, () => stop);
    await expect.poll(() => leasedCalls(tenantId), { timeout: 20_000, interval: 50 }).toBeGreaterThan(20);
    process.kill(pid, 'SIGKILL');
    stop = true;
    const outcomes = await running;
    const answered = outcomes.filter((o) => o.status === 200);
    expect(answered.length).toBeGreaterThan(0);
    const posted = await balancedAndCharged(tenantId, answered);
    // Charged: every 200 that left, plus any call whose spend was stored when the process died before answering.
    expect(posted.size).toBeGreaterThanOrEqual(answered.length);
    expect((await ledgerSums(suite.db, tenantId)).poolUsed).toBe(posted.size);
  });

  it('kill -9 of billing mid-load: spends stored meanwhile are applied once when it is back', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 100_000, wallet: 0, rate_limit: 100_000 });
    let stop = false;
    const running = load([suite.url], apiKey, 16, () => stop);
    await expect.poll(() => leasedCalls(tenantId), { timeout: 20_000, interval: 50 }).toBeGreaterThan(20);
    await suite.stopApp('billing');
    await new Promise((r) => setTimeout(r, 500));
    stop = true;
    const outcomes = await running;
    suite.startApp('billing');
    await suite.waitHealthy();
    const answered = outcomes.filter((o) => o.status === 200);
    // While billing is away: 200s while a lease lasts, then 503 (no hold can be taken).
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([]);
    const posted = await balancedAndCharged(tenantId, answered);
    expect(posted.size).toBe(answered.length);
  });
});

/** Stops `load`'s single caller as soon as the tenant has an open lease (read every 10 ms). */
function untilLeased(tenantId: string): () => boolean {
  let leased = false;
  void (async () => {
    while (!leased) {
      leased = (await openLeases(suite.db, tenantId)) > 0;
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return () => leased;
}

const LONG_LEASES = { SVC_LEASE_SECONDS: '10', SVC_LEASE_RECALL_MS: '1000' };

describe('recall of leases (two gateways, two billing replicas; leases of 10 s)', () => {
  beforeAll(async () => {
    // Leases long enough that only a recall, not their expiry, can give their rest back while the test runs.
    await suite.stopApp('billing');
    suite.startApp('billing', LONG_LEASES);
    await suite.waitHealthy();
    await startBillingReplica(LONG_LEASES);
  }, 120_000);

  it('calls at gateway B while gateway A holds the budget in its lease: B is served to the last unit, A\'s lease recalled before it expires', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 200, wallet: 100 * 1000, rate_limit: 100_000 });
    // One caller at A until A holds a lease of this tenant; then A gets no more calls.
    const atA = await load([suite.url], apiKey, 1, untilLeased(tenantId));
    expect(await openLeases(suite.db, tenantId)).toBeGreaterThan(0);
    // Every caller at B calls until its first refusal: a `balance empty` while money is left in a lease would end it early.
    const atB = await load([second], apiKey, 4);
    const all = [...atA, ...atB];
    expect(all.filter((o) => o.status !== 200 && o.status !== 429)).toEqual([]);
    const answered = all.filter((o) => o.status === 200);
    expect(answered).toHaveLength(300);
    const posted = await balancedAndCharged(tenantId, answered);
    expect(posted.size).toBe(300);
    expect(await ledgerSums(suite.db, tenantId)).toMatchObject({ wallet: 0, poolUsed: 200 });
    // Every lease came back before it expired: by the recall (or spent), not by the sweep.
    const late = await suite.db.query(`SELECT id FROM billing.leases WHERE tenant_id = $1 AND closed_at >= expires_at`, [tenantId]);
    expect(late.rows).toEqual([]);
  });

  it('both gateways busy at the end of the budget: exact to the unit, every 200 charged once', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 300, wallet: 200 * 1000, rate_limit: 100_000 });
    const all = await load([suite.url, second], apiKey, 8);
    expect(all.filter((o) => o.status !== 200 && o.status !== 429)).toEqual([]);
    const answered = all.filter((o) => o.status === 200);
    expect(answered).toHaveLength(500);
    const posted = await balancedAndCharged(tenantId, answered);
    expect(posted.size).toBe(500);
    expect(await ledgerSums(suite.db, tenantId)).toMatchObject({ wallet: 0, poolUsed: 300 });
  });

  it('a recall to a gateway killed with -9 falls back to expiry: refused meanwhile, then the rest is served, nothing lost', async () => {
    const third = await suite.startGatewayReplica();
    const pid = Object.entries(suite.pids()).filter(([name]) => name.startsWith('gateway-')).map(([, p]) => p).at(-1)!;
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 200, wallet: 0, rate_limit: 100_000 });
    const atDead = await load([third], apiKey, 1, untilLeased(tenantId));
    process.kill(pid, 'SIGKILL');
    // The dead gateway's lease cannot be recalled: B is refused once the rest outside it is spent.
    const before = await load([second], apiKey, 4);
    expect(before.filter((o) => o.status !== 200 && o.status !== 429)).toEqual([]);
    const servedBefore = [...atDead, ...before].filter((o) => o.status === 200).length;
    expect(servedBefore).toBeLessThan(200);
    // Its lease comes back after it expired (plus the grace), its published spends charged: B serves the rest.
    await leasesClosed(tenantId);
    const after = await load([second], apiKey, 4);
    const all = [...atDead, ...before, ...after];
    expect(all.filter((o) => o.status !== 200 && o.status !== 429)).toEqual([]);
    const answered = all.filter((o) => o.status === 200);
    expect(answered).toHaveLength(200);
    const posted = await balancedAndCharged(tenantId, answered);
    expect(posted.size).toBe(200);
    expect(await ledgerSums(suite.db, tenantId)).toMatchObject({ poolUsed: 200 });
  });
});
