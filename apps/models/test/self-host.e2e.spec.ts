import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, post, postOversized, send, type Answer } from '@svc/testkit';

/** The self-hosted container's entry point as a user runs it: its own process, HTTP only, no NATS, no database. */
let child: ChildProcess;
let base = '';
const logs: string[] = [];

const JAVA_LOG = `2026-11-22 10:15:02,113 ERROR [http-nio-8080-exec-4] c.a.orders.OrderController - Request failed
java.lang.IllegalStateException: order 4711 already shipped
	at com.acme.orders.OrderService.cancel(OrderService.java:88)
	at com.acme.orders.OrderController.cancel(OrderController.java:42)
Caused by: java.sql.SQLException: lock wait timeout
	at com.mysql.cj.jdbc.ClientPreparedStatement.execute(ClientPreparedStatement.java:371)
	... 12 more
2026-11-22 10:15:03,001 INFO [main] c.a.orders.Health - still alive`;
const SYSLOG = 'Nov 22 10:15:02 web-01 sshd[2211]: Failed password for invalid user admin from 203.0.113.9 port 52144 ssh2';
const NGINX = '203.0.113.9 - - [22/Nov/2026:10:15:02 +0000] "GET /api/orders/4711 HTTP/1.1" 502 157 "-" "curl/8.5.0"';
const DIFF = `diff --git a/src/app.ts b/src/app.ts
index 3b18e51..a9c2f0d 100644
--- a/src/app.ts
+++ b/src/app.ts
@@ -1,4 +1,5 @@
 import { start } from './server.js';
-const port = 3000;
+const port = Number(process.env.PORT ?? 3000);
+const host = '0.0.0.0';
 start(port);
`;
const TOOLS = [
  {
    name: 'get_weather',
    description: 'Current weather for a city',
    parameters: { type: 'object', properties: { city: { type: 'string' }, unit: { type: 'string' } }, required: ['city'] },
  },
  {
    name: 'send_email',
    description: 'Send an email to a recipient',
    parameters: { type: 'object', properties: { to: { type: 'string' }, body: { type: 'string' } }, required: ['to', 'body'] },
  },
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const call = (path: string, body: unknown): Promise<Answer> => post(`${base}${path}`, body);
const detail = (a: Answer): unknown => (a.body as { detail: unknown }).detail;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [resolve('apps/models/dist/selfhost.js')], {
    // No NATS_URL or DATABASE_URL on purpose: the container needs neither.
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer): void => void logs.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`selfhost.js exited ${child.exitCode}:\n${logs.join('\n')}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`selfhost.js not ready:\n${logs.join('\n')}`);
});

afterAll(async () => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
});

describe('self-hosted models container: health, request ids, logs', () => {
  it('answers /health with the api, its methods and the built-in schemas', async () => {
    const res = await send('GET', `${base}/health`, undefined);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', api: 'svc-small-json', methods: ['extract', 'structure', 'select', 'grade', 'guard'] });
    expect((res.body as { schemas: string[] }).schemas).toEqual(expect.arrayContaining(['log_event', 'stack_trace', 'http_access', 'unified_diff']));
  });

  it('puts a fresh x-request-id on every answer, errors included, and logs each request as JSON with it', async () => {
    const ok = await call('/v1/extract', { text: SYSLOG });
    const refused = await call('/v1/extract', {});
    const ids = [ok.headers.get('x-request-id'), refused.headers.get('x-request-id')];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    await new Promise((r) => setTimeout(r, 100));
    const lines = logs.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.find((l) => l.requestId === ids[0])).toMatchObject({ url: '/v1/extract', status: 200, service: 'models' });
    expect(lines.find((l) => l.requestId === ids[1])).toMatchObject({ url: '/v1/extract', status: 422 });
  });
});

describe('the five model methods without the /models/{api} prefix', () => {
  it('extract: a Java log keeps its stack trace inside the ERROR record, the next line is its own record', async () => {
    const res = await call('/v1/extract', { text: JAVA_LOG, dump: true });
    expect(res.status).toBe(200);
    const records = (res.body as { records: Array<{ result: Record<string, unknown>; meta: Record<string, unknown> }> }).records;
    expect(records).toHaveLength(2);
    expect(records[0].result).toMatchObject({ level: 'error', component: 'c.a.orders.OrderController', message: 'Request failed' });
    expect(records[0].result.stack_trace).toContain('Caused by: java.sql.SQLException: lock wait timeout');
    expect(records[1].result).toMatchObject({ level: 'info', message: 'still alive' });
    expect(records[0].meta).toMatchObject({ valid: true });
  });

  it('extract: a syslog line names its program as the component', async () => {
    const res = await call('/v1/extract', { text: SYSLOG });
    expect(res.status).toBe(200);
    const [first] = (res.body as { records: Array<{ result: Record<string, unknown> }> }).records;
    expect(first.result).toMatchObject({ component: 'sshd', message: expect.stringContaining('Failed password') as unknown });
  });

  it('structure: an nginx line fills http_access, a diff fills unified_diff with its hunk whole, and the answer names the model', async () => {
    const access = await call('/v1/structure', { text: NGINX, schema: 'http_access' });
    expect(access.status).toBe(200);
    expect(access.body).toMatchObject({ schema: 'http_access', valid: true, routed_by: 'declared', model: 'svc-small-json' });
    expect((access.body as { record: { requests: unknown[] } }).record.requests).toEqual([
      expect.objectContaining({ client: '203.0.113.9', method: 'GET', path: '/api/orders/4711', status: 502 }),
    ]);
    const diff = await call('/v1/structure', { text: DIFF, schema: 'unified_diff' });
    expect(diff.status).toBe(200);
    const [file] = (diff.body as { record: { files: Array<Record<string, unknown>> } }).record.files;
    expect(file).toMatchObject({ new_path: 'src/app.ts', additions: 2, deletions: 1 });
    expect((file.hunks as Array<{ lines: string[] }>)[0].lines).toEqual(expect.arrayContaining(['-const port = 3000;', "+const host = '0.0.0.0';"]));
  });

  it('structure: an unknown schema is a 422 that lists the built-in ones', async () => {
    const res = await call('/v1/structure', { text: NGINX, schema: 'apache_magic' });
    expect(res.status).toBe(422);
    expect(detail(res)).toEqual(expect.stringContaining("unknown schema 'apache_magic'"));
    expect(detail(res)).toEqual(expect.stringContaining('http_access'));
    // A 10 KB name is repeated as its first 64 characters, not whole.
    const long = await call('/v1/structure', { text: NGINX, schema: 'q'.repeat(10_000) });
    expect(long.status).toBe(422);
    expect(detail(long)).toBe(`unknown schema '${'q'.repeat(64)}…'; built-in schemas: log_event, log_events, stack_trace, http_access, unified_diff, key_value`);
  });

  it('select: picks the candidate the text is about', async () => {
    const res = await call('/v1/select', { text: 'Customer: my card was declined at checkout, what now?', candidates: ['reset password', 'card declined', 'shipping delay'] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ choice: 'card declined', status: 'ok' });
    expect(typeof (res.body as { confidence: unknown }).confidence).toBe('number');
  });

  it('grade: a kernel panic is critical (index 3), a failed ssh login is not; custom anchors are echoed back', async () => {
    const panic = await call('/v1/grade', { text: 'kernel panic - not syncing: Fatal exception; data loss on /dev/sda1' });
    expect(panic.status).toBe(200);
    expect(panic.body).toMatchObject({ result: { tier_index: 3, tier: expect.stringMatching(/^critical:/) as unknown } });
    expect((panic.body as { anchors: string[] }).anchors).toHaveLength(4);
    const ssh = await call('/v1/grade', { text: SYSLOG });
    expect((ssh.body as { result: { tier_index: number } }).result.tier_index).toBeLessThan(3);
    const anchors = ['low: cosmetic', 'high: customers affected'];
    const custom = await call('/v1/grade', { text: 'checkout is down for all customers', anchors });
    expect(custom.status).toBe(200);
    expect((custom.body as { anchors: string[] }).anchors).toEqual(anchors);
  });

  it('guard: accepts the three catalogue forms, calls the tool a request names, abstains when no tool fits', async () => {
    const named = await call('/v1/guard', { request: 'Use get_weather for Paris', tools: TOOLS });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ action: 'CALL', tool: 'get_weather', record: { type: 'tool_call', name: 'get_weather', result: '' } });
    expect(JSON.parse((named.body as { record: { arguments: string } }).record.arguments)).toBeTypeOf('object');
    const none = await call('/v1/guard', { request: 'Book me a flight to Tokyo next Friday', tools: TOOLS });
    expect(none.body).toMatchObject({ action: 'ABSTAIN' });
    const asMap = await call('/v1/guard', { request: 'Use get_weather for Paris', tools: { get_weather: 'Current weather for a city' } });
    const asNames = await call('/v1/guard', { request: 'Use get_weather for Paris', tools: ['get_weather', 'send_email'] });
    for (const res of [asMap, asNames]) {
      expect(res.status).toBe(200);
      expect(['CALL', 'CLARIFY', 'ABSTAIN']).toContain((res.body as { action: string }).action);
    }
    const bad = await call('/v1/guard', { request: 'Use get_weather', tools: 'get_weather' });
    expect(bad.status).toBe(422);
  });
});

describe('POST /v1/route', () => {
  it('chooses the built-in schema that fits each kind of text, routed by the model, with a confidence', async () => {
    const cases: Array<[string, string]> = [
      [JAVA_LOG, 'stack_trace'],
      [SYSLOG, 'log_event'],
      [NGINX, 'http_access'],
      [DIFF, 'unified_diff'],
    ];
    for (const [text, schema] of cases) {
      const res = await call('/v1/route', { text });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ schema, routed_by: 'model' });
      const confidence = (res.body as { confidence: number }).confidence;
      expect(confidence).toBeGreaterThan(0);
      expect(confidence).toBeLessThanOrEqual(1);
    }
  });

  it('routes to a schema that /v1/structure then fills validly', async () => {
    const routed = await call('/v1/route', { text: NGINX });
    const schema = (routed.body as { schema: string }).schema;
    const filled = await call('/v1/structure', { text: NGINX, schema });
    expect(filled.status).toBe(200);
    expect(filled.body).toMatchObject({ schema, valid: true });
  });

  it('refuses a body without text (422 list)', async () => {
    const res = await call('/v1/route', { txt: NGINX });
    expect(res.status).toBe(422);
    expect(detail(res)).toEqual([{ loc: ['body', 'text'], msg: 'field required', type: 'missing' }]);
  });
});

describe('POST /v1/repair', () => {
  it('repairs what models and people break: a code fence, single quotes, bare keys, Python literals, a trailing comma, an unclosed array', async () => {
    const text = "Here you go:\n```json\n{'service': 'orders', replicas: 3, healthy: True, owner: None, tags: ['api', 'eu-west',\n```";
    const res = await call('/v1/repair', { text });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      json: { service: 'orders', replicas: 3, healthy: true, owner: null, tags: ['api', 'eu-west'] },
      valid: true,
      repaired: true,
      schema: null,
    });
  });

  it('leaves valid JSON alone and says nothing was repaired', async () => {
    const res = await call('/v1/repair', { text: ' {"a": [1, 2, {"b": null}]} ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ json: { a: [1, 2, { b: null }] }, valid: true, repaired: false });
  });

  it('with a schema, brings the value to it: a log_event that validates, unknown keys dropped, missing ones filled', async () => {
    const text = "{level: 'error', component: \"db.pool\", message: 'pool exhausted after 30s', retries: 3, host: 'db-1',}";
    const res = await call('/v1/repair', { text, schema: 'log_event' });
    expect(res.status).toBe(200);
    const body = res.body as { json: Record<string, unknown>; valid: boolean; repaired: boolean; schema: string };
    expect(body).toMatchObject({ valid: true, repaired: true, schema: 'log_event' });
    expect(body.json).toMatchObject({ level: 'error', component: 'db.pool', message: 'pool exhausted after 30s' });
    for (const field of ['type', 'level', 'component', 'message']) expect(typeof body.json[field]).toBe('string');
    const diff = await call('/v1/repair', { text: '{"files": [{"old_path": "a.ts", "new_path": "a.ts", "hunks": "none", "extra": 1}', schema: 'unified_diff' });
    expect(diff.status).toBe(200);
    expect((diff.body as { json: unknown }).json).toEqual({ files: [{ old_path: 'a.ts', new_path: 'a.ts', additions: 0, deletions: 0, hunks: [] }] });
  });

  it('with schema log_event, an upper-case level keeps its meaning ("ERROR" becomes "error")', async () => {
    const res = await call('/v1/repair', { text: "{level: 'ERROR', component: 'db', message: 'down'", schema: 'log_event' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ valid: true, json: { level: 'error', component: 'db', message: 'down' } });
  });

  it('answers a clear 422 when there is no JSON to repair, for an unknown schema, and for a missing text', async () => {
    const prose = await call('/v1/repair', { text: 'the deploy went fine, thanks' });
    expect(prose.status).toBe(422);
    expect(detail(prose)).toEqual([{ loc: ['body', 'text'], msg: 'no JSON value found in the text', type: 'value_error' }]);
    const schema = await call('/v1/repair', { text: '{"a": 1', schema: 'log_line' });
    expect(schema.status).toBe(422);
    expect(detail(schema)).toEqual(expect.stringContaining("unknown schema 'log_line'"));
    const long = await call('/v1/repair', { text: '{"a": 1', schema: 'q'.repeat(10_000) });
    expect(detail(long)).toEqual(expect.stringContaining(`unknown schema '${'q'.repeat(64)}…'`));
    expect(JSON.stringify(long.body).length).toBeLessThan(300);
    const missing = await call('/v1/repair', { schema: 'log_event' });
    expect(missing.status).toBe(422);
    expect(detail(missing)).toEqual([{ loc: ['body', 'text'], msg: 'field required', type: 'missing' }]);
  });

  it('refuses to repair more than 64 KiB of broken JSON (413) but takes a larger text that already parses', async () => {
    const items = Array.from({ length: 6000 }, (_, i) => `{id: ${i}, name: 'item ${i}'}`);
    const broken = `[${items.join(', ')}`;
    expect(Buffer.byteLength(broken)).toBeGreaterThan(65_536);
    const refused = await call('/v1/repair', { text: broken });
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ detail: 'text exceeds 64 KiB' });
    const valid = JSON.stringify(Array.from({ length: 6000 }, (_, i) => ({ id: i, name: `item ${i}` })));
    const taken = await call('/v1/repair', { text: valid });
    expect(taken.status).toBe(200);
    expect((taken.body as { json: unknown[]; repaired: boolean }).json).toHaveLength(6000);
  });

  it('answers 422, not a crash, for JSON nested too deep to answer', async () => {
    const res = await call('/v1/repair', { text: '['.repeat(5000) });
    expect(res.status).toBe(422);
    expect(detail(res)).toEqual([expect.objectContaining({ loc: ['body', 'text'], type: 'value_error' })]);
    expect((await send('GET', `${base}/health`, undefined)).status).toBe(200);
  });
});

describe('refusals: the same validation and error bodies as the gateway', () => {
  it('422 lists missing and ill-typed fields', async () => {
    const res = await call('/v1/select', { text: 'which one?', candidates: 'a,b' });
    expect(res.status).toBe(422);
    expect(detail(res)).toEqual(expect.arrayContaining([expect.objectContaining({ loc: ['body', 'candidates'] })]));
    const dump = await call('/v1/extract', { text: SYSLOG, dump: 'yes' });
    expect(dump.status).toBe(422);
    expect(detail(dump)).toEqual([expect.objectContaining({ loc: ['body', 'dump'], type: 'isBoolean' })]);
    const array = await call('/v1/grade', [SYSLOG]);
    expect(array.status).toBe(422);
  });

  it('422 for a malformed JSON body', async () => {
    const res = await post(`${base}/v1/extract`, '{"text": "oops"');
    expect(res.status).toBe(422);
    expect(detail(res)).toEqual([{ loc: ['body'], msg: 'body is not valid JSON', type: 'json_invalid' }]);
  });

  it('413 body too large over 1 MiB by default', async () => {
    // (the server may close while the body is still being sent: postOversized asks again to read the answer)
    const res = await postOversized(`${base}/v1/extract`, { text: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'body too large' });
    expect(res.headers.get('x-request-id')).toMatch(UUID);
  });

  it('404 unknown method for a method the model does not have, 404 not found elsewhere; no /v1/models surface here', async () => {
    const method = await call('/v1/predict', { text: SYSLOG });
    expect(method.status).toBe(404);
    expect(method.body).toEqual({ detail: 'unknown method' });
    const path = await send('GET', `${base}/v1/extract`, undefined);
    expect(path.status).toBe(404);
    expect(path.body).toEqual({ detail: 'not found' });
    const models = await call('/v1/models/svc-small-json/extract', { text: SYSLOG });
    expect(models.status).toBe(404);
  });
});
