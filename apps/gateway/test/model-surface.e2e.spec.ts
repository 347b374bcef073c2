import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DistributedSuite, post, postOversized, send } from '@svc/testkit';
import { ledgerSums } from './ledger-sums.js';

const PRICE = 1000;
const BALANCE_EMPTY = { detail: { error: 'balance empty', upgrade_url: '/billing' } };
let suite: DistributedSuite;

const extract = (key: string, body: unknown = { text: '2026-11-22 10:00:01 ERROR [db] connection refused' }) =>
  post(`${suite.url}/v1/models/svc-small-json/extract`, body, bearer(key));

beforeAll(async () => {
  suite = await DistributedSuite.start({ env: { SVC_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await suite?.stop();
});

describe('billing a model call (gateway, auth, billing, models as separate processes over NATS)', () => {
  it('spends the pool, then the wallet, refuses when both are empty, and succeeds after a top-up', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 3, wallet: 2 * PRICE });
    const seen = [];
    for (let i = 0; i < 6; i++) {
      const res = await extract(apiKey);
      seen.push([res.status, res.headers.get('x-svc-debit'), res.headers.get('x-svc-free-remaining')]);
      if (i === 5) expect(res.body).toEqual(BALANCE_EMPTY);
      if (i === 5) expect(res.headers.get('retry-after')).toBeNull();
      if (i === 5) expect(res.headers.get('x-svc-ratelimit-limit')).toBeNull();
    }
    expect(seen).toEqual([
      [200, 'included', '2'],
      [200, 'included', '1'],
      [200, 'included', '0'],
      [200, 'paid', '0'],
      [200, 'paid', '0'],
      [429, null, null],
    ]);
    const topped = await suite.admin('POST', `/admin/tenants/${tenantId}/topup`, { amount: PRICE });
    expect(topped.status).toBe(200);
    const after = await extract(apiKey);
    expect(after.status).toBe(200);
    expect(after.headers.get('x-svc-debit')).toBe('paid');
    const account = await suite.admin('GET', `/admin/tenants/${tenantId}`);
    expect(account.body).toMatchObject({ included_pool: 3, pool_used: 3, pool_left: 0, wallet: 0 });
  });

  it('bills exactly the balance under 200 concurrent calls, and the ledger sums to the balances', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 50, wallet: 50 * PRICE });
    const answers = await Promise.all(Array.from({ length: 200 }, () => extract(apiKey)));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(ok).toHaveLength(100);
    expect(refused).toHaveLength(100);
    expect(refused.every((a) => JSON.stringify(a.body) === JSON.stringify(BALANCE_EMPTY))).toBe(true);
    expect(ok.filter((a) => a.headers.get('x-svc-debit') === 'included')).toHaveLength(50);
    expect(ok.filter((a) => a.headers.get('x-svc-debit') === 'paid')).toHaveLength(50);
    const sums = await ledgerSums(suite.db, tenantId);
    expect(sums).toEqual({ wallet: 0, poolUsed: 50, walletFromLedger: 0, poolUsedFromLedger: 50, openHolds: 0 });
  });

  it('answers each method of svc-small-json with the contract shape and the billing headers', async () => {
    const { apiKey } = await suite.createTenant();
    const url = (m: string) => `${suite.url}/v1/models/svc-small-json/${m}`;
    const ex = await post(url('extract'), { text: 'a\nb', dump: true }, bearer(apiKey));
    expect(ex.status).toBe(200);
    expect((ex.body as { records: unknown[] }).records.length).toBeGreaterThan(0);
    const st = await post(url('structure'), { text: 'ERROR x failed', schema: 'log_event' }, bearer(apiKey));
    expect(st.body).toMatchObject({ schema: 'log_event', model: 'svc-small-json', routed_by: 'declared' });
    const se = await post(url('select'), { text: 'my card was declined', candidates: ['card declined', 'change pin'] }, bearer(apiKey));
    expect(se.body).toMatchObject({ choice: 'card declined' });
    const gr = await post(url('grade'), { text: 'kernel panic: fatal crash, data lost' }, bearer(apiKey));
    expect(gr.body).toMatchObject({ result: { tier_index: 3 } });
    const gu = await post(url('guard'), { request: 'what is the weather like', tools: ['get_weather'] }, bearer(apiKey));
    expect(gu.status).toBe(200);
    expect(gu.body).toHaveProperty('action');
    for (const res of [ex, st, se, gr, gu]) expect(res.headers.get('x-svc-debit')).toBe('included');
  });

  it('puts the request id on the answer and in the logs of every service the call crossed', async () => {
    const { apiKey } = await suite.createTenant();
    const res = await extract(apiKey);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 200));
    const services = new Set(suite.logs.filter((l) => l.includes(id!)).map((l) => (JSON.parse(l) as { service: string }).service));
    expect([...services].sort()).toEqual(['auth', 'billing', 'gateway', 'models']);
  });
});

describe('refusals on the model surface (contract §7.1), never billed', () => {
  it('401 invalid api key for a missing, malformed, unknown or revoked key', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 5 });
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('not-a-key'), bearer(`svc_${'A'.repeat(32)}`)]) {
      const res = await post(`${suite.url}/v1/models/svc-small-json/extract`, { text: 'x' }, headers);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'invalid api key' });
    }
    const issued = await suite.admin('POST', `/admin/tenants/${tenantId}/keys`, { name: 'second' });
    const second = issued.body as { key_id: string; api_key: string };
    expect((await extract(second.api_key)).status).toBe(200);
    expect((await suite.admin('DELETE', `/admin/tenants/${tenantId}/keys/${second.key_id}`)).status).toBe(204);
    const revoked = await extract(second.api_key);
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({ detail: 'invalid api key' });
    // Internal consumers find the revocation in the suite's JetStream stream, even if they were offline.
    expect(await suite.lastEvent('svc.auth.key.revoked.v1')).toEqual({ keyId: second.key_id, tenantId, eventId: expect.stringMatching(/^[0-9a-f-]{36}$/) as string, revocationCounter: expect.any(Number) as number });
    expect((await extract(apiKey)).status).toBe(200);
    const account = await suite.admin('GET', `/admin/tenants/${tenantId}`);
    expect(account.body).toMatchObject({ pool_used: 2 });
  });

  it('404 unknown method for an unknown method or api, 422 with a list for a bad body, 413 for a huge one', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 5 });
    for (const path of ['svc-small-json/summarize', 'no-such-model/extract']) {
      const res = await post(`${suite.url}/v1/models/${path}`, { text: 'x' }, bearer(apiKey));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'unknown method' });
    }
    const missing = await post(`${suite.url}/v1/models/svc-small-json/select`, { text: 'x' }, bearer(apiKey));
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ detail: [{ loc: ['body', 'candidates'], msg: 'field required', type: 'missing' }] });
    const illTyped = await post(`${suite.url}/v1/models/svc-small-json/extract`, { text: 42, dump: 'yes' }, bearer(apiKey));
    expect(illTyped.status).toBe(422);
    expect((illTyped.body as { detail: Array<{ loc: string[] }> }).detail.map((i) => i.loc.join('.'))).toEqual(['body.text', 'body.dump']);
    const notJson = await post(`${suite.url}/v1/models/svc-small-json/extract`, '{"text": ', bearer(apiKey));
    expect(notJson.status).toBe(422);
    const unknownSchema = await post(`${suite.url}/v1/models/svc-small-json/structure`, { text: 'x', schema: 'nope' }, bearer(apiKey));
    expect(unknownSchema.status).toBe(422);
    const huge = await postOversized(`${suite.url}/v1/models/svc-small-json/extract`, { text: 'x'.repeat(1_100_000) }, bearer(apiKey));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ detail: 'body too large' });
    const dump = Array.from({ length: 3000 }, (_, i) => `2026-11-22 10:00:${String(i % 60).padStart(2, '0')} INFO [worker-${i % 7}] job ${i} finished`).join('\n');
    expect((await extract(apiKey, { text: dump, dump: true })).status).toBe(200);
    const account = await suite.admin('GET', `/admin/tenants/${tenantId}`);
    expect(account.body).toMatchObject({ pool_used: 1 });
  });

  it('429 rate limited with Retry-After and both x-svc-ratelimit headers, and the refused calls cost nothing', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 100, rate_limit: 5 });
    const answers = await Promise.all(Array.from({ length: 15 }, () => extract(apiKey)));
    const limited = answers.filter((a) => a.status === 429);
    const ok = answers.filter((a) => a.status === 200);
    expect(limited.length).toBeGreaterThanOrEqual(5);
    for (const res of limited) {
      expect(res.body).toEqual({ detail: 'rate limited' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(res.headers.get('x-svc-ratelimit-limit')).toBe('5');
      expect(res.headers.get('x-svc-ratelimit-remaining')).toBe('0');
    }
    const account = await suite.admin('GET', `/admin/tenants/${tenantId}`);
    expect(account.body).toMatchObject({ pool_used: ok.length });
    const sums = await ledgerSums(suite.db, tenantId);
    expect(sums.poolUsedFromLedger).toBe(ok.length);
  });

  it('a per-tenant rate limit set by an operator applies at once', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 100, rate_limit: 1000 });
    expect((await suite.admin('PATCH', `/admin/tenants/${tenantId}`, { rate_limit: 2 })).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 6 }, () => extract(apiKey)));
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(3);
  });
});

describe('operators API', () => {
  it('refuses a wrong admin token and reports pool, wallet and rate limit', async () => {
    const wrong = await send('GET', `${suite.url}/admin/tenants/00000000-0000-4000-8000-000000000000`, undefined, bearer('nope'));
    expect(wrong.status).toBe(401);
    const { tenantId } = await suite.createTenant({ included_pool: 7, wallet: 1234, rate_limit: 9 });
    const got = await suite.admin('GET', `/admin/tenants/${tenantId}`);
    expect(got.body).toMatchObject({ tenant_id: tenantId, included_pool: 7, pool_used: 0, pool_left: 7, wallet: 1234, rate_limit: 9 });
    const patched = await suite.admin('PATCH', `/admin/tenants/${tenantId}`, { included_pool: 10, wallet: 500 });
    expect(patched.body).toMatchObject({ included_pool: 10, pool_left: 10, wallet: 500 });
    const sums = await ledgerSums(suite.db, tenantId);
    expect(sums.walletFromLedger).toBe(500);
    const unknown = await suite.admin('GET', `/admin/tenants/00000000-0000-4000-8000-000000000000`);
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'unknown tenant' } });
    const bad = await suite.admin('POST', `/admin/tenants`, { name: '', wallet: -1 });
    expect(bad.status).toBe(422);
  });
});
