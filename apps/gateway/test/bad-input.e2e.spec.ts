import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DistributedSuite, post, send, sessionCookieOf } from '@svc/testkit';

/** Bad input on the routes that store or look up text, and on the operators' API: a 422 list, never a 500. */
let suite: DistributedSuite;
const newEmail = () => `u-${randomBytes(5).toString('hex')}@example.test`;
const PASSWORD = 'correct horse battery';
let counter = 0;
/** Each call from its own client address (the suite trusts one proxy hop), so the auth throttle never counts them together. */
const from = () => ({ 'x-forwarded-for': `10.9.${Math.floor(++counter / 250)}.${(counter % 250) + 1}` });

/** Rows of every table these routes write: a refusal must leave them all as they were. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = ['auth.users', 'auth.tenants', 'auth.api_keys', 'auth.memberships', 'auth.sessions', 'auth.password_resets', 'billing.accounts', 'billing.ledger_entries'];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = Number((await suite.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
  return counts;
}

beforeAll(async () => {
  suite = await DistributedSuite.start({ env: { SVC_TRUST_PROXY_HOPS: '1' } });
});
afterAll(() => suite?.stop());

describe('NUL and lone surrogates in stored or looked-up text', () => {
  const BAD = [
    { text: 'a\u0000b', msg: 'must not contain a NUL character (U+0000)' },
    { text: 'a\ud800b', msg: 'must not contain a lone surrogate (an unpaired \\ud800-\\udfff)' },
    { text: '\udfffa', msg: 'must not contain a lone surrogate (an unpaired \\ud800-\\udfff)' },
  ];
  const refusal = (field: string, msg: string) => ({ status: 422, body: { detail: [{ loc: ['body', field], msg: `${field} ${msg}`, type: 'value_error' }] } });

  it('register, login, reset and adding a member answer 422 naming the field, and store nothing', async () => {
    const owner = await post(`${suite.url}/auth/register`, { email: newEmail(), password: PASSWORD }, from());
    expect(owner.status).toBe(201);
    const cookie = sessionCookieOf(owner);
    const tenantId = (owner.body as { tenant_id: string }).tenant_id;
    const before = await rowCounts();
    for (const { text, msg } of BAD) {
      const email = `x${text}@example.test`;
      const cases: Array<[string, string, unknown, Record<string, string>, string]> = [
        ['POST', '/auth/register', { email, password: PASSWORD }, from(), 'email'],
        ['POST', '/auth/register', { email: newEmail(), password: `${PASSWORD}${text}` }, from(), 'password'],
        ['POST', '/auth/register', { email: newEmail(), password: PASSWORD, tenant_name: text }, from(), 'tenant_name'],
        ['POST', '/auth/login', { email, password: PASSWORD }, from(), 'email'],
        ['POST', '/auth/reset', { email }, from(), 'email'],
        ['POST', `/auth/tenants/${tenantId}/members`, { email, role: 'member' }, cookie, 'email'],
        ['POST', '/auth/keys', { name: text }, cookie, 'name'],
      ];
      for (const [method, path, body, headers, field] of cases) {
        const res = await send(method, `${suite.url}${path}`, body, headers);
        expect({ status: res.status, body: res.body }, `${path} ${field} ${JSON.stringify(text)}`).toEqual(refusal(field, msg));
        expect(res.headers.get('x-request-id')).toBeTruthy();
      }
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('the operators’ tenant and key names answer 422 naming the field, and store nothing', async () => {
    const { tenantId } = await suite.createTenant({ name: 'plain' });
    const before = await rowCounts();
    for (const { text, msg } of BAD) {
      expect(await suite.admin('POST', '/admin/tenants', { name: text }).then(({ status, body }) => ({ status, body }))).toEqual(refusal('name', msg));
      expect(await suite.admin('PATCH', `/admin/tenants/${tenantId}`, { name: text }).then(({ status, body }) => ({ status, body }))).toEqual(refusal('name', msg));
      expect(await suite.admin('POST', `/admin/tenants/${tenantId}/keys`, { name: text }).then(({ status, body }) => ({ status, body }))).toEqual(refusal('name', msg));
    }
    expect(await rowCounts()).toEqual(before);
    expect((await suite.admin('GET', `/admin/tenants/${tenantId}`)).body).toMatchObject({ name: 'plain' });
  });
});

describe('NUL and lone surrogates in a classifier’s stored texts', () => {
  it('a name is 422 naming it; an example’s text or label (JSON or CSV) is 422 naming the row; nothing is stored', async () => {
    const { apiKey } = await suite.createTenant();
    const auth = { authorization: `Bearer ${apiKey}` };
    const name = await post(`${suite.url}/v1/classifiers`, { name: 'a\u0000b' }, auth);
    expect({ status: name.status, body: name.body }).toEqual({ status: 422, body: { detail: [{ loc: ['body', 'name'], msg: 'name must not contain a NUL character (U+0000)', type: 'value_error' }] } });
    const created = await post(`${suite.url}/v1/classifiers`, { name: 'tickets' }, auth);
    expect(created.status).toBe(201);
    const id = (created.body as { classifier_id?: string; id?: string }).classifier_id ?? (created.body as { id: string }).id;
    const json = await post(`${suite.url}/v1/classifiers/${id}/examples`, { examples: [{ text: 'fine', label: 'a' }, { text: 'x\ud800', label: 'b' }] }, auth);
    expect({ status: json.status, body: json.body }).toEqual({ status: 422, body: { detail: 'row 2: text must not contain a lone surrogate (an unpaired \\ud800-\\udfff)' } });
    const csv = await send('POST', `${suite.url}/v1/classifiers/${id}/examples`, 'text,label\nfine,a\nok,b\u0000c\n', { ...auth, 'content-type': 'text/csv' });
    expect({ status: csv.status, body: csv.body }).toEqual({ status: 422, body: { detail: 'row 2: label must not contain a NUL character (U+0000)' } });
    const listed = await send('GET', `${suite.url}/v1/classifiers/${id}/examples`, undefined, auth);
    expect(listed.body).toMatchObject({ examples: [] });
  });
});

describe('NUL and lone surrogates in a record’s text', () => {
  it('a create is 422 naming the field, before anything is held, stored or charged', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 5 });
    const count = async (sql: string) => Number((await suite.db.query<{ n: string }>(sql, [tenantId])).rows[0].n);
    for (const { field, body, msg } of [
      { field: 'text', body: { text: 'a\u0000b', schema: 'log_event' }, msg: 'must not contain a NUL character (U+0000)' },
      { field: 'text', body: { text: 'a\ud800b', schema: 'log_event' }, msg: 'must not contain a lone surrogate (an unpaired \\ud800-\\udfff)' },
      { field: 'schema', body: { text: 'fine', schema: 'log\u0000event' }, msg: 'must not contain a NUL character (U+0000)' },
    ]) {
      const res = await post(`${suite.url}/records/create`, body, { authorization: `Bearer ${apiKey}` });
      expect({ status: res.status, body: res.body }).toEqual({ status: 422, body: { detail: [{ loc: ['body', field], msg: `${field} ${msg}`, type: 'value_error' }] } });
    }
    expect(await count('SELECT count(*) AS n FROM records.records WHERE tenant_id = $1')).toBe(0);
    expect(await count("SELECT count(*) AS n FROM billing.ledger_entries WHERE tenant_id = $1 AND kind = 'hold'")).toBe(0);
  });
});

describe('null where an operator’s setting is optional', () => {
  it('PATCH and POST /admin/tenants with a null setting answer 422 naming it, and change nothing', async () => {
    const { tenantId } = await suite.createTenant({ name: 'kept', included_pool: 7, wallet: 5000, rate_limit: 9 });
    const view = (await suite.admin('GET', `/admin/tenants/${tenantId}`)).body;
    const before = await rowCounts();
    const fields: Array<[string, string]> = [
      ['included_pool', 'included_pool must be an integer number'],
      ['wallet', 'wallet must be an integer number'],
      ['rate_limit', 'rate_limit must be an integer number'],
      ['name', 'name must be a string'],
    ];
    for (const [field, msg] of fields) {
      const patched = await suite.admin('PATCH', `/admin/tenants/${tenantId}`, { [field]: null });
      expect(patched.status, JSON.stringify(patched.body)).toBe(422);
      expect(patched.body).toMatchObject({ detail: expect.arrayContaining([{ loc: ['body', field], msg, type: expect.any(String) }]) });
      const created = await suite.admin('POST', '/admin/tenants', { name: 'n', [field]: null });
      expect(created.status, JSON.stringify(created.body)).toBe(422);
    }
    expect((await suite.admin('GET', `/admin/tenants/${tenantId}`)).body).toEqual(view);
    expect(await rowCounts()).toEqual(before);
  });

  it('a null tenant_name, key name or key tenant is 422 too, where leaving it out is fine', async () => {
    const res = await post(`${suite.url}/auth/register`, { email: newEmail(), password: PASSWORD, tenant_name: null }, from());
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toMatchObject({ detail: expect.arrayContaining([expect.objectContaining({ loc: ['body', 'tenant_name'] })]) });
    const owner = await post(`${suite.url}/auth/register`, { email: newEmail(), password: PASSWORD }, from());
    const cookie = sessionCookieOf(owner);
    expect((await post(`${suite.url}/auth/keys`, { name: 'k', tenant_id: null }, cookie)).status).toBe(422);
    expect((await post(`${suite.url}/auth/keys`, { name: 'k' }, cookie)).status).toBe(201);
    const { tenantId } = await suite.createTenant();
    expect((await suite.admin('POST', `/admin/tenants/${tenantId}/keys`, { name: null })).status).toBe(422);
    expect((await suite.admin('POST', `/admin/tenants/${tenantId}/keys`, {})).status).toBe(201);
  });
});

describe('what a refusal repeats', () => {
  it('an unknown schema of 10 KB is named by its first 64 characters, and the call is not billed', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 5 });
    const res = await post(`${suite.url}/v1/models/svc-small-json/structure`, { text: 'a=1', schema: 's'.repeat(10_000) }, { authorization: `Bearer ${apiKey}` });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: `unknown schema '${'s'.repeat(64)}…'; built-in schemas: log_event, log_events, stack_trace, http_access, unified_diff, key_value` });
    expect((await suite.admin('GET', `/admin/tenants/${tenantId}`)).body).toMatchObject({ pool_used: 0 });
  });
});
