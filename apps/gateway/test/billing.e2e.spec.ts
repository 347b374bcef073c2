import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DistributedSuite, post, send, sessionCookieOf, type Answer } from '@svc/testkit';
import { ledgerSums } from './ledger-sums.js';

/** `GET /billing` (issue 18 item 5): what a tenant sees of its pool, wallet, usage and ledger. */

const EXTRACT_PRICE = 1000; // SVC_PRICE_PER_CALL's default
const GRADE_PRICE = 2500;
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
let suite: DistributedSuite;

interface Billing {
  tenant_id: string;
  period: { month: string; start: string; end: string };
  pool: { included: number; used: number; left: number };
  wallet: { balance: number; unit: string };
  usage_range: { from: string; to: string };
  usage: Array<{ day: string; product: string | null; calls: number; included: number; paid: number; amount: number }>;
  ledger: Array<{ id: string; at: string; kind: string; product: string | null; tier: string | null; amount: number; state: string; request_id: string }>;
  ledger_next_cursor: string | null;
  top_up: { how: string; url: string | null };
}

interface User {
  email: string;
  tenantId: string;
  cookie: { cookie: string };
}

beforeAll(async () => {
  suite = await DistributedSuite.start({
    env: {
      SVC_RATE_LIMIT: '1000',
      SVC_AUTH_THROTTLE_PER_MINUTE: '100000',
      SVC_MODEL_TIMEOUT_MS: '4000',
      SVC_PRICE_OVERRIDES: JSON.stringify({ grade: GRADE_PRICE }),
      // The services' database sessions 12 hours behind UTC: days and months must still be UTC ones.
      PGOPTIONS: '-c TimeZone=Etc/GMT+12',
    },
  });
});
afterAll(async () => {
  await suite?.stop();
});

async function register(): Promise<User> {
  const email = `b-${randomBytes(5).toString('hex')}@example.test`;
  const res = await post(`${suite.url}/auth/register`, { email, password: 'correct horse battery' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { email, tenantId: (res.body as { tenant_id: string }).tenant_id, cookie: sessionCookieOf(res) };
}

async function apiKeyOf(user: User): Promise<string> {
  const key = await post(`${suite.url}/auth/keys`, { name: 'ci' }, user.cookie);
  expect(key.status).toBe(201);
  return (key.body as { api_key: string }).api_key;
}

const billing = (headers: Record<string, string> = {}, query = ''): Promise<Answer> => send('GET', `${suite.url}/billing${query}`, undefined, { accept: 'application/json', ...headers });

const call = (key: string, method: 'extract' | 'grade'): Promise<Answer> =>
  post(`${suite.url}/v1/models/svc-small-json/${method}`, { text: '2026-11-22 10:00:01 ERROR [db] connection refused' }, bearer(key));

/** `/billing` once every answered call is settled (the settle may reach the ledger just after the answer). */
async function settled(headers: Record<string, string>, query = ''): Promise<Billing> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await billing(headers, query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as Billing;
    if (!body.ledger.some((e) => e.state === 'held') || Date.now() > deadline) return body;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const utcDay = (d = new Date()) => d.toISOString().slice(0, 10);

describe('GET /billing (gateway, auth, billing over NATS, real PostgreSQL)', () => {
  it('shows the pool, the wallet, usage per product and day summing to the calls answered, and the ledger, to the key and to any member', async () => {
    const owner = await register();
    const key = await apiKeyOf(owner);
    const before = utcDay();
    expect((await suite.admin('PATCH', `/admin/tenants/${owner.tenantId}`, { included_pool: 2 })).status).toBe(200);
    expect((await suite.admin('POST', `/admin/tenants/${owner.tenantId}/topup`, { amount: 3000 })).status).toBe(200);

    // Two calls of the pool, then the wallet (3000): extract 1000, grade 2500 refused (2000 left), extract, extract, then empty.
    const answers: Array<[string, Answer]> = [];
    for (const method of ['extract', 'grade', 'extract', 'grade', 'extract', 'extract', 'extract'] as const) answers.push([method, await call(key, method)]);
    expect(answers.map(([, a]) => [a.status, a.headers.get('x-svc-debit')])).toEqual([
      [200, 'included'],
      [200, 'included'],
      [200, 'paid'],
      [429, null],
      [200, 'paid'],
      [200, 'paid'],
      [429, null],
    ]);
    expect((await suite.admin('POST', `/admin/tenants/${owner.tenantId}/topup`, { amount: 5000 })).status).toBe(200);
    answers.push(['grade', await call(key, 'grade')]);
    expect(answers.at(-1)![1].status).toBe(200);
    const after = utcDay();

    const view = await settled(bearer(key));
    const month = new Date().toISOString().slice(0, 7);
    expect(view.tenant_id).toBe(owner.tenantId);
    expect(view.period.month).toBe(month);
    expect(view.period.start).toBe(`${month}-01T00:00:00.000Z`);
    expect(Date.parse(view.period.end)).toBeGreaterThan(Date.parse(view.period.start));
    expect(new Date(view.period.end).getUTCDate()).toBe(1);
    expect(view.pool).toEqual({ included: 2, used: 2, left: 0 });
    expect(view.wallet).toEqual({ balance: 3000 + 5000 - 3 * EXTRACT_PRICE - GRADE_PRICE, unit: 'micro' });
    expect(view.usage_range.from).toBe(`${month}-01`);
    expect(view.usage_range.to.slice(0, 7)).toBe(month);
    expect(view.top_up).toEqual({ how: expect.stringContaining(`POST /admin/tenants/${owner.tenantId}/topup`), url: null });

    // Usage: per product, summed over the day(s) the test ran on, is exactly the calls answered.
    for (const row of view.usage) expect(row.day >= before && row.day <= after, row.day).toBe(true);
    const byProduct = (product: string) =>
      view.usage.filter((u) => u.product === product).reduce((s, u) => ({ calls: s.calls + u.calls, included: s.included + u.included, paid: s.paid + u.paid, amount: s.amount + u.amount }), { calls: 0, included: 0, paid: 0, amount: 0 });
    expect(byProduct('svc-small-json/extract')).toEqual({ calls: 4, included: 1, paid: 3, amount: 3 * EXTRACT_PRICE });
    expect(byProduct('svc-small-json/grade')).toEqual({ calls: 2, included: 1, paid: 1, amount: GRADE_PRICE });
    const ok = answers.filter(([, a]) => a.status === 200);
    expect(view.usage.reduce((n, u) => n + u.calls, 0)).toBe(ok.length);

    // The ledger, newest first: the second top-up, then the calls, the first top-up last; one posted entry per answered call.
    expect(view.ledger_next_cursor).toBeNull();
    expect(view.ledger.filter((e) => e.kind === 'topup').map((e) => [e.amount, e.state, e.product, e.tier])).toEqual([
      [5000, 'posted', null, null],
      [3000, 'posted', null, null],
    ]);
    expect(view.ledger[0]).toMatchObject({ kind: 'call', product: 'svc-small-json/grade', tier: 'paid', amount: GRADE_PRICE, state: 'posted' });
    expect(view.ledger.at(-1)).toMatchObject({ kind: 'topup', amount: 3000 });
    const times = view.ledger.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const posted = view.ledger.filter((e) => e.kind === 'call' && e.state === 'posted');
    expect(posted.map((e) => e.request_id).sort()).toEqual(ok.map(([, a]) => a.headers.get('x-request-id')).sort());
    for (const [method, a] of ok) {
      const entry = posted.find((e) => e.request_id === a.headers.get('x-request-id'))!;
      const paid = a.headers.get('x-svc-debit') === 'paid';
      expect(entry).toMatchObject({ product: `svc-small-json/${method}`, tier: a.headers.get('x-svc-debit'), amount: paid ? (method === 'grade' ? GRADE_PRICE : EXTRACT_PRICE) : 0 });
    }
    // What billing's own tables say.
    expect(await ledgerSums(suite.db, owner.tenantId)).toMatchObject({ wallet: view.wallet.balance, walletFromLedger: view.wallet.balance, poolUsed: 2, openHolds: 0 });

    // The session cookie of the owner sees the same; so does a plain member, naming the tenant.
    expect((await billing(owner.cookie)).body).toEqual(view);
    const member = await register();
    expect((await post(`${suite.url}/auth/tenants/${owner.tenantId}/members`, { email: member.email, role: 'member' }, owner.cookie)).status).toBe(201);
    expect((await billing(member.cookie, `?tenant_id=${owner.tenantId}`)).body).toEqual(view);
    // Without tenant_id the member sees its own tenant, which has billed nothing.
    const own = (await billing(member.cookie)).body as Billing;
    expect(own).toMatchObject({ tenant_id: member.tenantId, usage: [], ledger: [], wallet: { balance: 0, unit: 'micro' } });
    expect(own.pool.used).toBe(0);

    // A past range has no usage; the pool and the wallet are still this month's and today's.
    const past = (await billing(bearer(key), '?from=2020-01-01&to=2020-01-31')).body as Billing;
    expect(past).toMatchObject({ usage_range: { from: '2020-01-01', to: '2020-01-31' }, usage: [], pool: view.pool, wallet: view.wallet });
    expect((await billing(bearer(key), `?from=${before}&to=${after}`)).body).toMatchObject({ usage: view.usage });
    if (before === after) {
      // A UTC day is 00:00 to 24:00 UTC, whatever the database session's time zone: today holds every call, the days around it none.
      const day = (offset: number) => utcDay(new Date(Date.parse(`${before}T00:00:00Z`) + offset * 86_400_000));
      expect(((await billing(bearer(key), `?from=${before}&to=${before}`)).body as Billing).usage).toEqual(view.usage);
      expect(((await billing(bearer(key), `?from=${day(-1)}&to=${day(-1)}`)).body as Billing).usage).toEqual([]);
      expect(((await billing(bearer(key), `?from=${day(1)}&to=${day(1)}`)).body as Billing).usage).toEqual([]);
    }
  });

  it('pages the ledger newest first with the cursor, every entry once', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 3, wallet: 0 });
    for (let i = 1; i <= 3; i++) expect((await suite.admin('POST', `/admin/tenants/${tenantId}/topup`, { amount: i * 100 })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await call(apiKey, 'extract')).status).toBe(200);
    const all = (await settled(bearer(apiKey), '?limit=200')).ledger;
    expect(all).toHaveLength(6);
    const seen: Billing['ledger'] = [];
    let query = '?limit=4';
    for (let pages = 0; pages < 5; pages++) {
      const page = (await billing(bearer(apiKey), query)).body as Billing;
      seen.push(...page.ledger);
      if (!page.ledger_next_cursor) break;
      query = `?limit=4&cursor=${encodeURIComponent(page.ledger_next_cursor)}`;
    }
    expect(seen).toEqual(all);
    expect(all.filter((e) => e.kind === 'topup').map((e) => e.amount)).toEqual([300, 200, 100]);
  });

  it("never shows another tenant's calls or money", async () => {
    const a = await register();
    const b = await register();
    const [keyA, keyB] = [await apiKeyOf(a), await apiKeyOf(b)];
    expect((await suite.admin('POST', `/admin/tenants/${b.tenantId}/topup`, { amount: 7777 })).status).toBe(200);
    const callB = await call(keyB, 'extract');
    expect(callB.status).toBe(200);
    const callA = await call(keyA, 'grade');
    expect(callA.status).toBe(200);
    const viewA = await settled(bearer(keyA));
    const viewB = await settled(bearer(keyB));
    expect(viewA.tenant_id).toBe(a.tenantId);
    expect(viewA.ledger.map((e) => e.request_id)).toEqual([callA.headers.get('x-request-id')]);
    expect(viewA.usage.map((u) => [u.product, u.calls])).toEqual([['svc-small-json/grade', 1]]);
    expect(viewA.wallet.balance).toBe(0);
    expect(JSON.stringify(viewA)).not.toContain(b.tenantId);
    expect(viewB.ledger.map((e) => e.request_id)).not.toContain(callA.headers.get('x-request-id'));
    expect(viewB.usage.map((u) => [u.product, u.calls])).toEqual([['svc-small-json/extract', 1]]);
    expect(viewB.wallet.balance).toBe(7777);
    // A's cookie naming B's tenant, and A's key naming it: neither reads B.
    expect(await billing(a.cookie, `?tenant_id=${b.tenantId}`)).toMatchObject({ status: 404, body: { detail: 'unknown tenant' } });
    expect(((await billing(bearer(keyA), `?tenant_id=${b.tenantId}`)).body as Billing).tenant_id).toBe(a.tenantId);
  });

  it('answers 401 without credentials (before looking at the query), and the 422 list for a bad query', async () => {
    const owner = await register();
    const key = await apiKeyOf(owner);
    const rows: Array<[string, Record<string, string>, string, number, unknown]> = [
      ['no credentials', {}, '', 401, 'not authenticated'],
      ['no credentials, bad query', {}, '?from=nope', 401, 'not authenticated'],
      ['unknown cookie', { cookie: 'svc_session=nope' }, '', 401, 'not authenticated'],
      ['malformed bearer', { authorization: 'Bearer' }, '', 401, 'invalid api key'],
      ['unknown key, with a good cookie', { authorization: 'Bearer svc_nope', ...owner.cookie }, '', 401, 'invalid api key'],
    ];
    for (const [what, headers, query, status, detail] of rows) {
      const res = await billing(headers, query);
      expect([what, res.status, res.body]).toEqual([what, status, { detail }]);
    }
    const bad: Array<[string, string, Array<{ loc: string[]; msg: string; type: string }>]> = [
      ['?from=2026-02-30', 'from', [{ loc: ['query', 'from'], msg: 'from must be a date YYYY-MM-DD', type: 'isDay' }]],
      ['?to=26-11-01', 'to', [{ loc: ['query', 'to'], msg: 'to must be a date YYYY-MM-DD', type: 'isDay' }]],
      ['?from=2026-11-10&to=2026-11-01', 'order', [{ loc: ['query', 'from'], msg: 'from must not be after to', type: 'value_error' }]],
      ['?from=2026-01-01&to=2026-04-03', 'span', [{ loc: ['query', 'to'], msg: 'the range from..to must span at most 92 days', type: 'value_error' }]],
      ['?limit=0', 'limit', [{ loc: ['query', 'limit'], msg: 'limit must not be less than 1', type: 'min' }]],
      ['?cursor=abc', 'cursor', [{ loc: ['query', 'cursor'], msg: 'cursor must be the ledger_next_cursor of a previous answer', type: 'matches' }]],
      ['?tenant_id=nope', 'tenant_id', [{ loc: ['query', 'tenant_id'], msg: 'tenant_id must be a UUID', type: 'isUuid' }]],
    ];
    for (const [query, what, detail] of bad) {
      for (const headers of [bearer(key), owner.cookie]) {
        const res = await billing(headers, query);
        expect([what, res.status, res.body]).toEqual([what, 422, { detail }]);
      }
    }
    // 92 days is the bound, and one end alone takes its month.
    expect((await billing(bearer(key), '?from=2026-01-01&to=2026-04-02')).status).toBe(200);
    expect(((await billing(bearer(key), '?from=2024-02-10')).body as Billing).usage_range).toEqual({ from: '2024-02-10', to: '2024-02-29' });
    expect(((await billing(bearer(key), '?to=2025-03-05')).body as Billing).usage_range).toEqual({ from: '2025-03-01', to: '2025-03-05' });
  });

  it('sends a browser to the console; a script, or anyone with a key, gets JSON', async () => {
    const owner = await register();
    const key = await apiKeyOf(owner);
    for (const headers of [{}, owner.cookie]) {
      const res = await fetch(`${suite.url}/billing`, { headers: { accept: BROWSER_ACCEPT, ...headers }, redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/console/billing');
    }
    const withKey = await billing({ accept: BROWSER_ACCEPT, ...bearer(key) });
    expect(withKey.status).toBe(200);
    expect((withKey.body as Billing).tenant_id).toBe(owner.tenantId);
    const script = await send('GET', `${suite.url}/billing`, undefined, owner.cookie); // fetch's own Accept: */*
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^application\/json/);
    expect(script.headers.get('cache-control')).toBe('private, no-store');
  });

  // Last: it stops the models service.
  it('shows a call the model did not answer as released in the ledger, and never in usage', async () => {
    const { apiKey } = await suite.createTenant({ included_pool: 0, wallet: 5000 });
    const answered = await call(apiKey, 'extract'); // also warms the gateway's registry, so the outage is met after the hold
    expect(answered.status).toBe(200);
    await suite.stopApp('models');
    try {
      const failed = await call(apiKey, 'extract');
      expect([failed.status, failed.body]).toEqual([502, { detail: 'model unavailable' }]);
      const view = await settled(bearer(apiKey));
      expect(view.ledger.find((e) => e.request_id === failed.headers.get('x-request-id'))).toMatchObject({ kind: 'call', product: 'svc-small-json/extract', state: 'released' });
      expect(view.ledger.find((e) => e.request_id === answered.headers.get('x-request-id'))).toMatchObject({ kind: 'call', state: 'posted', tier: 'paid', amount: EXTRACT_PRICE });
      expect(view.usage.map(({ product, calls, included, paid, amount }) => ({ product, calls, included, paid, amount }))).toEqual([
        { product: 'svc-small-json/extract', calls: 1, included: 0, paid: 1, amount: EXTRACT_PRICE },
      ]);
      expect(view.wallet.balance).toBe(5000 - EXTRACT_PRICE);
    } finally {
      suite.startApp('models');
    }
  });
});
