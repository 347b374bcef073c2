import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DistributedSuite, FakeResponder, send } from '@svc/testkit';
import { api, publishedClassifier } from './classifier-fixtures.js';
import { ledgerSums } from './ledger-sums.js';
import { createRecord, LOG_LINE, records, signUp, type Owner, type RecordBody, startRecordsSuite } from './records-fixtures.js';

let suite: DistributedSuite;

beforeAll(async () => {
  suite = await startRecordsSuite();
});
afterAll(async () => {
  await suite?.stop();
});

const setDefault = (owner: Owner, id: string | null) => send('PUT', `${suite.url}/records/settings`, { default_classifier_id: id }, owner.cookie);

/** A create that must fall back: 200, the record stored with the reason, its hold released (the ledger nets to zero). */
async function expectFallback(owner: Owner, reason: string, expected: Partial<RecordBody> = { label: null }): Promise<RecordBody> {
  const before = await ledgerSums(suite.db, owner.tenantId);
  const res = await createRecord(suite, owner.apiKey, { text: 'where is my parcel, the courier tracking number', schema: 'key_value' });
  expect([reason, res.status]).toEqual([reason, 200]);
  const body = res.body as RecordBody;
  expect(body).toMatchObject({ status: 'fallback', fallback_reason: reason, billing_tier: null, ...expected });
  expect(res.headers.get('x-svc-debit')).toBeNull();
  expect((await records(suite, 'GET', `/get/${body.record_id}`, owner.cookie)).body).toEqual(body);
  expect(await ledgerSums(suite.db, owner.tenantId)).toMatchObject({ poolUsedFromLedger: before.poolUsedFromLedger, walletFromLedger: before.walletFromLedger, openHolds: 0 });
  const entry = await suite.db.query(`SELECT state FROM billing.ledger_entries WHERE tenant_id = $1 AND request_id = $2`, [owner.tenantId, body.request_id]);
  expect(entry.rows).toEqual([{ state: 'released' }]);
  return body;
}

async function withAppDown<T>(app: 'classifier' | 'models', work: () => Promise<T>): Promise<T> {
  await suite.stopApp(app);
  try {
    return await work();
  } finally {
    suite.startApp(app);
    await suite.waitHealthy();
  }
}

describe('records settings and the default classifier', () => {
  it('labels creates with the default classifier an owner set; members read the setting but may not change it', async () => {
    const owner = await signUp(suite);
    const member = await signUp(suite);
    await send('POST', `${suite.url}/auth/tenants/${owner.tenantId}/members`, { email: member.email, role: 'member' }, owner.cookie);
    const { id, versionId } = await publishedClassifier(suite, owner.apiKey);
    expect((await records(suite, 'GET', '/settings', owner.cookie)).body).toEqual({ tenant_id: owner.tenantId, default_classifier_id: null, rate_limit: null });
    expect(await setDefault(owner, id)).toMatchObject({ status: 200, body: { default_classifier_id: id } });
    const theirs = (await publishedClassifier(suite, member.apiKey)).id;
    expect(await setDefault(owner, theirs)).toMatchObject({ status: 404, body: { detail: 'unknown classifier' } });
    expect(await send('PUT', `${suite.url}/records/settings?tenant_id=${owner.tenantId}`, { default_classifier_id: null }, member.cookie)).toMatchObject({ status: 403, body: { detail: 'not allowed for your role' } });
    expect((await records(suite, 'GET', `/settings?tenant_id=${owner.tenantId}`, member.cookie)).body).toMatchObject({ default_classifier_id: id });
    expect((await send('PUT', `${suite.url}/records/settings`, { default_classifier_id: 'nope' }, owner.cookie)).status).toBe(422);

    const res = await createRecord(suite, owner.apiKey, { text: 'where is my parcel, the courier tracking number', schema: 'key_value' });
    expect(res.body).toMatchObject({ status: 'ok', label: 'shipping', classifier_id: id, version_id: versionId, billing_tier: 'included' });
  });
});

describe('a default classifier or model that fails never fails the create (contract §4.6 behaviour 1)', () => {
  it('falls back while the default classifier is down, slow, or answers nonsense', async () => {
    const owner = await signUp(suite);
    const { id } = await publishedClassifier(suite, owner.apiKey);
    await setDefault(owner, id);
    const classify = `${suite.subjectPrefix}classifier.classify`;
    await withAppDown('classifier', async () => {
      const down = await expectFallback(owner, 'classifier unavailable');
      expect(down.record).not.toBeNull();
      const slow = await FakeResponder.start(classify, () => ({ label: 'shipping', status: 'ok', confidence: 0.9, candidates: [], versionId: id }), 2_500);
      try {
        await expectFallback(owner, 'classifier timed out');
      } finally {
        await slow.stop();
      }
      const nonsense = await FakeResponder.start(classify, () => ({ label: 42, status: 'sure' }));
      try {
        await expectFallback(owner, 'classifier answered nonsense');
      } finally {
        await nonsense.stop();
      }
    });
  });

  it('falls back while the default classifier is archived, never published, or deleted', async () => {
    const owner = await signUp(suite);
    const archived = (await publishedClassifier(suite, owner.apiKey)).id;
    await api(suite, owner.apiKey, 'POST', `/v1/classifiers/${archived}/archive`);
    await setDefault(owner, archived);
    await expectFallback(owner, 'classifier archived');

    const unpublished = ((await api(suite, owner.apiKey, 'POST', '/v1/classifiers', { name: 'new' })).body as { classifier_id: string }).classifier_id;
    await setDefault(owner, unpublished);
    await expectFallback(owner, 'classifier not published');

    const doomed = ((await api(suite, owner.apiKey, 'POST', '/v1/classifiers', { name: 'doomed' })).body as { classifier_id: string }).classifier_id;
    await setDefault(owner, doomed);
    await suite.db.query(`DELETE FROM classifier.classifiers WHERE id = $1`, [doomed]);
    await expectFallback(owner, 'classifier deleted');
  });

  it('falls back while the models are down or answer nonsense, with or without a default classifier', async () => {
    const owner = await signUp(suite);
    const plain = await signUp(suite);
    const { id } = await publishedClassifier(suite, owner.apiKey);
    await setDefault(owner, id);
    await withAppDown('models', async () => {
      // The classifier answered: its label is kept beside the missing record.
      await expectFallback(owner, 'model unavailable', { label: 'shipping', classifier_id: id, record: null });
      await expectFallback(plain, 'model unavailable');
      const nonsense = await FakeResponder.start(`${suite.subjectPrefix}models.invoke`, () => ({ kind: 'answer', body: 'not a record' }));
      try {
        await expectFallback(plain, 'model answered nonsense');
      } finally {
        await nonsense.stop();
      }
    });
    expect((await createRecord(suite, plain.apiKey, { text: LOG_LINE, schema: 'log_event' })).body).toMatchObject({ status: 'ok', billing_tier: 'included' });
  });
});
