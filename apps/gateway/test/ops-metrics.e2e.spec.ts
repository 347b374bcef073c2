import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DistributedSuite, post, type AppName } from '@svc/testkit';
import { OPS_PATHS } from '@svc/platform';
import { publishedClassifier } from './classifier-fixtures.js';
import { ledgerSums } from './ledger-sums.js';

let suite: DistributedSuite;

beforeAll(async () => {
  suite = await DistributedSuite.start({ opsPorts: true, env: { SVC_RATE_LIMIT: '1000', SVC_TRAIN_POLL_MS: '300' } });
});
afterAll(async () => {
  await suite?.stop();
});

async function metrics(app: AppName): Promise<string> {
  const res = await fetch(`${suite.opsUrl(app)}${OPS_PATHS.metrics}`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of one sample line (`name{labels} value`), or null when the series is absent. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

const grade = (key: string, headers: Record<string, string> = {}) => post(`${suite.url}/v1/models/svc-small-json/grade`, { text: 'disk failure' }, { ...bearer(key), ...headers });

describe('/metrics after some calls', () => {
  it('counts HTTP answers by route template, billed calls by tier and outcome, NATS latency by subject, ledger batches, model latency, outbox lag, training jobs', async () => {
    const { apiKey } = await suite.createTenant({ included_pool: 2, wallet: 10_000 });
    for (let i = 0; i < 3; i++) expect((await grade(apiKey)).status).toBe(200);
    expect((await post(`${suite.url}/v1/models/svc-small-json/nope`, { text: 'x' }, bearer(apiKey))).status).toBe(404);
    await publishedClassifier(suite, apiKey);

    const gateway = await metrics('gateway');
    // The route's template, never the URL the caller sent.
    expect(sample(gateway, 'svc_http_request_duration_seconds_count{method="POST",route="/v1/models/:api/:method",status="200"}')).toBeGreaterThanOrEqual(3);
    expect(sample(gateway, 'svc_http_request_duration_seconds_count{method="POST",route="/v1/models/:api/:method",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(gateway).toContain('svc_http_request_duration_seconds_bucket{method="POST",route="/v1/models/:api/:method",status="200",le="0.25"}');
    expect(gateway).not.toContain('svc-small-json/grade"');
    expect(sample(gateway, 'svc_billed_calls_total{tier="included",outcome="posted"}')).toBeGreaterThanOrEqual(2);
    expect(sample(gateway, 'svc_billed_calls_total{tier="paid",outcome="posted"}')).toBeGreaterThanOrEqual(1);
    expect(sample(gateway, 'svc_bus_request_duration_seconds_count{subject="billing.hold.take-batch",outcome="ok"}')).toBeGreaterThanOrEqual(1);
    expect(sample(gateway, 'svc_bus_request_duration_seconds_count{subject="models.invoke.batch",outcome="ok"}')).toBeGreaterThanOrEqual(3);
    // Bounded labels: no subject prefix of the deployment, no tenant or request ids.
    expect(gateway).not.toContain(suite.subjectPrefix);

    const billing = await metrics('billing');
    expect(sample(billing, 'svc_ledger_batch_size_count{op="hold"}')).toBeGreaterThanOrEqual(1);
    expect(sample(billing, 'svc_ledger_batch_size_count{op="settle"}')).toBeGreaterThanOrEqual(1);
    expect(sample(billing, 'svc_outbox_lag_seconds_count{outbox="billing"}')).toBeGreaterThanOrEqual(1);
    expect(sample(billing, 'svc_outbox_pending_events{outbox="billing"}')).not.toBeNull();

    const models = await metrics('models');
    expect(sample(models, 'svc_model_call_duration_seconds_count{model="svc-small-json",method="grade",outcome="ok"}')).toBeGreaterThanOrEqual(3);

    const classifier = await metrics('classifier');
    expect(sample(classifier, 'svc_classifier_training_jobs_total{event="started"}')).toBeGreaterThanOrEqual(1);
    expect(sample(classifier, 'svc_classifier_training_jobs_total{event="finished"}')).toBeGreaterThanOrEqual(1);
    expect(sample(classifier, 'svc_classifier_training_duration_seconds_count{outcome="finished"}')).toBeGreaterThanOrEqual(1);
  });
});

describe('x-request-id', () => {
  it("keeps a sane incoming id: on the answer, in every service's log lines about the call, in the NATS messages", async () => {
    const { apiKey } = await suite.createTenant({ included_pool: 5 });
    const id = `trace-${Date.now()}.a:b_c-d`;
    const res = await grade(apiKey, { 'x-request-id': id });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(id);
    await new Promise((r) => setTimeout(r, 300));
    const lines = suite.logs.filter((l) => l.includes(id)).map((l) => JSON.parse(l) as { service: string; requestId: unknown });
    const services = new Set(lines.map((l) => l.service));
    // The gateway's access line, and the message lines of auth (the key), billing (hold, settle) and models.
    for (const service of ['gateway', 'auth', 'billing', 'models']) expect(services, `${service} logs the id`).toContain(service);
    for (const l of lines) expect(String(l.requestId)).toMatch(new RegExp(`^${id.replaceAll('.', '\\.')}(~|$)`));
  });

  it('replaces an id that is too long or has other characters with a fresh one', async () => {
    const { apiKey } = await suite.createTenant({ included_pool: 5 });
    for (const bad of ['a'.repeat(129), 'has space', 'semi;colon', 'ümlaut', '']) {
      const res = await grade(apiKey, { 'x-request-id': bad });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const longest = 'b'.repeat(128);
    expect((await grade(apiKey, { 'x-request-id': longest })).headers.get('x-request-id')).toBe(longest);
  });

  it('the same id on several calls never makes one free: each is held and charged on its own', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 1, wallet: 3_000 });
    const answers = await Promise.all(Array.from({ length: 4 }, () => grade(apiKey, { 'x-request-id': 'same-id' })));
    const ok = answers.filter((a) => a.status === 200);
    for (const a of answers) expect(a.headers.get('x-request-id')).toBe('same-id');
    // 1 included + 3 paid calls of 1000 each, all charged; nothing open.
    expect(ok).toHaveLength(4);
    expect(await ledgerSums(suite.db, tenantId)).toMatchObject({ poolUsedFromLedger: 1, wallet: 0, walletFromLedger: 0, openHolds: 0 });
    const fifth = await grade(apiKey, { 'x-request-id': 'same-id' });
    expect(fifth.status).toBe(429);
  });
});
