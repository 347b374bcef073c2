import { randomBytes } from 'node:crypto';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { isEmail, isISO8601, isUUID } from 'class-validator';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DistributedSuite, post, sessionCookieOf } from '@svc/testkit';
import { publishedClassifier } from '../classifier-fixtures.js';
import { ledgerSums } from '../ledger-sums.js';
import { rawRequest, request, type Credential, type FuzzRequest, type Route } from './arbitraries.js';
import { sendHttp, sendRaw, type RawAnswer } from './raw-http.js';

/**
 * Property-based fuzzing of every route the gateway serves (read from its own OpenAPI document, so a route added
 * there is fuzzed too), against the distributed suite. `npm test` runs a bounded number of requests;
 * `SVC_FUZZ_RUNS=5000` runs more (and `SVC_FUZZ_SEED` replays a run: the seed is printed when one fails).
 * Whatever is sent, every answer must be the contract's: no 5xx but `502 model unavailable`, a `{ detail }`
 * body on every refusal, an `x-request-id` on every answer; refusals are never billed; every process lives.
 */
const RUNS = Number(process.env.SVC_FUZZ_RUNS ?? 1500);
const RAW_RUNS = Math.max(20, Math.round(RUNS / 4));
const SEED = process.env.SVC_FUZZ_SEED === undefined ? undefined : Number(process.env.SVC_FUZZ_SEED);
const PASSWORD = 'correct horse battery';
/**
 * A refusal answered before the body is read (key, route, content type, size) closes the connection; only a body
 * too large for the sockets' buffers can then fail the client's writing. A smaller body failing so is a finding.
 */
const UNREAD_BODY_MIN = 64 * 1024;

let suite: DistributedSuite;
let billed: { tenantId: string; apiKey: string };
let owner: { email: string; cookie: string; tenantId: string; userId: string };
let routes: Route[];
let ids: Record<string, string[]>;
let bases: Record<string, Record<string, unknown>>;
let fields: string[];
let billedAnswers = 0;
/** Per `METHOD /path` of the document and status: the documented answer schema, compiled. */
let answerChecks: Map<string, ValidateFunction>;
let answersChecked = 0;
let closedWhileSending = 0;
const statuses = new Map<number, number>();

async function register(email: string): Promise<{ email: string; cookie: string; tenantId: string; userId: string }> {
  const res = await post(`${suite.url}/auth/register`, { email, password: PASSWORD }, { 'x-forwarded-for': '10.0.0.1' });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  const body = res.body as { tenant_id: string; user_id: string };
  return { email, cookie: sessionCookieOf(res).cookie, tenantId: body.tenant_id, userId: body.user_id };
}

/** A new session for the owner, when the fuzz logged it out. */
async function signInAgain(): Promise<void> {
  const res = await post(`${suite.url}/auth/login`, { email: owner.email, password: PASSWORD });
  if (res.status === 200) owner.cookie = sessionCookieOf(res).cookie;
}

function credentialHeaders(credential: Credential): Record<string, string> {
  if (credential === 'admin') return { authorization: `Bearer ${suite.adminToken}` };
  if (credential === 'key') return { authorization: `Bearer ${billed.apiKey}` };
  if (credential === 'session') return { cookie: owner.cookie };
  if (credential === 'none') return {};
  return 'bearer' in credential ? { authorization: credential.bearer } : { cookie: credential.cookie };
}

/** What is wrong with an answer, or null: the assertions every answer must pass, whatever was asked. */
function problemWith(answer: RawAnswer, method: string): string | null {
  const detailOf = (): unknown => {
    try {
      const parsed: unknown = JSON.parse(answer.body);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && 'detail' in parsed ? parsed.detail : undefined;
    } catch {
      return undefined;
    }
  };
  if (answer.status >= 500 && !(answer.status === 502 && detailOf() === 'model unavailable')) return `a ${answer.status} outside the contract`;
  if (!answer.headers['x-request-id']) return 'no x-request-id';
  if (method === 'HEAD') return null;
  // A redirect (a browser opening GET /billing is sent to the console) says where, not why.
  if (answer.status >= 300 && answer.status < 400) return typeof answer.headers.location === 'string' && answer.headers.location.startsWith('/') ? null : 'a redirect without a same-site Location';
  if (answer.status >= 400) return detailOf() === undefined ? 'a refusal without a { detail } body' : null;
  if (answer.status === 204) return answer.body === '' ? null : 'a 204 with a body';
  // The YAML renderings of the two documents (/openapi.yaml, /asyncapi.yaml) say so in their content type.
  if (/yaml/.test(String(answer.headers['content-type'] ?? ''))) return null;
  try {
    JSON.parse(answer.body);
    return null;
  } catch {
    return 'a success whose body is not JSON';
  }
}

/** What is wrong with an answer the route's own method gave, measured against the document: its JSON body must be the documented schema. */
function undocumentedAnswer(answer: RawAnswer, req: FuzzRequest): string | null {
  if (req.method !== req.route.method || !answer.headers['content-type']?.startsWith('application/json')) return null;
  const check = answerChecks.get(`${req.route.method} ${req.route.path} ${answer.status}`);
  if (!check) return answer.status < 300 ? `a ${answer.status} the document does not list for ${req.route.method} ${req.route.path}` : null;
  answersChecked++;
  return check(JSON.parse(answer.body)) ? null : `an answer unlike its documented schema (${req.route.method} ${req.route.path} ${answer.status}): ${JSON.stringify(check.errors?.slice(0, 3))}`;
}

/**
 * Runs the property; a failure names its seed and the (shrunk) request in a few hundred characters, where
 * fast-check's own report would print a 1 MiB body or a 17 KB path whole.
 */
async function holds<T>(property: fc.IAsyncProperty<T>, numRuns: number): Promise<void> {
  const run = await fc.check(property, { numRuns, seed: SEED });
  if (run.failed) throw new Error(`fuzz failed after ${run.numRuns} requests (replay: SVC_FUZZ_SEED=${run.seed}): ${String((run.errorInstance as Error | undefined)?.message ?? run.errorInstance)}`);
}

function describeRequest(req: FuzzRequest, body = req.body): string {
  const shown = body === undefined ? '(no body)' : body.length > 300 ? `${body.length} bytes: ${JSON.stringify(body.subarray(0, 300).toString('utf8'))}…` : JSON.stringify(body.toString('utf8'));
  return `${req.method} ${req.path.slice(0, 300)} as ${JSON.stringify(req.credential).slice(0, 80)} headers ${JSON.stringify(req.headers).slice(0, 300)} body ${shown}`;
}

beforeAll(async () => {
  suite = await DistributedSuite.start({ env: { SVC_RATE_LIMIT: '1000000', SVC_AUTH_THROTTLE_PER_MINUTE: '1000000', SVC_TRUST_PROXY_HOPS: '1' } });
  billed = await suite.createTenant({ name: 'billed', included_pool: 1_000_000_000, wallet: 1_000_000, rate_limit: 1_000_000 });
  owner = await register(`owner-${randomBytes(4).toString('hex')}@example.test`);
  const other = await register(`other-${randomBytes(4).toString('hex')}@example.test`);
  const doomed = await register(`doomed-${randomBytes(4).toString('hex')}@example.test`);
  const ownerKey = (await post(`${suite.url}/auth/keys`, { name: 'fuzzed' }, { cookie: owner.cookie })).body as { key_id: string };
  const adminKey = (await suite.admin('POST', `/admin/tenants/${owner.tenantId}/keys`, { name: 'admin-fuzzed' })).body as { key_id: string };
  const classifier = await publishedClassifier(suite, billed.apiKey);

  type Schema = { $ref?: string; properties?: Record<string, unknown> };
  type Operation = {
    requestBody?: { content?: Record<string, { schema?: Schema; example?: Record<string, unknown> }> };
    responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  };
  // The document the gateway generates from its routes and DTO classes (bodies are `$ref`s to its components).
  const document = (await fetch(`${suite.url}/openapi.json`).then((r) => r.json())) as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
  const resolve = (schema: Schema | undefined): Schema | undefined => (schema?.$ref ? document.components.schemas[schema.$ref.split('/').pop()!] : schema);
  routes = [];
  bases = {};
  const schemaFields = new Set<string>();
  const ajv = new Ajv2020({ strict: false, allowUnionTypes: true });
  ajv.addFormat('uuid', (v: string) => isUUID(v)).addFormat('email', (v: string) => isEmail(v)).addFormat('date-time', (v: string) => isISO8601(v, { strict: true }));
  answerChecks = new Map();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const schema = response.content?.['application/json']?.schema;
        if (schema) answerChecks.set(`${method.toUpperCase()} ${path} ${status}`, ajv.compile({ ...schema, components: document.components }));
      }
      routes.push({ method: method.toUpperCase(), path });
      const json = operation.requestBody?.content?.['application/json'];
      if (json?.example) bases[`${method.toUpperCase()} ${path}`] = json.example;
      for (const name of Object.keys(resolve(json?.schema)?.properties ?? {})) schemaFields.add(name);
    }
  }
  Object.assign(bases, {
    'POST /auth/register': { email: 'new@example.test', password: PASSWORD, tenant_name: 'Acme' },
    'POST /auth/login': { email: owner.email, password: PASSWORD },
    'POST /auth/reset': { email: owner.email },
    'POST /auth/reset/confirm': { token: 'A'.repeat(43), password: PASSWORD },
    'POST /auth/keys': { name: 'ci', tenant_id: owner.tenantId },
    'POST /auth/tenants/{tenant_id}/members': { email: other.email, role: 'member' },
    'PATCH /auth/tenants/{tenant_id}/members/{user_id}': { role: 'admin' },
    'POST /admin/tenants': { name: 'fuzz', included_pool: 5, wallet: 0, rate_limit: 5 },
    'PATCH /admin/tenants/{id}': { name: 'fuzz', included_pool: 5, wallet: 10, rate_limit: 5 },
    'POST /admin/tenants/{id}/topup': { amount: 1 },
    'POST /admin/tenants/{id}/keys': { name: 'k' },
    'POST /v1/classifiers': { name: 'tickets', description: 'routes tickets' },
    'POST /v1/classifiers/{id}/examples': { examples: [{ text: 'my card was charged twice', label: 'billing' }] },
    'POST /v1/classifiers/{id}/publish': { version_id: classifier.versionId },
    'POST /v1/classify/{classifier_id}': { text: 'I was charged twice for one order' },
  });
  fields = [...new Set([...schemaFields, ...Object.values(bases).flatMap((b) => Object.keys(b)), 'labels', 'examples', 'label', 'classifier_id', 'limit'])];
  // The billed tenant's id and key are never a path parameter: only its calls on the model surface move its ledger.
  ids = {
    api: ['svc-small-json'],
    id: [owner.tenantId, ownerKey.key_id, doomed.userId, classifier.id],
    tenant_id: [owner.tenantId, other.tenantId],
    user_id: [other.userId, owner.userId],
    key_id: [adminKey.key_id],
    classifier_id: [classifier.id],
    version_id: [classifier.versionId],
  };
  expect(schemaFields).toContain('candidates');
  expect(routes.length).toBeGreaterThan(20);
});
afterAll(async () => {
  await suite?.stop();
});

describe(`fuzz (${RUNS} requests over HTTP, ${RAW_RUNS} raw; SVC_FUZZ_RUNS for more)`, () => {
  let before: Awaited<ReturnType<typeof ledgerSums>>;

  it(
    'every route, any body, odd headers and paths: only contract answers',
    async () => {
      before = await ledgerSums(suite.db, billed.tenantId);
      await holds(
        fc.asyncProperty(request(routes, ids, bases, fields), async (req) => {
          const answer = await sendHttp(suite.url, req.method, req.path, { ...req.headers, ...credentialHeaders(req.credential) }, req.body);
          if (answer === 'closed while sending') {
            // The gateway answered a refusal and closed before the client had written the body (the answer is lost
            // with the reset); the ledger check below still holds for it.
            if ((req.body?.length ?? 0) < UNREAD_BODY_MIN) throw new Error(`connection closed while sending a ${req.body?.length}-byte body\n  for ${describeRequest(req)}`);
            closedWhileSending++;
            return;
          }
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (req.credential === 'key' && answer.status === 200 && answer.headers['x-svc-debit']) billedAnswers++;
          if (req.path.startsWith('/auth/logout') && req.credential === 'session' && answer.status === 204) await signInAgain();
          const problem = problemWith(answer, req.method) ?? undocumentedAnswer(answer, req);
          if (problem) throw new Error(`${problem}: ${answer.status} ${answer.body.slice(0, 300)}\n  for ${describeRequest(req)}`);
        }),
        RUNS,
      );
    },
    60_000 + RUNS * 200,
  );

  it(
    'raw request lines, header lines and chunked bodies: the parser refuses with a { detail } and an x-request-id',
    async () => {
      await holds(
        fc.asyncProperty(rawRequest(routes), async (bytes) => {
          const answer = await sendRaw(suite.url, bytes);
          // The connection closed before any answer only when the request never ended (half a body): nothing to check.
          if (!answer) return;
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const problem = problemWith(answer, 'RAW');
          if (problem) throw new Error(`${problem}: ${answer.status} ${answer.body.slice(0, 300)}\n  for ${JSON.stringify(bytes.subarray(0, 400).toString('latin1'))}`);
        }),
        RAW_RUNS,
      );
    },
    60_000 + RAW_RUNS * 200,
  );

  it('afterwards: every service answers, and the billed tenant paid for each 200 and nothing else', async () => {
    process.stdout.write(`fuzz answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}; billed 200s: ${billedAnswers}; connections closed while sending a large body: ${closedWhileSending}; answers checked against their documented schema: ${answersChecked}\n`);
    expect(answersChecked).toBeGreaterThan(RUNS / 2);
    await suite.waitHealthy(10_000);
    let after = await ledgerSums(suite.db, billed.tenantId);
    for (let i = 0; i < 50 && after.openHolds > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await ledgerSums(suite.db, billed.tenantId);
    }
    expect(after.openHolds).toBe(0);
    expect(after.poolUsed - before.poolUsed).toBe(billedAnswers);
    expect(after.wallet).toBe(before.wallet);
    expect(after.wallet).toBe(after.walletFromLedger);
    expect(after.poolUsed).toBe(after.poolUsedFromLedger);
  });
});
