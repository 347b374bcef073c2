import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DistributedSuite, FakeOpenAiServer, post, type Answer } from '@svc/testkit';
import { ledgerSums } from './ledger-sums.js';

/**
 * Issue 13, item 1: a call the model answered ends posted, whatever dies when. Billing is killed (SIGKILL)
 * while the model is working on calls whose holds it took; it comes back only after the hold timeout, when
 * its stale-hold sweep would have released them. Every 200 must be charged exactly once, every error not at all.
 */
const HOLD_TIMEOUT_SECONDS = 3;
const CALLS = 20;
const MODEL_MS = 3_000;
let suite: DistributedSuite;
let upstream: FakeOpenAiServer;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Model calls the upstream has received (the models service asks it only once the call's hold came back). */
const asked = () => upstream.requests.filter((r) => r.path === '/v1/chat/completions').length;
const heldCount = async (tenantId: string) =>
  Number((await suite.db.query<{ n: string }>(`SELECT count(*) AS n FROM billing.ledger_entries WHERE tenant_id = $1 AND kind = 'hold' AND state = 'held'`, [tenantId])).rows[0].n);

beforeAll(async () => {
  upstream = await FakeOpenAiServer.start();
  const registry = {
    'svc-small-json': { kind: 'builtin', methods: ['extract', 'structure', 'select', 'grade', 'guard'] },
    slow: { kind: 'openai-compatible', model: 'm', base_url: upstream.url, timeout_ms: 10_000, max_retries: 0 },
  };
  suite = await DistributedSuite.start({
    // The hold path's settle decisions are what this checks: leases off (billing killed on the lease path: lease.e2e.spec.ts).
    // Billing away is found by NATS at once (no responders), not by the service timeout; the timeout only has to be
    // long enough that a hold billing took is not reported lost on a busy machine (1 s was not, once in a full run).
    env: { SVC_BILLING_LEASES: 'off', SVC_MODEL_REGISTRY: JSON.stringify(registry), SVC_RATE_LIMIT: '1000', SVC_HOLD_TIMEOUT_SECONDS: String(HOLD_TIMEOUT_SECONDS), SVC_HOLD_SWEEP_SECONDS: '1', SVC_SERVICE_TIMEOUT_MS: '5000' },
  });
});
afterAll(async () => {
  await suite?.stop();
  await upstream?.close();
});

describe('billing killed while the model answers', () => {
  it('every 200 is posted exactly once after billing returns past the hold timeout; every error is charged nothing', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 10, wallet: 1_000_000 });
    const before = await ledgerSums(suite.db, tenantId);
    upstream.script(...Array.from({ length: CALLS }, () => ({ content: '{"label":"warning","score":0.5}', delayMs: MODEL_MS })));
    const calls = Array.from({ length: CALLS }, () => post(`${suite.url}/v1/models/slow/grade`, { text: 'disk almost full' }, bearer(apiKey)));
    // Every hold taken and its reply received (the model is asked only then), the model still working: billing dies.
    // (A hold row committed is not enough: on a loaded machine billing can die before its reply reaches the gateway,
    // and that call is then rightly refused with a 503 and charged nothing.)
    for (let i = 0; i < 100 && ((await heldCount(tenantId)) < CALLS || asked() < CALLS); i++) await sleep(50);
    expect(await heldCount(tenantId)).toBe(CALLS);
    expect(asked()).toBe(CALLS);
    await suite.stopApp('billing');
    // Calls during the outage cannot take a hold: refused, and so never charged.
    const during = await Promise.all(Array.from({ length: 3 }, () => post(`${suite.url}/v1/models/svc-small-json/grade`, { text: 'disk full' }, bearer(apiKey))));
    const answers: Answer[] = [...(await Promise.all(calls)), ...during];

    const ok = answers.filter((a) => a.status === 200);
    expect(answers.slice(0, CALLS).filter((a) => a.status !== 200).map((a) => [a.status, a.body])).toEqual([]);
    expect(ok).toHaveLength(CALLS);
    expect(during.map((a) => a.status)).toEqual([503, 503, 503]);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body).toEqual({ detail: 'billing service unavailable' });

    // Back only once the holds are past their timeout.
    await sleep(HOLD_TIMEOUT_SECONDS * 1000 + 1_000);
    suite.startApp('billing');
    await suite.waitHealthy();
    let after = await ledgerSums(suite.db, tenantId);
    for (let i = 0; i < 100 && after.openHolds > 0; i++) {
      await sleep(100);
      after = await ledgerSums(suite.db, tenantId);
    }
    expect(after.openHolds).toBe(0);
    const tiers = ok.map((a) => a.headers.get('x-svc-debit'));
    const included = tiers.filter((t) => t === 'included').length;
    const paidEach = 1_000;
    expect(after.poolUsed - before.poolUsed).toBe(included);
    expect(before.wallet - after.wallet).toBe((CALLS - included) * paidEach);
    expect(after).toMatchObject({ wallet: after.walletFromLedger, poolUsed: after.poolUsedFromLedger });
    const released = await suite.db.query(`SELECT 1 FROM billing.ledger_entries WHERE tenant_id = $1 AND kind = 'hold' AND state = 'released'`, [tenantId]);
    expect(released.rows).toHaveLength(0);
    expect(suite.logs.some((l) => l.includes('the decision to post is queued'))).toBe(true);
  });
});
