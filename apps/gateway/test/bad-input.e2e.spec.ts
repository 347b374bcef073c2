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
