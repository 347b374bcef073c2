import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, DistributedSuite, FakeOpenAiServer, freePort, post } from '@svc/testkit';
import { ledgerSums } from './ledger-sums.js';

/**
 * A model served by an OpenAI-compatible server (registry kind `openai-compatible`), through the whole suite:
 * gateway, auth, billing and models each their own process. The upstream is a scripted test server.
 */
const KEY = 'sk-e2e-upstream-secret';
let suite: DistributedSuite;
let upstream: FakeOpenAiServer;

const RECORD = { type: 'log', level: 'error', component: 'db', message: 'connection refused' };
const SELECT = { text: 'my card was declined at the shop', candidates: ['card declined', 'change pin'] };
const call = (apiKey: string, api: string, method: string, body: unknown) => post(`${suite.url}/v1/models/${api}/${method}`, body, bearer(apiKey));
const account = async (tenantId: string) => (await suite.admin('GET', `/admin/tenants/${tenantId}`)).body as { pool_used: number; wallet: number };

beforeAll(async () => {
  upstream = await FakeOpenAiServer.start();
  const entry = { kind: 'openai-compatible', model: 'qwen-test', api_key_env: 'GPU_TEST_KEY', max_retries: 2 };
  const registry = {
    'svc-small-json': { kind: 'builtin', methods: ['extract', 'structure', 'select', 'grade', 'guard'] },
    gpu: { ...entry, base_url: upstream.url, timeout_ms: 5_000 },
    'gpu-slow': { ...entry, base_url: upstream.url, timeout_ms: 300 },
    'gpu-dead': { ...entry, base_url: `http://127.0.0.1:${await freePort()}`, methods: ['grade'] },
  };
  suite = await DistributedSuite.start({ env: { SVC_MODEL_REGISTRY: JSON.stringify(registry), GPU_TEST_KEY: KEY, SVC_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await suite?.stop();
  await upstream?.close();
});
beforeEach(() => upstream.reset());

describe('a model behind an OpenAI-compatible server', () => {
  it('answers the validated JSON, bills the call, and asks the upstream with its model, key and the method schema', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 10, wallet: 5000 });
    upstream.script({ content: JSON.stringify(RECORD) });
    const res = await call(apiKey, 'gpu', 'structure', { text: '2026-11-22 10:00:01 ERROR [db] connection refused', schema: 'log_event' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ schema: 'log_event', record: RECORD, valid: true, retries: 0, routed_by: 'declared', model: 'gpu' });
    expect(res.headers.get('x-svc-debit')).toBe('included');
    expect(res.headers.get('x-svc-free-remaining')).toBe('9');
    expect(await account(tenantId)).toMatchObject({ pool_used: 1, wallet: 5000 });

    expect(upstream.requests).toHaveLength(1);
    const sent = upstream.requests[0];
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body.model).toBe('qwen-test');
    expect(sent.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'log_event' } });
    expect(JSON.parse(sent.body.messages!.at(-1)!.content)).toEqual({ text: '2026-11-22 10:00:01 ERROR [db] connection refused', schema: 'log_event' });
  });

  it('retries an answer that fails validation with the error fed back: meta.retries 1, valid true, billed once', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 10, wallet: 5000 });
    upstream.script({ content: '{"choice":"freeze my card","confidence":0.9}' }, { content: '{"choice":"card declined","confidence":0.85}' });
    const res = await call(apiKey, 'gpu', 'select', SELECT);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ choice: 'card declined', confidence: 0.85, status: 'ok', meta: { retries: 1, valid: true, routed_by: 'model' } });
    expect(upstream.requests).toHaveLength(2);
    expect(upstream.requests[1].body.messages!.at(-1)!.content).toContain('/choice: not one of');
    expect(await account(tenantId)).toMatchObject({ pool_used: 1 });
  });

  it('passes an upstream 400 through verbatim, its status and body, and bills it (the model answered)', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 10, wallet: 5000 });
    const error = { error: { message: "This model's maximum context length is 4096 tokens", type: 'invalid_request_error', param: 'messages', code: 'context_length_exceeded' } };
    upstream.script({ status: 400, body: error });
    const res = await call(apiKey, 'gpu', 'grade', { text: 'disk almost full' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(error);
    expect(res.headers.get('x-svc-debit')).toBe('included');
    expect(res.headers.get('x-svc-free-remaining')).toBe('9');
    expect(await ledgerSums(suite.db, tenantId)).toMatchObject({ poolUsed: 1, poolUsedFromLedger: 1, wallet: 5000, openHolds: 0 });
  });

  it('answers 502 model unavailable for a dead upstream and releases the hold: pool and wallet untouched', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 10, wallet: 5000 });
    for (let i = 0; i < 2; i++) {
      const res = await call(apiKey, 'gpu-dead', 'grade', { text: 'disk almost full' });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ detail: 'model unavailable' });
    }
    expect(await ledgerSums(suite.db, tenantId)).toMatchObject({ poolUsed: 0, wallet: 5000, walletFromLedger: 5000, openHolds: 0 });
    expect(await account(tenantId)).toMatchObject({ pool_used: 0, wallet: 5000 });
  });

  it('answers 502 model unavailable when the upstream does not answer within timeout_ms, released', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 10, wallet: 5000 });
    upstream.script({ hang: true });
    const started = Date.now();
    const res = await call(apiKey, 'gpu-slow', 'grade', { text: 'disk almost full' });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ detail: 'model unavailable' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await ledgerSums(suite.db, tenantId)).toMatchObject({ poolUsed: 0, wallet: 5000, openHolds: 0 });
  });

  it('offers only the methods of the entry: another method is 404 unknown method, unbilled', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 10 });
    const res = await call(apiKey, 'gpu-dead', 'extract', { text: 'x' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'unknown method' });
    expect(await account(tenantId)).toMatchObject({ pool_used: 0 });
  });

  it('never writes the upstream key to any log', () => {
    expect(suite.logs.length).toBeGreaterThan(0);
    expect(suite.logs.some((line) => line.includes(KEY))).toBe(false);
  });
});
