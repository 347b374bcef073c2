import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DistributedSuite, EventTap, post, send, sessionCookieOf, type Answer } from '@svc/testkit';

const PASSWORD = 'correct horse battery';
let suite: DistributedSuite;
let resets: EventTap<{ eventId: string; userId: string; email: string; resetUrl: string; expiresAt: string }>;

/** Each test speaks from its own client address (the suite trusts one proxy hop), so throttles never mix. */
const from = () => ({ 'x-forwarded-for': `10.${rnd()}.${rnd()}.${rnd()}` });
const rnd = () => Math.floor(Math.random() * 250) + 1;
const newEmail = () => `u-${randomBytes(5).toString('hex')}@example.test`;
const authPost = (path: string, body: unknown, headers: Record<string, string> = {}) => post(`${suite.url}/auth/${path}`, body, headers);
const me = (headers: Record<string, string>) => send('GET', `${suite.url}/auth/me`, undefined, headers);
const extract = (key: string) => post(`${suite.url}/v1/models/svc-small-json/extract`, { text: 'ERROR [db] connection refused' }, bearer(key));

async function register(email = newEmail(), extra: Record<string, unknown> = {}): Promise<{ email: string; res: Answer; cookie: { cookie: string }; userId: string; tenantId: string }> {
  const res = await authPost('register', { email, password: PASSWORD, ...extra }, from());
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const body = res.body as { user_id: string; tenant_id: string };
  return { email, res, cookie: sessionCookieOf(res), userId: body.user_id, tenantId: body.tenant_id };
}

/** The throttle counts in windows of one wall-clock minute: start a burst where the window has room for it. */
async function freshMinute(needMs = 15_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((r) => setTimeout(r, left + 50));
}

beforeAll(async () => {
  suite = await DistributedSuite.start({ env: { SVC_RATE_LIMIT: '1000', SVC_TRUST_PROXY_HOPS: '1', SVC_AUTH_SWEEP_SECONDS: '1' } });
  resets = await EventTap.open(`${suite.subjectPrefix}svc.auth.password.reset-requested.v1`);
});
afterAll(async () => {
  await resets?.close();
  await suite?.stop();
});

describe('register and sign in (gateway and auth as separate processes over NATS, real PostgreSQL)', () => {
  it('registers a user who owns a new tenant with the default pool and wallet, and opens a session', async () => {
    const { res, cookie, userId, tenantId, email } = await register(undefined, { tenant_name: 'Acme' });
    expect(res.body).toMatchObject({ user_id: userId, email, tenant_id: tenantId, tenant_name: 'Acme' });
    const set = res.headers.getSetCookie()[0];
    expect(set).toMatch(/^svc_session=[A-Za-z0-9_-]{43}; /);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Lax');
    expect(set).toMatch(/Max-Age=60479\d/);
    expect(set).toMatch(/Expires=\w{3}, /);
    expect(set).not.toContain('Secure');

    const who = await me(cookie);
    expect(who.status).toBe(200);
    expect(who.body).toMatchObject({ user_id: userId, email, tenants: [{ tenant_id: tenantId, name: 'Acme', role: 'owner' }] });
    const account = await suite.admin('GET', `/admin/tenants/${tenantId}`);
    expect(account.body).toMatchObject({ tenant_id: tenantId, name: 'Acme', included_pool: 1000, pool_used: 0, wallet: 0 });

    const stored = await suite.db.query<{ password_hash: string }>(`SELECT password_hash FROM auth.users WHERE id = $1`, [userId]);
    expect(stored.rows[0].password_hash).toMatch(/^\$argon2id\$/);
    const token = cookie.cookie.split('=')[1];
    const sessions = await suite.db.query<{ token_hash: string }>(`SELECT token_hash FROM auth.sessions WHERE user_id = $1`, [userId]);
    expect(sessions.rows).toHaveLength(1);
    expect(sessions.rows[0].token_hash).not.toContain(token);
    expect(suite.logs.some((l) => l.includes(PASSWORD))).toBe(false);
  });

  it('refuses an email already taken (in any case), a short password and a malformed email, and opens no account for them', async () => {
    const { email } = await register();
    const taken = await authPost('register', { email: email.toUpperCase(), password: 'another password' }, from());
    expect(taken).toMatchObject({ status: 409, body: { detail: 'email already registered' } });
    expect(taken.headers.getSetCookie()).toEqual([]);
    const accounts = async () => Number((await suite.db.query<{ n: string }>(`SELECT count(*) AS n FROM billing.accounts`)).rows[0]?.n);
    const before = await accounts();
    const short = await authPost('register', { email: newEmail(), password: 'short' }, from());
    expect(short.status).toBe(422);
    expect(short.body).toEqual({ detail: [{ loc: ['body', 'password'], msg: 'password must be at least 10 characters', type: 'too_short' }] });
    expect((await authPost('register', { email: 'not-an-email', password: PASSWORD }, from())).status).toBe(422);
    expect(await accounts()).toBe(before);
    const users = await suite.db.query(`SELECT 1 FROM auth.users WHERE email = $1`, [email]);
    expect(users.rows).toHaveLength(1);
  });

  it('of concurrent registrations of one email, one wins and the others leave no billing account behind', async () => {
    const email = newEmail();
    const answers = await Promise.all(Array.from({ length: 4 }, () => authPost('register', { email, password: PASSWORD }, from())));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    // Every billing account belongs to a tenant that auth created: the losers' accounts were closed again.
    const orphans = await suite.db.query(`SELECT a.tenant_id FROM billing.accounts a LEFT JOIN auth.tenants t ON t.id = a.tenant_id WHERE t.id IS NULL`);
    expect(orphans.rows).toEqual([]);
  });

  it('logs in with the right password; a wrong password and an unknown email get one and the same 401', async () => {
    const { email } = await register();
    const wrong = await authPost('login', { email, password: 'wrong password!' }, from());
    const unknown = await authPost('login', { email: newEmail(), password: PASSWORD }, from());
    for (const res of [wrong, unknown]) {
      expect(res).toMatchObject({ status: 401, body: { detail: 'invalid email or password' } });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const ok = await authPost('login', { email: email.toUpperCase(), password: PASSWORD }, from());
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ email });
    expect((await me(sessionCookieOf(ok))).status).toBe(200);
  });

  it('expired sessions are deleted from the database, not only refused', async () => {
    const { userId, cookie } = await register();
    await suite.db.query(`UPDATE auth.sessions SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [userId]);
    expect(await me(cookie)).toMatchObject({ status: 401, body: { detail: 'not authenticated' } });
    const left = async () => Number((await suite.db.query(`SELECT count(*) FROM auth.sessions WHERE user_id = $1`, [userId])).rows[0].count);
    const deadline = Date.now() + 10_000;
    while ((await left()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await left()).toBe(0);
  });

  it('logout ends the session on the server: the same cookie is refused afterwards', async () => {
    const { cookie } = await register();
    const out = await authPost('logout', undefined, cookie);
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()[0]).toMatch(/^svc_session=; .*Max-Age=0/);
    expect(await me(cookie)).toMatchObject({ status: 401, body: { detail: 'not authenticated' } });
  });

  it('401 not authenticated, never invalid api key, for a missing, unknown, expired cookie or a deleted user', async () => {
    const { apiKey } = await suite.createTenant();
    const expired = await register();
    await suite.db.query(`UPDATE auth.sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [expired.userId]);
    const deleted = await register();
    expect((await me(deleted.cookie)).status).toBe(200);
    expect((await suite.admin('DELETE', `/admin/users/${deleted.userId}`)).status).toBe(204);
    expect((await suite.admin('DELETE', `/admin/users/${deleted.userId}`)).body).toEqual({ detail: 'unknown user' });

    const cases: Array<Record<string, string>> = [{}, { cookie: 'svc_session=nope' }, { cookie: `other=1; svc_session=${'A'.repeat(43)}` }, expired.cookie, deleted.cookie];
    for (const headers of cases) {
      for (const withKey of [{}, bearer(apiKey), bearer('garbage')]) {
        const res = await me({ ...headers, ...withKey });
        expect(res, JSON.stringify(headers)).toMatchObject({ status: 401, body: { detail: 'not authenticated' } });
      }
      expect((await send('GET', `${suite.url}/auth/keys`, undefined, headers)).body).toEqual({ detail: 'not authenticated' });
    }
    const login = await authPost('login', { email: deleted.email, password: PASSWORD }, from());
    expect(login.status).toBe(401);
  });
});

describe('API keys with the session cookie', () => {
  it('issues a key shown once, lists keys without them, rotates (the old key refused at once) and revokes', async () => {
    const { cookie, tenantId } = await register();
    const created = await authPost('keys', { name: 'ci' }, cookie);
    expect(created.status).toBe(201);
    const key = created.body as { key_id: string; api_key: string; prefix: string; name: string; tenant_id: string };
    expect(key).toMatchObject({ name: 'ci', tenant_id: tenantId });
    expect(key.api_key.startsWith(key.prefix)).toBe(true);
    expect((await extract(key.api_key)).status).toBe(200);

    const listed = await send('GET', `${suite.url}/auth/keys`, undefined, cookie);
    expect(listed.status).toBe(200);
    const list = listed.body as { tenant_id: string; keys: Array<Record<string, unknown>> };
    expect(list.tenant_id).toBe(tenantId);
    expect(list.keys).toHaveLength(1);
    expect(Object.keys(list.keys[0]).sort()).toEqual(['created_at', 'key_id', 'last_used_at', 'name', 'prefix']);
    expect(list.keys[0]).toMatchObject({ key_id: key.key_id, name: 'ci', prefix: key.prefix });
    expect(list.keys[0].last_used_at).not.toBeNull();
    expect(JSON.stringify(listed.body)).not.toContain(key.api_key);

    // The old key was just used (so a gateway has it cached): rotation must still refuse it at once.
    const rotated = await authPost(`keys/${key.key_id}/rotate`, undefined, cookie);
    expect(rotated.status).toBe(201);
    const fresh = rotated.body as { key_id: string; api_key: string };
    expect(fresh.key_id).not.toBe(key.key_id);
    const old = await extract(key.api_key);
    expect(old).toMatchObject({ status: 401, body: { detail: 'invalid api key' } });
    expect((await extract(fresh.api_key)).status).toBe(200);
    expect((await authPost(`keys/${key.key_id}/rotate`, undefined, cookie)).body).toEqual({ detail: 'unknown key' });

    const removed = await send('DELETE', `${suite.url}/auth/keys/${fresh.key_id}`, undefined, cookie);
    expect(removed.status).toBe(204);
    expect(await extract(fresh.api_key)).toMatchObject({ status: 401, body: { detail: 'invalid api key' } });
    expect(((await send('GET', `${suite.url}/auth/keys`, undefined, cookie)).body as { keys: unknown[] }).keys).toEqual([]);
  });

  it('refuses cross-site requests that change state with the cookie', async () => {
    const { cookie } = await register();
    const evil = await authPost('keys', { name: 'x' }, { ...cookie, origin: 'https://evil.example' });
    expect(evil).toMatchObject({ status: 403, body: { detail: 'cross-site request refused' } });
    const fetchMeta = await authPost('keys', { name: 'x' }, { ...cookie, 'sec-fetch-site': 'cross-site' });
    expect(fetchMeta.status).toBe(403);
    const logout = await authPost('logout', undefined, { ...cookie, 'sec-fetch-site': 'same-site' });
    expect(logout.status).toBe(403);
    expect((await me(cookie)).status).toBe(200);
    const same = await authPost('keys', { name: 'x' }, { ...cookie, origin: suite.url, 'sec-fetch-site': 'same-origin' });
    expect(same.status).toBe(201);
    expect(((await send('GET', `${suite.url}/auth/keys`, undefined, cookie)).body as { keys: unknown[] }).keys).toHaveLength(1);
  });

  it("a user cannot touch another tenant's keys", async () => {
    const a = await register();
    const b = await register();
    const key = (await authPost('keys', { name: 'a' }, a.cookie)).body as { key_id: string; api_key: string };
    expect((await authPost(`keys/${key.key_id}/rotate`, undefined, b.cookie)).body).toEqual({ detail: 'unknown key' });
    expect((await send('DELETE', `${suite.url}/auth/keys/${key.key_id}`, undefined, b.cookie)).status).toBe(404);
    expect((await send('GET', `${suite.url}/auth/keys?tenant_id=${a.tenantId}`, undefined, b.cookie)).body).toEqual({ detail: 'unknown tenant' });
    expect((await extract(key.api_key)).status).toBe(200);
  });
});

describe('tenant members and roles', () => {
  it('owners and admins manage members; members read but may not change; a tenant keeps an owner', async () => {
    const owner = await register();
    const other = await register();
    const base = `${suite.url}/auth/tenants/${owner.tenantId}/members`;
    const added = await post(base, { email: other.email, role: 'member' }, owner.cookie);
    expect(added).toMatchObject({ status: 201, body: { user_id: other.userId, email: other.email, role: 'member' } });
    expect((await post(base, { email: other.email, role: 'admin' }, owner.cookie)).body).toEqual({ detail: 'already a member' });
    expect((await post(base, { email: newEmail(), role: 'member' }, owner.cookie)).body).toEqual({ detail: 'unknown user' });
    expect((await post(base, { email: other.email, role: 'king' }, owner.cookie)).status).toBe(422);

    const seen = await me(other.cookie);
    expect((seen.body as { tenants: unknown[] }).tenants).toEqual(
      expect.arrayContaining([{ tenant_id: owner.tenantId, name: owner.email, role: 'member' }]),
    );
    // A member reads, and nothing more.
    expect((await send('GET', base, undefined, other.cookie)).status).toBe(200);
    expect((await send('GET', `${suite.url}/auth/keys?tenant_id=${owner.tenantId}`, undefined, other.cookie)).status).toBe(200);
    const forbidden = await authPost('keys', { name: 'm', tenant_id: owner.tenantId }, other.cookie);
    expect(forbidden).toMatchObject({ status: 403, body: { detail: 'not allowed for your role' } });
    expect((await post(base, { email: newEmail(), role: 'member' }, other.cookie)).status).toBe(403);

    // An admin manages keys and members, but not owners.
    expect((await send('PATCH', `${base}/${other.userId}`, { role: 'admin' }, owner.cookie)).body).toMatchObject({ role: 'admin' });
    expect((await authPost('keys', { name: 'by admin', tenant_id: owner.tenantId }, other.cookie)).status).toBe(201);
    expect((await send('PATCH', `${base}/${other.userId}`, { role: 'owner' }, other.cookie)).status).toBe(403);
    expect((await send('DELETE', `${base}/${owner.userId}`, undefined, other.cookie)).status).toBe(403);

    // The last owner can neither step down nor leave.
    expect((await send('PATCH', `${base}/${owner.userId}`, { role: 'admin' }, owner.cookie)).body).toEqual({ detail: 'a tenant must keep at least one owner' });
    expect((await send('DELETE', `${base}/${owner.userId}`, undefined, owner.cookie)).status).toBe(409);

    const members = (await send('GET', base, undefined, owner.cookie)).body as { members: Array<{ user_id: string; role: string }> };
    expect(members.members.map((m) => [m.user_id, m.role])).toEqual([
      [owner.userId, 'owner'],
      [other.userId, 'admin'],
    ]);
    expect((await send('DELETE', `${base}/${other.userId}`, undefined, owner.cookie)).status).toBe(204);
    expect((await send('GET', base, undefined, other.cookie)).body).toEqual({ detail: 'unknown tenant' });
  });
});

describe('password reset', () => {
  it('answers 202 for any email; a known one gets a one-time link by event, which changes the password and ends every session', async () => {
    const { email, cookie, userId } = await register();
    const second = sessionCookieOf(await authPost('login', { email, password: PASSWORD }, from()));
    const unknownEmail = newEmail();
    const forUnknown = await authPost('reset', { email: unknownEmail }, from());
    const forKnown = await authPost('reset', { email }, from());
    for (const res of [forUnknown, forKnown]) expect(res).toMatchObject({ status: 202, body: { accepted: true } });

    const event = await resets.next((e) => e.email === email);
    expect(event).toMatchObject({ userId, email });
    expect(event.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(event.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    const token = new URLSearchParams(new URL(event.resetUrl).hash.slice(1)).get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(resets.received.some((e) => e.email === unknownEmail)).toBe(false);

    expect((await authPost('reset/confirm', { token, password: 'short' }, from())).status).toBe(422);
    const confirmed = await authPost('reset/confirm', { token, password: 'a brand new secret' }, from());
    expect(confirmed.status).toBe(204);
    for (const c of [cookie, second]) expect(await me(c)).toMatchObject({ status: 401, body: { detail: 'not authenticated' } });
    expect((await authPost('login', { email, password: PASSWORD }, from())).status).toBe(401);
    expect((await authPost('login', { email, password: 'a brand new secret' }, from())).status).toBe(200);

    const again = await authPost('reset/confirm', { token, password: 'yet another secret' }, from());
    expect(again).toMatchObject({ status: 410, body: { detail: 'reset token already used' } });
    expect((await authPost('reset/confirm', { token: 'made-up', password: 'yet another secret' }, from())).body).toEqual({ detail: 'invalid reset token' });
  });

  it('refuses an expired token', async () => {
    const { email, userId } = await register();
    await authPost('reset', { email }, from());
    const event = await resets.next((e) => e.email === email);
    await suite.db.query(`UPDATE auth.password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [userId]);
    const token = new URLSearchParams(new URL(event.resetUrl).hash.slice(1)).get('token')!;
    const res = await authPost('reset/confirm', { token, password: 'a brand new secret' }, from());
    expect(res).toMatchObject({ status: 410, body: { detail: 'reset token expired' } });
    expect((await authPost('login', { email, password: PASSWORD }, from())).status).toBe(200);
  });
});

describe('throttle of login, register and reset (10 a minute per address and per account)', () => {
  it('429 too many requests with Retry-After past the budget of one address; another address is unaffected', async () => {
    await freshMinute();
    const address = from();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await authPost('login', { email: newEmail(), password: 'wrong password!' }, address));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(401));
    const limited = answers[10];
    expect(limited.body).toEqual({ detail: 'too many requests' });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.get('x-svc-ratelimit-limit')).toBeNull();
    // The address is over for every email, with the right password too; the other actions have their own budgets.
    const { email } = await register();
    expect((await authPost('login', { email, password: PASSWORD }, address)).status).toBe(429);
    expect((await authPost('login', { email, password: PASSWORD }, from())).status).toBe(200);
    expect((await authPost('reset', { email }, address)).status).toBe(202);
  });

  it('counts per account across addresses, on register and reset too, and never bills', async () => {
    await freshMinute();
    const { email, tenantId } = await register();
    const logins = [];
    for (let i = 0; i < 11; i++) logins.push(await authPost('login', { email, password: 'wrong password!' }, from()));
    expect(logins.map((a) => a.status)).toEqual([...Array(10).fill(401), 429]);
    expect((await authPost('login', { email, password: PASSWORD }, from())).status).toBe(429);

    const resetAnswers = [];
    for (let i = 0; i < 11; i++) resetAnswers.push((await authPost('reset', { email }, from())).status);
    expect(resetAnswers).toEqual([...Array(10).fill(202), 429]);

    const taken = [];
    for (let i = 0; i < 11; i++) taken.push((await authPost('register', { email, password: PASSWORD }, from())).status);
    // The registration above was this account's first attempt of the minute.
    expect(taken).toEqual([...Array(9).fill(409), 429, 429]);

    const account = await suite.admin('GET', `/admin/tenants/${tenantId}`);
    expect(account.body).toMatchObject({ pool_used: 0, wallet: 0 });
    const ledger = await suite.db.query(`SELECT 1 FROM billing.ledger_entries WHERE tenant_id = $1`, [tenantId]);
    expect(ledger.rows).toHaveLength(0);
  });

  it('shares its counters between gateway replicas (Redis)', async () => {
    await freshMinute(25_000);
    const replica = await suite.startGatewayReplica();
    const address = from();
    const email = newEmail();
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      const url = i % 2 === 0 ? suite.url : replica;
      statuses.push((await post(`${url}/auth/login`, { email, password: 'wrong password!' }, address)).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    expect((await post(`${replica}/auth/login`, { email: newEmail(), password: PASSWORD }, address)).status).toBe(429);
    expect((await post(`${suite.url}/auth/login`, { email, password: PASSWORD }, from())).status).toBe(429);
  });
});

describe('the OpenAPI document', () => {
  it('is served by the running gateway, generated, and covers the auth routes', async () => {
    const res = await fetch(`${suite.url}/openapi.json`);
    expect(res.status).toBe(200);
    const document = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    for (const path of ['/auth/register', '/auth/login', '/auth/logout', '/auth/reset', '/auth/reset/confirm', '/auth/me', '/auth/keys', '/auth/keys/{id}/rotate', '/auth/tenants/{tenant_id}/members']) {
      expect(document.paths[path], path).toBeDefined();
    }
    const yaml = await fetch(`${suite.url}/openapi.yaml`);
    expect(yaml.status).toBe(200);
    expect(await yaml.text()).toContain('/auth/reset/confirm:');
    const docs = await fetch(`${suite.url}/docs`);
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
