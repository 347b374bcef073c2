import { resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, DistributedSuite, FakeOpenAiServer, post, send } from '@svc/testkit';
import { bodySchema, ClassifyBody, CreateRecordBody, MODEL_METHOD_NAMES, MODEL_METHODS } from '@svc/contracts';
import { api, publishedClassifier } from './classifier-fixtures.js';
import { ledgerSums } from './ledger-sums.js';

/**
 * The MCP surface (`POST /mcp`) through the whole distributed suite, driven by the official SDK's client over
 * Streamable HTTP (and over stdio through the bridge): tools, billing, refusals, replicas.
 */
let suite: DistributedSuite;
let upstream: FakeOpenAiServer;
const clients: Client[] = [];

async function connect(key: string, base = suite.url): Promise<Client> {
  const client = new Client({ name: 'svc-e2e', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: bearer(key) } }));
  clients.push(client);
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const rest = (key: string, method: string, body: unknown, base = suite.url) => post(`${base}/v1/models/svc-small-json/${method}`, body, bearer(key));
const account = async (tenantId: string) => (await suite.admin('GET', `/admin/tenants/${tenantId}`)).body as { pool_used: number; wallet: number };
const textOf = (result: CallToolResult) => (result.content[0] as { type: 'text'; text: string }).text;

/** An answer without its timings, which differ from one call to the next. */
function timeless(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(timeless);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'latency_ms').map(([k, v]) => [k, timeless(v)]));
}

beforeAll(async () => {
  upstream = await FakeOpenAiServer.start();
  const registry = {
    'svc-small-json': { kind: 'builtin', methods: ['extract', 'structure', 'select', 'grade', 'guard'] },
    gpu: { kind: 'openai-compatible', base_url: upstream.url, model: 'qwen-test', max_retries: 0, timeout_ms: 5_000, methods: ['grade'] },
  };
  suite = await DistributedSuite.start({ env: { SVC_MODEL_REGISTRY: JSON.stringify(registry), SVC_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await suite?.stop();
  await upstream?.close();
});
beforeEach(() => upstream.reset());

describe('MCP over Streamable HTTP', () => {
  it('lists every model method of every api, classify and records_create, with the contract classes as schemas', async () => {
    const { apiKey } = await suite.createTenant({ included_pool: 10 });
    const client = await connect(apiKey);
    expect(client.getServerVersion()?.name).toBe('svc');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual([...MODEL_METHOD_NAMES, 'gpu_grade', 'classify', 'records_create']);
    for (const name of MODEL_METHOD_NAMES) {
      const tool = tools.find((t) => t.name === name)!;
      const method = MODEL_METHODS[name];
      expect(tool.title).toBe(method.title);
      expect(tool.inputSchema).toEqual(bodySchema(method.body));
      expect(tool.outputSchema).toEqual(method.answerSchema());
      expect(tool.description).toContain(method.description);
    }
    const gpu = tools.find((t) => t.name === 'gpu_grade')!;
    expect([gpu.title, gpu.inputSchema, gpu.outputSchema]).toEqual([`${MODEL_METHODS.grade.title} (gpu)`, bodySchema(MODEL_METHODS.grade.body), MODEL_METHODS.grade.answerSchema()]);
    const classify = tools.find((t) => t.name === 'classify')!;
    expect(classify.inputSchema).toEqual({ type: 'object', properties: { classifier_id: { type: 'string' }, ...bodySchema(ClassifyBody).properties }, required: ['classifier_id', 'text'] });
    // The answers as the gateway's generated OpenAPI document shows them for the REST routes.
    const { components } = (await fetch(`${suite.url}/openapi.json`).then((r) => r.json())) as { components: { schemas: Record<string, unknown> } };
    expect(classify.outputSchema).toEqual(components.schemas.ClassifyAnswer);
    expect(classify.outputSchema).toMatchObject({ type: 'object', properties: { label: {}, status: {}, candidates: {}, version_id: {} } });
    const records = tools.find((t) => t.name === 'records_create')!;
    expect(records.inputSchema).toEqual({ ...bodySchema(CreateRecordBody), type: 'object' });
    expect(records.outputSchema).toEqual(components.schemas.Record);
    expect(records.outputSchema).toMatchObject({ type: 'object', properties: { record_id: {}, schema: {}, record: {}, status: {} } });
  });

  it('stores a record with records_create, as POST /records/create does, billed once; its refusals carry the REST details', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 10 });
    const client = await connect(apiKey);
    const body = { text: '2026-11-24 10:00:01 ERROR [db] connection refused', schema: 'log_event' };
    const viaRest = await post(`${suite.url}/records/create`, body, bearer(apiKey));
    expect(viaRest.status).toBe(200);
    const result = await call(client, 'records_create', body);
    expect(result.isError).toBeFalsy();
    const stored = result.structuredContent as Record<string, unknown>;
    const restRecord = viaRest.body as Record<string, unknown>;
    expect(stored).toMatchObject({ schema: 'log_event', text: body.text, status: restRecord.status, record: restRecord.record });
    expect(stored.record_id).not.toBe(restRecord.record_id);
    expect(result._meta).toMatchObject({ 'x-svc-debit': 'included', 'x-svc-free-remaining': '8' });
    expect(textOf(await call(client, 'records_create', { text: 'x', schema: 'no_such_schema' }))).toBe("field 'schema' must be a built-in schema name");
    expect(textOf(await call(client, 'records_create', { text: 'x', schema: 'log_event', classifier_id: '00000000-0000-4000-8000-000000000000' }))).toBe('unknown classifier');
    expect(await account(tenantId)).toMatchObject({ pool_used: 2 });
  });

  it('answers each model tool as REST answers the same body, billed the same: one pool call each, figures in _meta', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 100 });
    const client = await connect(apiKey);
    let left = 100;
    for (const name of MODEL_METHOD_NAMES) {
      const body = MODEL_METHODS[name].example as Record<string, unknown>;
      const viaRest = await rest(apiKey, name, body);
      expect(viaRest.status).toBe(200);
      expect(viaRest.headers.get('x-svc-free-remaining')).toBe(String(--left));
      const result = await call(client, name, body);
      expect(result.isError).toBeFalsy();
      expect(timeless(result.structuredContent)).toEqual(timeless(viaRest.body));
      expect(timeless(JSON.parse(textOf(result)))).toEqual(timeless(viaRest.body));
      expect(result._meta).toMatchObject({ 'x-svc-debit': 'included', 'x-svc-free-remaining': String(--left), 'x-svc-ratelimit-limit': '1000' });
    }
    expect(await ledgerSums(suite.db, tenantId)).toMatchObject({ poolUsed: 10, poolUsedFromLedger: 10, openHolds: 0 });
  });

  it('pays from the wallet once the pool is spent, as REST does', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 1, wallet: 5_000 });
    const client = await connect(apiKey);
    const first = await call(client, 'grade', { text: 'disk full' });
    const second = await call(client, 'grade', { text: 'disk full' });
    expect(first._meta).toMatchObject({ 'x-svc-debit': 'included', 'x-svc-free-remaining': '0' });
    expect(second._meta).toMatchObject({ 'x-svc-debit': 'paid', 'x-svc-free-remaining': '0' });
    expect(await account(tenantId)).toMatchObject({ pool_used: 1, wallet: 4_000 });
  });

  it('classifies with a published classifier, as POST /v1/classify answers', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 10 });
    const { id } = await publishedClassifier(suite, apiKey);
    const client = await connect(apiKey);
    const viaRest = await api(suite, apiKey, 'POST', `/v1/classify/${id}`, { text: 'my parcel never arrived' });
    const result = await call(client, 'classify', { classifier_id: id, text: 'my parcel never arrived' });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(viaRest.body);
    expect(result._meta).toMatchObject({ 'x-svc-debit': 'included', 'x-svc-free-remaining': '8' });
    // Its refusals carry classify's own details; none is billed.
    expect(textOf(await call(client, 'classify', { classifier_id: '00000000-0000-4000-8000-000000000000', text: 'x' }))).toBe('unknown classifier');
    const empty = await call(client, 'classify', { classifier_id: id, text: '' });
    expect(empty).toMatchObject({ isError: true, content: [{ type: 'text', text: "field 'text' must be a non-empty string" }] });
    expect(await account(tenantId)).toMatchObject({ pool_used: 2 });
  });

  it('refuses over the rate limit with `rate limited` (HTTP 200, isError), not billed', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 10, rate_limit: 1 });
    const client = await connect(apiKey);
    const results = [await call(client, 'grade', { text: 'disk full' }), await call(client, 'grade', { text: 'disk full' })];
    expect(results[0].isError).toBeFalsy();
    expect(results[1]).toMatchObject({ isError: true, content: [{ type: 'text', text: 'rate limited' }] });
    expect(results[1]._meta).toMatchObject({ status: 429, 'x-svc-ratelimit-limit': '1', 'x-svc-ratelimit-remaining': '0' });
    expect(Number(results[1]._meta?.['retry-after'])).toBeGreaterThan(0);
    expect(await account(tenantId)).toMatchObject({ pool_used: 1 });
  });

  it('refuses with `balance empty; top up at /billing` when pool and wallet are spent; a top-up makes the same call succeed', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 0, wallet: 0 });
    const client = await connect(apiKey);
    expect(await call(client, 'extract', { text: 'ERROR boom' })).toMatchObject({ isError: true, content: [{ type: 'text', text: 'balance empty; top up at /billing' }] });
    await suite.admin('POST', `/admin/tenants/${tenantId}/topup`, { amount: 1_000 });
    const paid = await call(client, 'extract', { text: 'ERROR boom' });
    expect(paid.isError).toBeFalsy();
    expect(paid._meta).toMatchObject({ 'x-svc-debit': 'paid' });
    expect(await ledgerSums(suite.db, tenantId)).toMatchObject({ wallet: 0, walletFromLedger: 0, openHolds: 0 });
  });

  it('answers bad arguments with isError and the validation detail, unbilled; an unknown tool is the SDK JSON-RPC error', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 10 });
    const client = await connect(apiKey);
    const bad = await call(client, 'select', { text: 'card declined' });
    expect(bad.isError).toBe(true);
    expect(JSON.parse(textOf(bad))).toEqual([{ loc: ['body', 'candidates'], msg: expect.any(String), type: 'missing' }]);
    expect(bad._meta).toMatchObject({ status: 422 });
    expect(textOf(await call(client, 'structure', { text: 'x', schema: 'no_such_schema' }))).toContain('log_event');
    await expect(client.callTool({ name: 'summarise', arguments: {} })).rejects.toMatchObject({ code: ErrorCode.InvalidParams, message: expect.stringContaining('Tool summarise not found') });
    expect(await account(tenantId)).toMatchObject({ pool_used: 0 });
  });

  it('passes an upstream model error through verbatim, isError, and bills it (the model answered)', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 10 });
    const client = await connect(apiKey);
    const error = { error: { message: "This model's maximum context length is 4096 tokens", type: 'invalid_request_error', code: 'context_length_exceeded' } };
    upstream.script({ status: 400, body: error });
    const result = await call(client, 'gpu_grade', { text: 'disk almost full' });
    expect(result.isError).toBe(true);
    expect(JSON.parse(textOf(result))).toEqual({ status: 400, body: error });
    expect(result._meta).toMatchObject({ 'upstream-status': 400, 'x-svc-debit': 'included', 'x-svc-free-remaining': '9' });
    expect(await ledgerSums(suite.db, tenantId)).toMatchObject({ poolUsed: 1, poolUsedFromLedger: 1, openHolds: 0 });
  });

  it('refuses a missing or bad key with HTTP 401 invalid api key and WWW-Authenticate: Bearer', async () => {
    const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'x', version: '1' } } };
    const accept = { accept: 'application/json, text/event-stream' };
    for (const headers of [accept, { ...accept, ...bearer('svc_not_a_key') }, { ...accept, authorization: 'Basic abc' }]) {
      const res = await send('POST', `${suite.url}/mcp`, initialize, headers);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'invalid api key' });
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    await expect(connect('svc_not_a_key')).rejects.toThrow(/401|invalid api key|Unauthorized/i);
  });

  it('accepts the revisions from 2025-03-26 on, answers with x-request-id, and answers GET with 405', async () => {
    const { apiKey } = await suite.createTenant({ included_pool: 10 });
    const headers = { ...bearer(apiKey), accept: 'application/json, text/event-stream' };
    for (const version of ['2025-03-26', '2025-06-18', '2025-11-25']) {
      const params = { protocolVersion: version, capabilities: {}, clientInfo: { name: 'x', version: '1' } };
      const res = await send('POST', `${suite.url}/mcp`, { jsonrpc: '2.0', id: 1, method: 'initialize', params }, headers);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ jsonrpc: '2.0', id: 1, result: { protocolVersion: version, serverInfo: { name: 'svc' }, capabilities: { tools: {} } } });
      expect(res.headers.get('mcp-session-id')).toBeNull();
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    // A tools/call with no initialize before it (stateless): its _meta names the request id of its HTTP answer.
    const res = await send('POST', `${suite.url}/mcp`, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'grade', arguments: { text: 'disk full' } } }, { ...headers, 'mcp-protocol-version': '2025-11-25' });
    expect(res.status).toBe(200);
    expect((res.body as { result: CallToolResult }).result._meta?.['x-request-id']).toBe(res.headers.get('x-request-id'));
    const get = await send('GET', `${suite.url}/mcp`, undefined, headers);
    expect(get).toMatchObject({ status: 405, body: { detail: 'method not allowed' } });
  });

  it('answers a request the transport refuses with its status, the JSON-RPC error and a { detail }, unbilled', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 10 });
    const call = { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'grade', arguments: { text: 'disk full' } } };
    const accept = { accept: 'application/json, text/event-stream' };
    const cases: Array<[string, unknown, Record<string, string>, number]> = [
      ['no Accept', call, {}, 406],
      ['Accept without text/event-stream', call, { accept: 'application/json' }, 406],
      ['no JSON-RPC message', { text: {} }, accept, 400],
    ];
    for (const [why, body, headers, status] of cases) {
      const res = await send('POST', `${suite.url}/mcp`, body, { ...bearer(apiKey), ...headers });
      expect(res.status, why).toBe(status);
      const answer = res.body as { detail: unknown; jsonrpc: string; error: { message: string } };
      expect(answer.jsonrpc, why).toBe('2.0');
      expect(answer.detail, why).toBe(answer.error.message);
      expect(res.headers.get('x-request-id'), why).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(await ledgerSums(suite.db, tenantId)).toMatchObject({ poolUsed: 0, openHolds: 0 });
  });

  it('answers the same call through two gateway replicas, billed to the one pool', async () => {
    const replica = await suite.startGatewayReplica();
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 10 });
    const [a, b] = [await connect(apiKey), await connect(apiKey, replica)];
    expect((await b.listTools()).tools).toEqual((await a.listTools()).tools);
    const body = { text: '2026-11-22 10:00:01 ERROR [db] connection refused' };
    const [viaA, viaB] = [await call(a, 'extract', body), await call(b, 'extract', body)];
    expect(timeless(viaB.structuredContent)).toEqual(timeless(viaA.structuredContent));
    expect([viaA._meta?.['x-svc-free-remaining'], viaB._meta?.['x-svc-free-remaining']]).toEqual(['9', '8']);
    expect(await account(tenantId)).toMatchObject({ pool_used: 2 });
  });

  it('serves desktop clients through the stdio bridge (svc-mcp-bridge), key from SVC_API_KEY', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 10 });
    const client = new Client({ name: 'svc-e2e-stdio', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [resolve('tools/mcp-bridge/bin/svc-mcp-bridge.js')],
      env: { SVC_API_KEY: apiKey, SVC_MCP_URL: `${suite.url}/mcp`, PATH: process.env.PATH ?? '' },
      stderr: 'pipe',
    });
    await client.connect(transport);
    clients.push(client);
    expect((await client.listTools()).tools.map((t) => t.name)).toContain('extract');
    const result = (await client.callTool({ name: 'grade', arguments: { text: 'kernel panic: not syncing' } })) as CallToolResult;
    const viaRest = await rest(apiKey, 'grade', { text: 'kernel panic: not syncing' });
    expect(result.structuredContent).toEqual(viaRest.body);
    expect(result._meta).toMatchObject({ 'x-svc-debit': 'included', 'x-svc-free-remaining': '9' });
    expect(await account(tenantId)).toMatchObject({ pool_used: 2 });
  });

  it('tells a stdio client a bad SVC_API_KEY as an error of its request', async () => {
    const client = new Client({ name: 'svc-e2e-stdio', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [resolve('tools/mcp-bridge/bin/svc-mcp-bridge.js')],
      env: { SVC_API_KEY: 'svc_not_a_key', SVC_MCP_URL: `${suite.url}/mcp`, PATH: process.env.PATH ?? '' },
      stderr: 'pipe',
    });
    await expect(client.connect(transport)).rejects.toThrow(/invalid api key/);
    await client.close();
  });

  // Last: it stops the models process.
  it('refuses with `model unavailable` when the models process is down; the pool is untouched', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 10, wallet: 5_000 });
    const client = await connect(apiKey);
    expect((await call(client, 'grade', { text: 'disk full' })).isError).toBeFalsy();
    await suite.stopApp('models');
    const result = await call(client, 'grade', { text: 'disk full' });
    expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: 'model unavailable' }] });
    expect(await ledgerSums(suite.db, tenantId)).toMatchObject({ poolUsed: 1, poolUsedFromLedger: 1, wallet: 5_000, openHolds: 0 });
  });
});
