import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DistributedSuite, post, send, sessionCookieOf } from '@svc/testkit';
import { api, bulkExamples, finished, publishedClassifier, toCsv, topicExamples, type VersionBody } from './classifier-fixtures.js';

let suite: DistributedSuite;

beforeAll(async () => {
  suite = await DistributedSuite.start({ env: { SVC_RATE_LIMIT: '1000', SVC_TRAIN_POLL_MS: '300' } });
});
afterAll(async () => {
  await suite?.stop();
});

describe('tenant classifiers through the gateway (gateway, auth, billing, classifier as separate processes)', () => {
  it('goes from a CSV to a published classifier, classifies, and answers 410 once archived', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 10 });
    const created = await api(suite, apiKey, 'POST', '/v1/classifiers', { name: 'tickets', description: 'routes support tickets' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'tickets', description: 'routes support tickets', archived: false, published_version_id: null, example_count: 0 });
    const id = (created.body as { classifier_id: string }).classifier_id;

    const rows = [{ text: 'refund, please: I was "charged twice"', label: 'billing' }, ...topicExamples(20)];
    const uploaded = await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/examples`, toCsv(rows));
    expect(uploaded).toMatchObject({ status: 201, body: { added: 61, total: 61 } });
    const page = await api(suite, apiKey, 'GET', `/v1/classifiers/${id}/examples?limit=1`);
    expect(page.body).toMatchObject({ total: 61, examples: [{ text: 'refund, please: I was "charged twice"', label: 'billing' }] });

    const queued = await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/versions`);
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ status: 'queued', progress: 0, example_count: 61 });
    const version = await finished(suite, apiKey, id, (queued.body as VersionBody).version_id);
    expect(version).toMatchObject({ status: 'ready', progress: 1, error: null });
    // Well above chance (one in three) on the held-out share of noisy examples.
    expect(version.metrics?.accuracy).toBeGreaterThan(0.5);
    expect(version.metrics?.threshold).toBeGreaterThan(0);
    expect(version.metrics?.labels).toHaveLength(3);

    const before = await post(`${suite.url}/v1/classify/${id}`, { text: 'where is my parcel' }, bearer(apiKey));
    expect(before).toMatchObject({ status: 409, body: { detail: 'classifier not published' } });
    const published = await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/publish`, { version_id: version.version_id });
    expect(published).toMatchObject({ status: 200, body: { published_version_id: version.version_id } });

    const answer = await post(`${suite.url}/v1/classify/${id}`, { text: 'the courier lost my parcel, tracking number says shipped' }, bearer(apiKey));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ label: 'shipping', status: 'ok', version_id: version.version_id });
    const body = answer.body as { confidence: number; candidates: Array<{ label: string; score: number }> };
    expect(body.candidates[0]).toEqual({ label: 'shipping', score: body.confidence });
    expect(answer.headers.get('x-svc-debit')).toBe('included');
    expect(answer.headers.get('x-svc-free-remaining')).toBe('9');
    expect(answer.headers.get('x-svc-ratelimit-limit')).toBe('1000');

    const detail = await api(suite, apiKey, 'GET', `/v1/classifiers/${id}`);
    expect(detail.body).toMatchObject({ published_version_id: version.version_id, labels: [{ label: 'account', examples: 20 }, { label: 'billing', examples: 21 }, { label: 'shipping', examples: 20 }], versions: [{ version_id: version.version_id, status: 'ready' }] });

    expect((await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/archive`)).body).toMatchObject({ archived: true });
    const archived = await post(`${suite.url}/v1/classify/${id}`, { text: 'where is my parcel' }, bearer(apiKey));
    expect(archived).toMatchObject({ status: 410, body: { detail: 'classifier archived' } });
    expect((await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/unarchive`)).body).toMatchObject({ archived: false });
    expect((await post(`${suite.url}/v1/classify/${id}`, { text: 'where is my parcel' }, bearer(apiKey))).status).toBe(200);
    // Two answered calls billed; the refusals (409, 410) were not.
    expect((await suite.admin('GET', `/admin/tenants/${tenantId}`)).body).toMatchObject({ pool_used: 2 });

    expect(await suite.lastEvent('svc.classifier.classifier.created.v1')).toMatchObject({ tenantId, classifierId: id, name: 'tickets' });
    expect(await suite.lastEvent('svc.classifier.version.trained.v1')).toMatchObject({ classifierId: id, versionId: version.version_id, status: 'ready' });
    expect(await suite.lastEvent('svc.classifier.version.published.v1')).toMatchObject({ classifierId: id, versionId: version.version_id, previousVersionId: null });
    expect(await suite.lastEvent('svc.classifier.classifier.archived.v1')).toMatchObject({ tenantId, classifierId: id });
  });

  it('names the bad row of an upload and stores none of it; a version the engine cannot train ends failed with the reason', async () => {
    const { apiKey } = await suite.createTenant();
    const id = ((await api(suite, apiKey, 'POST', '/v1/classifiers', { name: 'x' })).body as { classifier_id: string }).classifier_id;
    const nameless = await api(suite, apiKey, 'POST', '/v1/classifiers', { description: 'no name' });
    expect(nameless.status).toBe(422);
    expect((nameless.body as { detail: Array<{ loc: string[] }> }).detail[0].loc).toEqual(['body', 'name']);
    const bad = await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/examples`, 'text,label\nfine,a\n"",b\n');
    expect(bad).toMatchObject({ status: 422, body: { detail: 'row 2: text must be a non-empty string' } });
    const big = await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/examples`, { examples: [{ text: 'ok', label: 'a' }, { text: '€'.repeat(30_000), label: 'b' }] });
    expect(big).toMatchObject({ status: 422, body: { detail: 'row 2: text exceeds 64 KiB' } });
    expect((await api(suite, apiKey, 'GET', `/v1/classifiers/${id}`)).body).toMatchObject({ example_count: 0 });
    // CSV is read on the upload route only: the model surface still takes JSON alone.
    const csvElsewhere = await fetch(`${suite.url}/v1/models/svc-small-json/grade`, { method: 'POST', headers: { ...bearer(apiKey), 'content-type': 'text/csv' }, body: 'text\nx' });
    expect([csvElsewhere.status, await csvElsewhere.json()]).toEqual([415, { detail: 'content-type must be application/json' }]);
    expect(await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/versions`)).toMatchObject({ status: 409, body: { detail: 'no examples to train on' } });

    await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/examples`, { examples: [{ text: 'one', label: 'only' }, { text: 'two', label: 'only' }] });
    const queued = await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/versions`);
    const version = await finished(suite, apiKey, id, (queued.body as VersionBody).version_id);
    expect(version.status).toBe('failed');
    expect(version.error).toMatch(/at least two labels/);
    const publish = await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/publish`, { version_id: version.version_id });
    expect(publish).toMatchObject({ status: 409, body: { detail: 'version is not ready (status failed)' } });
    expect(await suite.lastEvent('svc.classifier.version.trained.v1')).toMatchObject({ versionId: version.version_id, status: 'failed' });
  });

  it('takes 20,000 examples in one request, lists them by page and deletes them', async () => {
    const { apiKey } = await suite.createTenant();
    const id = ((await api(suite, apiKey, 'POST', '/v1/classifiers', { name: 'bulk' })).body as { classifier_id: string }).classifier_id;
    const examples = bulkExamples(20_000);
    expect(JSON.stringify({ examples }).length).toBeGreaterThan(1_048_576);
    const uploaded = await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/examples`, { examples });
    expect(uploaded).toMatchObject({ status: 201, body: { added: 20_000, total: 20_000 } });

    const first = await api(suite, apiKey, 'GET', `/v1/classifiers/${id}/examples?limit=1000`);
    const page1 = first.body as { examples: Array<{ example_id: string; text: string }>; next_cursor: string; total: number };
    expect(page1.examples).toHaveLength(1000);
    expect(page1.examples[0].text).toBe(examples[0].text);
    const second = (await api(suite, apiKey, 'GET', `/v1/classifiers/${id}/examples?limit=1000&cursor=${page1.next_cursor}`)).body as typeof page1;
    expect(second.examples[0].text).toBe(examples[1000].text);
    expect((await api(suite, apiKey, 'GET', `/v1/classifiers/${id}/examples?limit=5&label=label_3`)).body).toMatchObject({ examples: [{ label: 'label_3' }, {}, {}, {}, {}] });

    expect((await api(suite, apiKey, 'DELETE', `/v1/classifiers/${id}/examples/${page1.examples[0].example_id}`)).status).toBe(204);
    expect(await api(suite, apiKey, 'DELETE', `/v1/classifiers/${id}/examples/${page1.examples[0].example_id}`)).toMatchObject({ status: 404, body: { detail: 'unknown example' } });
    expect(await api(suite, apiKey, 'DELETE', `/v1/classifiers/${id}/examples`)).toMatchObject({ status: 200, body: { deleted: 19_999, total: 0 } });
  });

  it('refuses an upload past the cap of examples per classifier, storing nothing', async () => {
    // The cap is 100,000 by default; 100,001 rows in one upload are refused on its first slice.
    const { apiKey } = await suite.createTenant();
    const id = ((await api(suite, apiKey, 'POST', '/v1/classifiers', { name: 'cap' })).body as { classifier_id: string }).classifier_id;
    const rows = Array.from({ length: 100_001 }, (_, i) => ({ text: `t${i}`, label: 'l' }));
    const res = await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/examples`, toCsv(rows));
    expect(res).toMatchObject({ status: 409, body: { detail: 'a classifier holds at most 100000 examples (it has 0; this upload adds 100001)' } });
    expect((await api(suite, apiKey, 'GET', `/v1/classifiers/${id}`)).body).toMatchObject({ example_count: 0 });
  });

  it("answers 404 unknown classifier for another tenant's classifier on every route", async () => {
    const owner = await suite.createTenant();
    const other = await suite.createTenant();
    const { id, versionId } = await publishedClassifier(suite, owner.apiKey);
    const examples = (await api(suite, owner.apiKey, 'GET', `/v1/classifiers/${id}/examples?limit=1`)).body as { examples: Array<{ example_id: string }> };
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/v1/classifiers/${id}`],
      ['POST', `/v1/classifiers/${id}/examples`, { examples: [{ text: 'a', label: 'b' }] }],
      ['GET', `/v1/classifiers/${id}/examples`],
      ['DELETE', `/v1/classifiers/${id}/examples`],
      ['DELETE', `/v1/classifiers/${id}/examples/${examples.examples[0].example_id}`],
      ['POST', `/v1/classifiers/${id}/versions`],
      ['GET', `/v1/classifiers/${id}/versions/${versionId}`],
      ['POST', `/v1/classifiers/${id}/publish`, { version_id: versionId }],
      ['POST', `/v1/classifiers/${id}/archive`],
      ['POST', `/v1/classifiers/${id}/unarchive`],
      ['POST', `/v1/classify/${id}`, { text: 'hello' }],
    ];
    for (const [method, path, body] of routes) {
      const res = await api(suite, other.apiKey, method, path, body);
      expect([method, path, res.status, res.body]).toEqual([method, path, 404, { detail: 'unknown classifier' }]);
    }
    expect((await api(suite, other.apiKey, 'GET', '/v1/classifiers')).body).toEqual({ classifiers: [] });
    // The owner's classifier is untouched.
    expect((await api(suite, owner.apiKey, 'GET', `/v1/classifiers/${id}`)).body).toMatchObject({ archived: false, published_version_id: versionId, example_count: 120 });
    expect(await api(suite, other.apiKey, 'GET', `/v1/classifiers/${randomUUID()}`)).toMatchObject({ status: 404, body: { detail: 'unknown classifier' } });
    expect(await api(suite, other.apiKey, 'GET', '/v1/classifiers/not-a-uuid')).toMatchObject({ status: 404, body: { detail: 'unknown classifier' } });
    expect(await api(suite, 'svc_nope', 'GET', '/v1/classifiers')).toMatchObject({ status: 401, body: { detail: 'invalid api key' } });
  });

  it('lets a signed-in owner manage and a member only read, with the session cookie', async () => {
    const register = (email: string) => post(`${suite.url}/auth/register`, { email, password: 'a long passphrase', tenant_name: email });
    const ownerReg = await register(`owner-${randomUUID()}@example.com`);
    const owner = sessionCookieOf(ownerReg);
    const tenantId = (ownerReg.body as { tenant_id: string }).tenant_id;
    const memberEmail = `member-${randomUUID()}@example.com`;
    const member = sessionCookieOf(await register(memberEmail));
    expect((await post(`${suite.url}/auth/tenants/${tenantId}/members`, { email: memberEmail, role: 'member' }, owner)).status).toBe(201);

    const created = await post(`${suite.url}/v1/classifiers`, { name: 'console' }, owner);
    expect(created.status).toBe(201);
    const id = (created.body as { classifier_id: string }).classifier_id;
    const q = `?tenant_id=${tenantId}`;
    expect((await send('GET', `${suite.url}/v1/classifiers${q}`, undefined, member)).body).toMatchObject({ classifiers: [{ classifier_id: id }] });
    expect((await send('GET', `${suite.url}/v1/classifiers/${id}${q}`, undefined, member)).status).toBe(200);
    expect(await post(`${suite.url}/v1/classifiers/${id}/archive${q}`, {}, member)).toMatchObject({ status: 403, body: { detail: 'not allowed for your role' } });
    expect(await post(`${suite.url}/v1/classifiers${q}`, { name: 'nope' }, member)).toMatchObject({ status: 403, body: { detail: 'not allowed for your role' } });
    // The member's own tenant does not hold it.
    expect(await send('GET', `${suite.url}/v1/classifiers/${id}`, undefined, member)).toMatchObject({ status: 404, body: { detail: 'unknown classifier' } });
    expect(await send('GET', `${suite.url}/v1/classifiers`)).toMatchObject({ status: 401, body: { detail: 'not authenticated' } });
  });
});
