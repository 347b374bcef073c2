import 'reflect-metadata';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { MODEL_METHOD_NAMES, MODEL_METHODS } from '@svc/contracts';
import { createFastifyApp, LocalServiceBus, LocalTransportServer, ProcessRootModule } from '@svc/platform';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { getMetadataStorage, IsDefined, isEmail, isUUID, ValidateNested, validateSync } from 'class-validator';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadGatewayConfig } from '../config/gateway.config.js';
import { GatewayModule } from '../gateway.module.js';
import { ANSWER_SCHEMAS, documentedSchema } from './answers.js';
import { OPENAPI_PATHS } from './openapi-document.js';
import { serveOpenApi } from './serve-openapi.js';
import { documentControllerModels } from './validated-models.js';

/**
 * Routes the app registers that are not API routes, so the document need not show them (a Nest controller of
 * such routes takes `@ApiExcludeController()`). Each says why; anything else the app registers must be in the
 * document (a new route without its decorators fails here).
 */
const NOT_API: Array<{ route: RegExp; why: string }> = [
  { route: /^\/docs(\/.*)?$/, why: 'the docs page (Swagger UI) and its static files' },
  { route: /^\/console(\/.*)?$/, why: 'the console: static files and its client-side routes' },
  { route: /^\/health\/(live|ready)$/, why: 'ops probes for Kubernetes (OPS_PATHS), not for API clients' },
  { route: /^\/metrics$/, why: 'ops: Prometheus scrape endpoint' },
];

/** One registered route stands for several documented paths: the model route is documented once per method. */
const EXPANDED: Record<string, string[]> = {
  'POST /v1/models/{api}/{method}': MODEL_METHOD_NAMES.map((name) => `POST /v1/models/{api}/${name}`),
};

interface Operation {
  operationId: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: { $ref?: string }; example?: unknown }> };
  responses: Record<string, { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>>; securitySchemes: Record<string, unknown>; headers: Record<string, unknown> };
}

let app: NestFastifyApplication;
let document: Document;
const registered: string[] = [];

beforeAll(async () => {
  const bus = new LocalServiceBus(new LocalTransportServer());
  const config = loadGatewayConfig({ rateLimiter: 'memory' });
  app = await createFastifyApp(ProcessRootModule.with({ logger: pino({ level: 'silent' }), bus }, [GatewayModule.register(config)]), config, pino({ level: 'silent' }));
  app.getHttpAdapter().getInstance().addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registered.push(`${method} ${route.url}`);
  });
  document = serveOpenApi(app) as unknown as Document;
  if (process.env.SVC_OPENAPI_DUMP) (await import('node:fs')).writeFileSync(process.env.SVC_OPENAPI_DUMP, JSON.stringify(document, null, 1));
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
});

/** The registered API routes missing from the document, and the documented operations no registered route serves. */
function routeMismatches(routes: string[], doc: Document): { undocumented: string[]; unregistered: string[] } {
  const apiRoutes = routes
    .filter((r) => !r.startsWith('HEAD ') && !r.startsWith('OPTIONS '))
    .map((r) => r.replace(/:(\w+)/g, '{$1}'))
    .filter((r) => !NOT_API.some(({ route }) => route.test(r.slice(r.indexOf(' ') + 1))));
  const expected = new Set(apiRoutes.flatMap((r) => EXPANDED[r] ?? [r]));
  const documented = new Set(
    Object.entries(doc.paths)
      .filter(([path]) => !NOT_API.some(({ route }) => route.test(path)))
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)),
  );
  return { undocumented: [...expected].filter((r) => !documented.has(r)).sort(), unregistered: [...documented].filter((r) => !expected.has(r)).sort() };
}

const operations = () => Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));

describe('the generated OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('documents every route the app registers, and no route it does not', () => {
    expect(routeMismatches(registered, document)).toEqual({ undocumented: [], unregistered: [] });
    // The app does serve what the lists name (the lists above are not what makes this pass).
    expect(registered).toContain('POST /v1/models/:api/:method');
    expect(registered.some((r) => r.startsWith('GET /docs'))).toBe(true);
    expect(operations().length).toBeGreaterThan(45);
  });

  it('would fail on a route registered without being documented (say, straight on Fastify), and on a path nobody serves', () => {
    const withExtra = [...registered, 'GET /made-up', 'GET /health/live', 'GET /console/keys'];
    const without = { ...document, paths: Object.fromEntries(Object.entries(document.paths).filter(([p]) => p !== '/auth/me')) };
    expect(routeMismatches(withExtra, without)).toEqual({ undocumented: ['GET /auth/me', 'GET /made-up'], unregistered: [] });
    expect(routeMismatches(registered.filter((r) => r !== 'POST /v1/models/:api/:method'), document).unregistered).toEqual(MODEL_METHOD_NAMES.map((n) => `POST /v1/models/{api}/${n}`).sort());
  });

  it('every route answers with a schema or says it has no body, and names every refusal with a { detail }', () => {
    for (const { path, method, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      const statuses = Object.keys(operation.responses);
      // GET and DELETE /mcp exist only to answer 405 (the transport's optional methods, not offered).
      expect(statuses.some((s) => s.startsWith('2')) || statuses.join() === '405', `${where}: a success`).toBe(true);
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(response.headers?.['x-request-id'], `${where} ${status}: x-request-id`).toBeDefined();
        // A redirect (GET /billing sends a browser to the console) has a Location, not a body.
        if (status !== '204' && status !== '202' && !status.startsWith('3')) expect(response.content, `${where} ${status}: a body schema`).toBeDefined();
        // `GET /health`'s 503 is its aggregate answer (which services are down), not a refusal.
        if (Number(status) >= 400 && where !== 'GET /health') expect(response.content?.['application/json'].schema.$ref, `${where} ${status}`).toBe('#/components/schemas/Error');
      }
      expect(operation.operationId).toMatch(/^\w+$/);
      // A route scanned without its decorators has neither a summary nor a body schema: both fail here.
      expect(operation.summary, `${where}: @ApiOperation({ summary })`).toBeTruthy();
    }
  });

  it('refers only to components it defines', () => {
    const text = JSON.stringify(document);
    for (const [, kind, name] of text.matchAll(/#\/components\/(\w+)\/(\w+)/g)) expect((document.components as Record<string, Record<string, unknown>>)[kind]?.[name], `${kind}/${name}`).toBeDefined();
  });

  it('has the three security schemes, and every route that needs one names it', () => {
    expect(document.components.securitySchemes).toMatchObject({
      apiKey: { type: 'http', scheme: 'bearer' },
      session: { type: 'apiKey', in: 'cookie', name: 'svc_session' },
      adminToken: { type: 'http', scheme: 'bearer' },
    });
    const security = (method: string, path: string) => (document.paths[path][method].security ?? []).flatMap((s) => Object.keys(s)).sort();
    expect(security('post', '/v1/models/{api}/extract')).toEqual(['apiKey']);
    expect(security('post', '/v1/classify/{classifier_id}')).toEqual(['apiKey']);
    expect(security('post', '/records/create')).toEqual(['apiKey']);
    expect(security('get', '/records/get')).toEqual(['session']);
    expect(security('get', '/v1/classifiers')).toEqual(['apiKey', 'session']);
    expect(security('post', '/admin/tenants')).toEqual(['adminToken']);
    expect(security('post', '/auth/login')).toEqual([]);
    for (const { path, method } of operations()) {
      if (path.startsWith('/admin/')) expect(security(method, path), path).toEqual(['adminToken']);
      if (path.startsWith('/auth/keys') || path.startsWith('/auth/tenants') || path.startsWith('/records/get')) expect(security(method, path), path).toEqual(['session']);
    }
  });

  it.each(MODEL_METHOD_NAMES)('%s: its own path, with the body class, the example and the answer of its descriptor', (name) => {
    const method = MODEL_METHODS[name];
    const post = document.paths[`/v1/models/{api}/${name}`].post;
    expect(post.requestBody?.content['application/json']).toEqual({ schema: { $ref: `#/components/schemas/${method.body.name}` }, example: method.example });
    const answer = post.responses['200'].content?.['application/json'].schema.$ref?.split('/').pop();
    expect(document.components.schemas[answer!]).toEqual(method.answerSchema());
    expect(Object.keys(post.responses['200'].headers ?? {})).toEqual(['x-request-id', 'x-svc-debit', 'x-svc-free-remaining', 'x-svc-ratelimit-limit', 'x-svc-ratelimit-remaining']);
    expect(Object.keys(post.responses)).toEqual(['200', '401', '404', '413', '422', '429', '502']);
    const examples = (status: string) => Object.values((post.responses[status].content?.['application/json'] as unknown as { examples: Record<string, { value: unknown }> }).examples).map((e) => e.value);
    expect(examples('401')).toEqual([{ detail: 'invalid api key' }]);
    expect(examples('429')).toEqual([{ detail: 'rate limited' }, { detail: { error: 'balance empty', upgrade_url: '/billing' } }]);
    expect(examples('502')).toEqual([{ detail: 'model unavailable' }]);
    expect(Object.keys(post.responses['429'].headers ?? {})).toEqual(['x-request-id', 'Retry-After', 'x-svc-ratelimit-limit', 'x-svc-ratelimit-remaining']);
  });

  it('the MCP tools show the answers the document shows', () => {
    expect(document.components.schemas.ClassifyAnswer).toEqual(documentedSchema('ClassifyAnswer'));
    expect(document.components.schemas.Record).toEqual(documentedSchema('Record'));
    for (const name of Object.keys(ANSWER_SCHEMAS)) expect(document.components.schemas[name], name).toBeDefined();
  });
});

/** Values every field of every documented class is given in turn. */
const VALUES: unknown[] = [
  ...[undefined, null, 7, 0, -1, 1.5, 1_000_001, true, '', 'x', 'x'.repeat(201), 'x'.repeat(1025), 'a@example.test', 'not an email', '12', '0x1'],
  ...['0e5b6b52-3c54-4c3e-9b6e-7d2f5c3a1b2c', 'owner', 'admin', 'nobody', [], ['a'], [1], {}, { a: 1 }],
];

describe('the documented bodies and queries', () => {
  const ajv = new Ajv2020({ allowUnionTypes: true, strict: false });
  ajv.addFormat('email', (s: string) => isEmail(s));
  ajv.addFormat('uuid', (s: string) => isUUID(s));

  it('accept, field by field, exactly what the classes the routes validate with accept', () => {
    const classes = collectDocumentedClasses();
    expect(classes.length).toBeGreaterThan(15);
    const disagreements: string[] = [];
    let compared = 0;
    for (const cls of classes) {
      const schema = document.components.schemas[cls.name] as { properties: Record<string, object>; required?: string[] };
      for (const [field, property] of Object.entries(schema.properties)) {
        const check = ajv.compile(property);
        for (const value of VALUES) {
          const instance = Object.assign(new cls(), value === undefined ? {} : { [field]: value });
          const classSays = !validateSync(instance, { forbidUnknownValues: false }).some((e) => e.property === field);
          const documentSays = value === undefined ? !(schema.required ?? []).includes(field) : check(value);
          compared++;
          if (classSays !== documentSays) disagreements.push(`${cls.name}.${field} = ${JSON.stringify(value)}: class ${classSays}, document ${documentSays}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
    expect(compared).toBeGreaterThan(1000);
  });
});

describe('the scan of validated classes', () => {
  it("leaves message handlers alone: in embedded mode the services' controllers are the same app's", () => {
    class Carried {
      @IsDefined()
      @ValidateNested()
      inner!: object;
    }
    @Controller()
    class Messages {
      @MessagePattern('svc.test')
      handle(@Payload() payload: Carried): Carried {
        return payload;
      }
    }
    expect(() => documentControllerModels([Messages])).not.toThrow();
  });
});

/** The classes with class-validator metadata that the document has a schema of (named after them). */
function collectDocumentedClasses(): Array<new () => object> {
  type Target = new () => object;
  const targets = new Set<Target>();
  for (const meta of (getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, Array<{ target: Target }>> }).validationMetadatas.values()) for (const m of meta) targets.add(m.target);
  return [...targets].filter((t) => typeof t === 'function' && document.components.schemas[t.name] !== undefined);
}

describe('served', () => {
  it('at /openapi.json and /openapi.yaml: the same document, built once', async () => {
    const json = await app.inject({ method: 'GET', url: OPENAPI_PATHS.json });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['x-request-id']).toBeDefined();
    expect(JSON.parse(json.body)).toEqual(document);
    const yaml = await app.inject({ method: 'GET', url: OPENAPI_PATHS.yaml });
    expect(yaml.statusCode).toBe(200);
    expect(parse(yaml.body)).toEqual(JSON.parse(json.body));
    expect((await app.inject({ method: 'GET', url: OPENAPI_PATHS.json })).body).toBe(json.body);
  });

  it('/docs: an HTML page whose scripts and styles are served here, none from another host', async () => {
    const page = await app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    expect(assets.filter((a) => /^(https?:)?\/\//.test(a))).toEqual([]);
    for (const asset of assets) {
      const url = new URL(asset, 'http://gateway/docs').pathname;
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body.length, url).toBeGreaterThan(100);
    }
    const init = await app.inject({ method: 'GET', url: '/docs/swagger-ui-init.js' });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('/v1/models/{api}/extract');
  });
});
