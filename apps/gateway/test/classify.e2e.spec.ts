import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DistributedSuite, post } from '@svc/testkit';
import { api, bulkExamples, finished, publishedClassifier, type VersionBody } from './classifier-fixtures.js';
import { ledgerSums } from './ledger-sums.js';

const BALANCE_EMPTY = { detail: { error: 'balance empty', upgrade_url: '/billing' } };
let suite: DistributedSuite;

beforeAll(async () => {
  suite = await DistributedSuite.start({ env: { SVC_RATE_LIMIT: '1000', SVC_MODEL_TIMEOUT_MS: '3000', SVC_TRAIN_POLL_MS: '300', SVC_TRAIN_LEASE_SECONDS: '3' } });
});
afterAll(async () => {
  await suite?.stop();
});

const classify = (key: string, id: string, body: unknown) => post(`${suite.url}/v1/classify/${id}`, body, bearer(key));

describe('POST /v1/classify/{classifier_id} (contract §4.7, §7.2)', () => {
  it('answers every §7.2 refusal with its status and exact detail, and bills none of them', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 5 });
    const other = await suite.createTenant();
    const { id } = await publishedClassifier(suite, apiKey);
    const unpublished = ((await api(suite, apiKey, 'POST', '/v1/classifiers', { name: 'new' })).body as { classifier_id: string }).classifier_id;
    const archived = (await publishedClassifier(suite, apiKey)).id;
    await api(suite, apiKey, 'POST', `/v1/classifiers/${archived}/archive`);
    const theirs = (await publishedClassifier(suite, other.apiKey)).id;

    const rows: Array<[string, string, unknown, number, unknown]> = [
      ['missing classifier', randomUUID(), { text: 'hello' }, 404, 'unknown classifier'],
      ['not a uuid', 'nope', { text: 'hello' }, 404, 'unknown classifier'],
      ["another tenant's", theirs, { text: 'hello' }, 404, 'unknown classifier'],
      ['archived', archived, { text: 'hello' }, 410, 'classifier archived'],
      ['not published', unpublished, { text: 'hello' }, 409, 'classifier not published'],
      ['text missing', id, {}, 422, "field 'text' must be a non-empty string"],
      ['text empty', id, { text: '' }, 422, "field 'text' must be a non-empty string"],
      ['text not a string', id, { text: 42 }, 422, "field 'text' must be a non-empty string"],
      ['body not an object', id, '[1]', 422, "field 'text' must be a non-empty string"],
      ['30,000 three-byte characters', id, { text: '€'.repeat(30_000) }, 413, 'text exceeds 64 KiB'],
      ['64 KiB and one byte', id, { text: 'a'.repeat(65_537) }, 413, 'text exceeds 64 KiB'],
    ];
    for (const [what, classifierId, body, status, detail] of rows) {
      const res = await classify(apiKey, classifierId, body);
      expect([what, res.status, res.body]).toEqual([what, status, { detail }]);
      expect(res.headers.get('x-svc-debit')).toBeNull();
    }
    expect((await classify(apiKey, id, { text: 'a'.repeat(65_536) })).status).toBe(200);
    expect(await classify('svc_unknown', id, { text: 'hello' })).toMatchObject({ status: 401, body: { detail: 'invalid api key' } });
    // Only the one answer was billed; no hold is left open.
    expect((await suite.admin('GET', `/admin/tenants/${tenantId}`)).body).toMatchObject({ pool_used: 1 });
    expect(await ledgerSums(suite.db, tenantId)).toMatchObject({ poolUsed: 1, poolUsedFromLedger: 1, openHolds: 0 });
  });

  it('answers low_confidence with a null label and the candidates for a text unlike any label, billed', async () => {
    const { apiKey } = await suite.createTenant();
    const { id, versionId } = await publishedClassifier(suite, apiKey);
    const res = await classify(apiKey, id, { text: 'the mitochondria is the powerhouse of the cell' });
    expect(res.status).toBe(200);
    const body = res.body as { label: null; status: string; confidence: number; candidates: Array<{ label: string; score: number }>; version_id: string };
    expect(body).toMatchObject({ label: null, status: 'low_confidence', version_id: versionId });
    expect(body.candidates.map((c) => c.label).sort()).toEqual(['account', 'billing', 'shipping']);
    expect(body.candidates[0].score).toBe(body.confidence);
    expect(res.headers.get('x-svc-debit')).toBe('included');
  });

  it('bills the pool, then the wallet, then refuses with balance empty; the rate limit is the model surface one', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 1, wallet: 1000, rate_limit: 1000 });
    const { id } = await publishedClassifier(suite, apiKey);
    const text = { text: 'reset my password please' };
    const seen = [];
    for (let i = 0; i < 3; i++) {
      const res = await classify(apiKey, id, text);
      seen.push([res.status, res.headers.get('x-svc-debit'), res.headers.get('x-svc-free-remaining')]);
      if (i === 2) expect(res.body).toEqual(BALANCE_EMPTY);
    }
    expect(seen).toEqual([
      [200, 'included', '0'],
      [200, 'paid', '0'],
      [429, null, null],
    ]);
    expect(await ledgerSums(suite.db, tenantId)).toMatchObject({ wallet: 0, walletFromLedger: 0, openHolds: 0 });
    await suite.admin('POST', `/admin/tenants/${tenantId}/topup`, { amount: 1000 });
    expect((await classify(apiKey, id, text)).headers.get('x-svc-debit')).toBe('paid');

    const slow = await suite.createTenant({ rate_limit: 1 });
    const slowId = (await publishedClassifier(suite, slow.apiKey)).id;
    const answers = await Promise.all([classify(slow.apiKey, slowId, text), classify(slow.apiKey, slowId, text), classify(slow.apiKey, slowId, text)]);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0].body).toEqual({ detail: 'rate limited' });
    expect(limited[0].headers.get('retry-after')).toBe('1');
    expect(limited[0].headers.get('x-svc-ratelimit-limit')).toBe('1');
  });

  it('serves a newly published version at once, and publishing the older one rolls back', async () => {
    const { apiKey } = await suite.createTenant();
    const { id, versionId: v1 } = await publishedClassifier(suite, apiKey);
    const refunds = Array.from({ length: 20 }, (_, i) => ({ text: `return the item number ${i} for a store exchange`, label: 'returns' }));
    await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/examples`, { examples: refunds });
    const v2 = ((await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/versions`)).body as VersionBody).version_id;
    expect((await finished(suite, apiKey, id, v2)).status).toBe('ready');
    const text = { text: 'I want to return the item for a store exchange' };
    expect((await classify(apiKey, id, text)).body).toMatchObject({ version_id: v1 });

    await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/publish`, { version_id: v2 });
    expect((await classify(apiKey, id, text)).body).toMatchObject({ version_id: v2, label: 'returns' });
    await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/publish`, { version_id: v1 });
    const back = (await classify(apiKey, id, text)).body as { version_id: string; label: string | null };
    expect(back.version_id).toBe(v1);
    expect(back.label).not.toBe('returns');
    expect(await suite.lastEvent('svc.classifier.version.published.v1')).toMatchObject({ classifierId: id, versionId: v1, previousVersionId: v2 });
    expect(await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/publish`, { version_id: randomUUID() })).toMatchObject({ status: 404, body: { detail: 'unknown version' } });
  });

  it('answers 502 model unavailable with the pool untouched while the classifier service is down', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 3 });
    const { id } = await publishedClassifier(suite, apiKey);
    await suite.stopApp('classifier');
    try {
      for (let i = 0; i < 2; i++) expect(await classify(apiKey, id, { text: 'my bill is wrong' })).toMatchObject({ status: 502, body: { detail: 'model unavailable' } });
      expect((await suite.admin('GET', `/admin/tenants/${tenantId}`)).body).toMatchObject({ pool_used: 0, pool_left: 3 });
      expect(await ledgerSums(suite.db, tenantId)).toMatchObject({ poolUsedFromLedger: 0, openHolds: 0 });
    } finally {
      suite.startApp('classifier');
      await suite.waitHealthy();
    }
    expect((await classify(apiKey, id, { text: 'my bill is wrong' })).headers.get('x-svc-debit')).toBe('included');
  });

  it('finishes a version whose classifier process was killed during training (never left training)', async () => {
    const { apiKey } = await suite.createTenant();
    const id = ((await api(suite, apiKey, 'POST', '/v1/classifiers', { name: 'long' })).body as { classifier_id: string }).classifier_id;
    expect((await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/examples`, { examples: bulkExamples(8_000, 60) })).status).toBe(201);
    const versionId = ((await api(suite, apiKey, 'POST', `/v1/classifiers/${id}/versions`)).body as VersionBody).version_id;
    const deadline = Date.now() + 20_000;
    while (((await api(suite, apiKey, 'GET', `/v1/classifiers/${id}/versions/${versionId}`)).body as VersionBody).status !== 'training') {
      if (Date.now() > deadline) throw new Error('training never started');
      await new Promise((r) => setTimeout(r, 100));
    }
    await suite.stopApp('classifier');
    suite.startApp('classifier');
    await suite.waitHealthy();
    const version = await finished(suite, apiKey, id, versionId, 180_000);
    expect(version.status).toBe('ready');
    const attempts = await suite.db.query<{ attempts: number }>(`SELECT attempts FROM classifier.versions WHERE id = $1`, [versionId]);
    expect(attempts.rows[0].attempts).toBe(2);
  }, 240_000);
});
