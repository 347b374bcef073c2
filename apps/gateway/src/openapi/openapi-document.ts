import type { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { MODEL_METHODS, type ModelMethodDescriptor } from '@svc/contracts';
import { OPS_PATHS } from '@svc/platform';
import { ANSWER_SCHEMAS } from './answers.js';
import { BILLED_HEADERS, ref, refusalResponses, SECURITY } from './decorators.js';
import { documentControllerModels, documentValidatedClass } from './validated-models.js';

/** Where the document and its page are served (the README names them). */
export const OPENAPI_PATHS = { json: '/openapi.json', yaml: '/openapi.yaml', docs: '/docs' } as const;

const DESCRIPTION = `Structured output and classification, per call.

Every model call is \`POST /v1/models/{api}/{method}\` with one bearer API key; each of the five methods is
documented as its own path here, with its own body and answer. Refusals are \`{ "detail": ... }\`: a string,
a list of \`{ loc, msg, type }\` problems (422), or for the spent balance the object
\`{ "error": "balance empty", "upgrade_url": "/billing" }\` (429). Every answer carries \`x-request-id\`.

Routes marked \`session\` need the \`svc_session\` cookie from register or login; those that change state refuse
cross-site requests (403). Operators' routes take \`Authorization: Bearer $SVC_ADMIN_TOKEN\`.`;

/** The refusals of every model method (contract §7.1, §7.4, §7.5). */
const MODEL_REFUSALS = ['invalid_api_key', 'unknown_method', 'body_too_large', 'validation_failed', 'unknown_schema', 'rate_limited', 'balance_empty', 'model_unavailable'] as const;

const capitalised = (name: string) => name[0].toUpperCase() + name.slice(1);

/** `POST /v1/models/{api}/<method>`: its body class, example and answer schema come from the method's descriptor. */
function modelMethodPath(method: ModelMethodDescriptor) {
  return {
    post: {
      operationId: `models_${method.name}`,
      tags: ['models'],
      summary: method.title,
      description: `${method.description}\n\nA billed call: the included pool first, then the wallet. An upstream model's own error passes through with its status and body (still billed: the model answered).`,
      security: [{ [SECURITY.key]: [] }],
      parameters: [{ name: 'api', in: 'path', required: true, description: 'the model name, from the registry', schema: { type: 'string', example: 'svc-small-json' } }],
      requestBody: { required: true, content: { 'application/json': { schema: ref(method.body.name), example: method.example } } },
      responses: {
        '200': { description: "the model's JSON", headers: BILLED_HEADERS, content: { 'application/json': { schema: ref(`${capitalised(method.name)}Answer`) } } },
        ...refusalResponses(MODEL_REFUSALS),
      },
    },
  };
}

const HEADERS = {
  RequestId: { description: 'the id of this request, in every log line about it', schema: { type: 'string' } },
  RetryAfter: { description: 'seconds to wait before trying again', schema: { type: 'integer' } },
  Debit: { description: 'the tier that paid for the call: `included` (the monthly pool) or `paid` (the wallet)', schema: { type: 'string', enum: ['included', 'paid'] } },
  FreeRemaining: { description: "included calls left this month (the tenant's whole pool)", schema: { type: 'integer' } },
  RateLimitLimit: { description: 'requests per second allowed', schema: { type: 'integer' } },
  RateLimitRemaining: { description: 'calls left in the current one-second window', schema: { type: 'integer' } },
  SetSession: { description: '`svc_session=<token>; Path=/; Max-Age=…; Expires=…; HttpOnly; SameSite=Lax` (+ `Secure` over TLS)', schema: { type: 'string' } },
};

const ERROR_SCHEMAS = {
  ValidationProblem: {
    type: 'object',
    properties: { loc: { type: 'array', items: { type: ['string', 'integer'] }, description: 'where: `["body", "text"]`, `["path", "id"]`, `["query", "limit"]`' }, msg: { type: 'string' }, type: { type: 'string' } },
    required: ['loc', 'msg', 'type'],
  },
  BalanceEmpty: {
    type: 'object',
    properties: { error: { const: 'balance empty' }, upgrade_url: { const: '/billing' } },
    required: ['error', 'upgrade_url'],
  },
  Error: {
    type: 'object',
    description: 'every refusal',
    properties: { detail: { oneOf: [{ type: 'string' }, { type: 'array', items: ref('ValidationProblem') }, ref('BalanceEmpty')] } },
    required: ['detail'],
  },
};

/** The controllers of every module of the app. */
function controllersOf(app: INestApplication): Array<Type<unknown>> {
  return [...app.get(ModulesContainer).values()].flatMap((module) => [...module.controllers.values()].map((wrapper) => wrapper.metatype as Type<unknown>));
}

/**
 * The OpenAPI 3.1 document of the gateway, generated from the app: its controllers (routes, parameters, the
 * swagger decorators of decorators.ts), the class-validator classes its routes validate bodies and queries
 * with, the model methods' descriptors, the answer schemas of answers.ts and the error catalogue. Built once
 * at startup (serve-openapi.ts); the tests build it the same way.
 */
export function buildOpenApiDocument(app: INestApplication, version = '0.1.0'): OpenAPIObject {
  documentControllerModels(controllersOf(app));
  const bodies = Object.values(MODEL_METHODS).map((m: ModelMethodDescriptor) => m.body);
  for (const body of bodies) documentValidatedClass(body);
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('svc')
    .setVersion(version)
    .setDescription(DESCRIPTION)
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'svc_… API key', description: 'an API key, `svc_...` (from `POST /auth/keys` or an operator)' }, SECURITY.key)
    .addCookieAuth('svc_session', { type: 'apiKey', in: 'cookie', description: 'the session cookie set by register and login' }, SECURITY.session)
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'opaque token', description: '`SVC_ADMIN_TOKEN`, for operators' }, SECURITY.admin)
    .build();
  const answers = Object.fromEntries(Object.values(MODEL_METHODS).map((m: ModelMethodDescriptor) => [`${capitalised(m.name)}Answer`, m.answerSchema()]));
  config.components = { ...config.components, schemas: { ...ERROR_SCHEMAS, ...ANSWER_SCHEMAS, ...answers } as never, headers: HEADERS };
  const document = SwaggerModule.createDocument(app, config, {
    extraModels: bodies,
    operationIdFactory: (controller: string, method: string) => `${controller.replace(/Controller$/, '')}_${method}`,
  });
  const modelPaths = Object.fromEntries(Object.values(MODEL_METHODS).map((m: ModelMethodDescriptor) => [`/v1/models/{api}/${m.name}`, modelMethodPath(m)]));
  document.paths = {
    ...modelPaths,
    ...document.paths,
    [OPENAPI_PATHS.json]: { get: { operationId: 'openapi_json', tags: ['docs'], summary: 'This document, in JSON', responses: { '200': { description: 'the OpenAPI document', content: { 'application/json': { schema: { type: 'object' } } } } } } },
    [OPENAPI_PATHS.yaml]: { get: { operationId: 'openapi_yaml', tags: ['docs'], summary: 'This document, in YAML', responses: { '200': { description: 'the OpenAPI document', content: { 'text/yaml': { schema: { type: 'string' } } } } } } },
  };
  // The ops endpoints (probes, Prometheus) are for the cluster, not API clients: not part of the API description.
  for (const path of Object.values(OPS_PATHS)) delete document.paths[path];
  // Every answer of every route carries the request id (platform's createFastifyApp sets it).
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as Array<{ responses?: Record<string, { headers?: Record<string, unknown> }> }>) {
      for (const response of Object.values(operation.responses ?? {})) response.headers = { 'x-request-id': { $ref: '#/components/headers/RequestId' }, ...response.headers };
    }
  }
  return document;
}
