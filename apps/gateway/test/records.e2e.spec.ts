import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DistributedSuite, post } from '@svc/testkit';
import { api, publishedClassifier } from './classifier-fixtures.js';
import { ledgerSums } from './ledger-sums.js';
import { createRecord, LOG_LINE, records, signUp, type RecordBody, startRecordsSuite } from './records-fixtures.js';

let suite: DistributedSuite;

beforeAll(async () => {
  suite = await startRecordsSuite();
});
afterAll(async () => {
  await suite?.stop();
});

/** The newest event on `subject` once it names `recordId` (the relay publishes just after the commit, not before the answer). */
async function eventFor(subject: string, recordId: string): Promise<unknown> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const event = (await suite.lastEvent(subject)) as { recordId?: string } | null;
    if (event?.recordId === recordId || Date.now() > deadline) return event;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const stored = (tenantId: string) => suite.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM records.records WHERE tenant_id = $1`, [tenantId]).then((r) => r.rows[0].n);

describe('POST /records/create (contract §4.6, §5, §7.1)', () => {
  it('fills the schema, stores the record, bills it once and answers the stored record', async () => {
    const owner = await signUp(suite);
    const res = await createRecord(suite, owner.apiKey, { text: LOG_LINE, schema: 'log_event' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as RecordBody;
    expect(body).toMatchObject({
      tenant_id: owner.tenantId,
      schema: 'log_event',
      text: LOG_LINE,
      label: null,
      confidence: null,
      classifier_id: null,
      version_id: null,
      status: 'ok',
      fallback_reason: null,
      request_id: res.headers.get('x-request-id'),
      billing_tier: 'included',
    });
    expect(body.record).toMatchObject({ component: 'sshd' });
    expect(res.headers.get('x-svc-debit')).toBe('included');
    expect(res.headers.get('x-svc-free-remaining')).not.toBeNull();
    expect((await records(suite, 'GET', `/get/${body.record_id}`, owner.cookie)).body).toEqual(body);
    expect(await ledgerSums(suite.db, owner.tenantId)).toMatchObject({ poolUsedFromLedger: 1, openHolds: 0 });
    expect(await eventFor('svc.records.record.created.v1', body.record_id)).toMatchObject({ tenantId: owner.tenantId, recordId: body.record_id, status: 'ok', requestId: body.request_id });
  });

  it('answers each refusal with its status and exact detail, stores nothing and charges nothing', async () => {
    const owner = await signUp(suite);
    const multiByteAtLimit = '€'.repeat(21_845) + 'a'; // 65,535 + 1 bytes: exactly 64 KiB
    expect(Buffer.byteLength(multiByteAtLimit)).toBe(65_536);
    const rows: Array<[string, string | undefined, unknown, number, unknown]> = [
      ['no key', undefined, { text: 'x', schema: 'log_event' }, 401, 'invalid api key'],
      ['unknown key', 'svc_nope', { text: 'x', schema: 'log_event' }, 401, 'invalid api key'],
      ['text over 64 KiB by one byte', owner.apiKey, { text: multiByteAtLimit + 'a', schema: 'log_event' }, 413, 'body too large'],
      ['schema not built in', owner.apiKey, { text: 'x', schema: 'invoice' }, 422, "field 'schema' must be a built-in schema name"],
      ['classifier_id not a uuid', owner.apiKey, { text: 'x', schema: 'log_event', classifier_id: 'nope' }, 404, 'unknown classifier'],
    ];
    for (const [what, key, body, status, detail] of rows) {
      const res = key ? await createRecord(suite, key, body) : await post(`${suite.url}/records/create`, body);
      expect([what, res.status, res.body]).toEqual([what, status, { detail }]);
      expect(res.headers.get('x-svc-debit')).toBeNull();
    }
    const missing = await createRecord(suite, owner.apiKey, { schema: 'log_event' });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ detail: [{ loc: ['body', 'text'], msg: 'field required', type: 'missing' }] });
    expect(await stored(owner.tenantId)).toBe(0);
    expect(await ledgerSums(suite.db, owner.tenantId)).toMatchObject({ poolUsedFromLedger: 0, openHolds: 0 });

    const atLimit = await createRecord(suite, owner.apiKey, { text: multiByteAtLimit, schema: 'key_value' });
    expect(atLimit.status).toBe(200);
    expect((atLimit.body as RecordBody).text).toBe(multiByteAtLimit);
  });

  it('routes through a published classifier, and answers §7.3 refusals before anything is stored or charged', async () => {
    const owner = await signUp(suite);
    const other = await signUp(suite);
    const { id, versionId } = await publishedClassifier(suite, owner.apiKey);
    const unpublished = ((await api(suite, owner.apiKey, 'POST', '/v1/classifiers', { name: 'new' })).body as { classifier_id: string }).classifier_id;
    const archived = (await publishedClassifier(suite, owner.apiKey)).id;
    await api(suite, owner.apiKey, 'POST', `/v1/classifiers/${archived}/archive`);
    const theirs = (await publishedClassifier(suite, other.apiKey)).id;
    const before = await ledgerSums(suite.db, owner.tenantId);

    const rows: Array<[string, string, number, unknown]> = [
      ['missing', randomUUID(), 404, 'unknown classifier'],
      ["another tenant's", theirs, 404, 'unknown classifier'],
      ['archived', archived, 410, 'classifier archived'],
      ['not published', unpublished, 410, 'classifier not published'],
    ];
    for (const [what, classifierId, status, detail] of rows) {
      const res = await createRecord(suite, owner.apiKey, { text: 'my parcel never arrived', schema: 'log_event', classifier_id: classifierId });
      expect([what, res.status, res.body]).toEqual([what, status, { detail }]);
    }
    expect(await stored(owner.tenantId)).toBe(0);
    expect(await ledgerSums(suite.db, owner.tenantId)).toMatchObject({ poolUsedFromLedger: before.poolUsedFromLedger, openHolds: 0 });

    const routed = await createRecord(suite, owner.apiKey, { text: 'where is my parcel, the courier tracking number', schema: 'log_event', classifier_id: id });
    expect(routed.status).toBe(200);
    expect(routed.body).toMatchObject({ label: 'shipping', status: 'ok', classifier_id: id, version_id: versionId, billing_tier: 'included' });
    expect((routed.body as RecordBody).confidence).toBeGreaterThan(0.5);
    const unsure = await createRecord(suite, owner.apiKey, { text: 'the mitochondria is the powerhouse of the cell', schema: 'log_event', classifier_id: id });
    expect(unsure.body).toMatchObject({ label: null, status: 'low_confidence', classifier_id: id, version_id: versionId });

    // Balance empty: the pool spent, no wallet.
    await suite.admin('PATCH', `/admin/tenants/${owner.tenantId}`, { included_pool: 0 });
    const empty = await createRecord(suite, owner.apiKey, { text: 'where is my parcel', schema: 'log_event', classifier_id: id });
    expect(empty).toMatchObject({ status: 429, body: { detail: { error: 'balance empty', upgrade_url: '/billing' } } });
    expect(empty.headers.get('x-svc-ratelimit-limit')).toBeNull();
    expect(await stored(owner.tenantId)).toBe(2);
  });

  it('answers 502 model unavailable for an explicit classifier while the classifier or the models are down, storing and charging nothing', async () => {
    const owner = await signUp(suite);
    const { id } = await publishedClassifier(suite, owner.apiKey);
    for (const app of ['classifier', 'models'] as const) {
      await suite.stopApp(app);
      try {
        const res = await createRecord(suite, owner.apiKey, { text: 'where is my parcel', schema: 'log_event', classifier_id: id });
        expect([app, res.status, res.body]).toEqual([app, 502, { detail: 'model unavailable' }]);
      } finally {
        suite.startApp(app);
        await suite.waitHealthy();
      }
    }
    expect(await stored(owner.tenantId)).toBe(0);
    expect(await ledgerSums(suite.db, owner.tenantId)).toMatchObject({ poolUsedFromLedger: 0, openHolds: 0 });
  });

  it('answers 503 records service unavailable and holds nothing while the records service is down', async () => {
    const owner = await signUp(suite);
    await suite.stopApp('records');
    try {
      const res = await createRecord(suite, owner.apiKey, { text: LOG_LINE, schema: 'log_event' });
      expect(res).toMatchObject({ status: 503, body: { detail: 'records service unavailable' } });
    } finally {
      suite.startApp('records');
      await suite.waitHealthy();
    }
    expect(await stored(owner.tenantId)).toBe(0);
    expect(await ledgerSums(suite.db, owner.tenantId)).toMatchObject({ poolUsedFromLedger: 0, openHolds: 0 });
  });

  it('is rate limited only when an operator set a records bucket for the tenant', async () => {
    const owner = await signUp(suite);
    await suite.admin('PATCH', `/admin/tenants/${owner.tenantId}`, { rate_limit: 1 });
    const burst = await Promise.all(Array.from({ length: 4 }, () => createRecord(suite, owner.apiKey, { text: LOG_LINE, schema: 'log_event' })));
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(burst[0].headers.get('x-svc-ratelimit-limit')).toBeNull();

    const set = await suite.admin('PUT', `/admin/tenants/${owner.tenantId}/records`, { rate_limit: 1 });
    expect(set).toMatchObject({ status: 200, body: { tenant_id: owner.tenantId, rate_limit: 1 } });
    const limited = await Promise.all(Array.from({ length: 4 }, () => createRecord(suite, owner.apiKey, { text: LOG_LINE, schema: 'log_event' })));
    const refused = limited.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].body).toEqual({ detail: 'rate limited' });
    expect(refused[0].headers.get('retry-after')).toBe('1');
    expect(refused[0].headers.get('x-svc-ratelimit-limit')).toBe('1');
    expect(await stored(owner.tenantId)).toBe(4 + limited.length - refused.length);
    expect(await suite.admin('PUT', `/admin/tenants/${randomUUID()}/records`, { rate_limit: 1 })).toMatchObject({ status: 404, body: { detail: 'unknown tenant' } });
    await suite.admin('PUT', `/admin/tenants/${owner.tenantId}/records`, { rate_limit: null });
  });
});

describe('reading and deleting records (session cookie only)', () => {
  it('ignores the bearer key: a valid key without a cookie is 401 not authenticated on every read and delete', async () => {
    const owner = await signUp(suite);
    const id = ((await createRecord(suite, owner.apiKey, { text: LOG_LINE, schema: 'log_event' })).body as RecordBody).record_id;
    for (const [method, path] of [['GET', '/get'], ['GET', `/get/${id}`], ['DELETE', `/delete/${id}`], ['GET', '/settings']]) {
      for (const headers of [bearer(owner.apiKey), { cookie: 'svc_session=unknown' }, {}]) {
        const res = await records(suite, method, path, headers);
        expect([method, path, res.status, res.body]).toEqual([method, path, 401, { detail: 'not authenticated' }]);
      }
    }
    expect((await records(suite, 'GET', `/get/${id}`, { ...owner.cookie, ...bearer('svc_garbage') })).status).toBe(200);
  });

  it('answers the §7.1 read refusals: not a UUID and a non-integer limit are 422 lists, a bad cursor 400', async () => {
    const owner = await signUp(suite);
    const notUuid = await records(suite, 'GET', '/get/nope', owner.cookie);
    expect(notUuid.status).toBe(422);
    expect(notUuid.body).toEqual({ detail: [{ loc: ['path', 'id'], msg: 'id must be a UUID', type: 'uuid_parsing' }] });
    expect((await records(suite, 'DELETE', '/delete/nope', owner.cookie)).status).toBe(422);
    const limit = await records(suite, 'GET', '/get?limit=ten', owner.cookie);
    expect(limit.status).toBe(422);
    expect((limit.body as { detail: Array<{ loc: string[] }> }).detail[0].loc).toEqual(['query', 'limit']);
    for (const cursor of ['abc', '-1', '1.5', 'MTA=']) {
      expect([cursor, await records(suite, 'GET', `/get?cursor=${cursor}`, owner.cookie).then((r) => [r.status, r.body])]).toEqual([cursor, [400, { detail: 'invalid cursor' }]]);
    }
    expect(await records(suite, 'GET', `/get/${randomUUID()}`, owner.cookie)).toMatchObject({ status: 404, body: { detail: 'record not found' } });
    expect(await records(suite, 'DELETE', `/delete/${randomUUID()}`, owner.cookie)).toMatchObject({ status: 404, body: { detail: 'record not found' } });
  });

  it("keeps tenants apart, lets a member read but not delete, and a delete removes the text", async () => {
    const owner = await signUp(suite);
    const stranger = await signUp(suite);
    const member = await signUp(suite);
    await post(`${suite.url}/auth/tenants/${owner.tenantId}/members`, { email: member.email, role: 'member' }, owner.cookie);
    const created = (await createRecord(suite, owner.apiKey, { text: LOG_LINE, schema: 'log_event' })).body as RecordBody;
    const id = created.record_id;

    expect(await records(suite, 'GET', `/get/${id}`, stranger.cookie)).toMatchObject({ status: 404, body: { detail: 'record not found' } });
    expect(await records(suite, 'DELETE', `/delete/${id}`, stranger.cookie)).toMatchObject({ status: 404, body: { detail: 'record not found' } });
    expect(((await records(suite, 'GET', '/get', stranger.cookie)).body as { records: unknown[] }).records).toEqual([]);

    // The member reads the owner's tenant by `tenant_id`; its own tenant is the default.
    expect((await records(suite, 'GET', `/get/${id}?tenant_id=${owner.tenantId}`, member.cookie)).body).toEqual(created);
    expect(((await records(suite, 'GET', `/get?tenant_id=${owner.tenantId}`, member.cookie)).body as { records: RecordBody[] }).records.map((r) => r.record_id)).toEqual([id]);
    expect((await records(suite, 'GET', `/get/${id}`, member.cookie)).status).toBe(404);
    expect(await records(suite, 'DELETE', `/delete/${id}?tenant_id=${owner.tenantId}`, member.cookie)).toMatchObject({ status: 404, body: { detail: 'record not found' } });

    expect((await records(suite, 'DELETE', `/delete/${id}`, owner.cookie)).status).toBe(204);
    expect(await records(suite, 'GET', `/get/${id}`, owner.cookie)).toMatchObject({ status: 404, body: { detail: 'record not found' } });
    expect((await suite.db.query(`SELECT 1 FROM records.records WHERE id = $1 OR (tenant_id = $2 AND text = $3)`, [id, owner.tenantId, LOG_LINE])).rowCount).toBe(0);
    expect(await eventFor('svc.records.record.deleted.v1', id)).toMatchObject({ tenantId: owner.tenantId, recordId: id, textRemoved: true });
  });
});
