import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiQuery, ApiResponse, ApiSecurity } from '@nestjs/swagger';
import { bodySchema } from '@svc/contracts';
import { ERROR_CATALOGUE, type ErrorCode } from '@svc/errors';
import type { AnswerName } from './answers.js';

/**
 * The decorators a gateway route carries so that the generated OpenAPI document (openapi-document.ts) says
 * everything about it. The bodies and queries need none: their schemas are read from the class-validator
 * decorators of their classes. What a route adds (docs/ARCHITECTURE.md, "how to add a route"):
 *   - who may call it: `@KeyAuth()`, `@SessionAuth()`, `@AdminAuth()` (or several);
 *   - its answer: `@Answers(200, 'Name')` with a schema of answers.ts, or `@Answers(204)`;
 *   - every refusal it can give: `@Refuses('unknown_key', ...)`, codes of the error catalogue, so the status
 *     and the exact `detail` come from where the error itself is defined;
 *   - a billed route: `@Billed()` (the debit and rate-limit headers on its 200);
 *   - `@ApiTags`, `@ApiOperation({ summary })` as usual.
 */

export const SECURITY = { key: 'apiKey', session: 'session', admin: 'adminToken' } as const;

export const KeyAuth = () => ApiBearerAuth(SECURITY.key);
export const SessionAuth = () => ApiCookieAuth(SECURITY.session);
export const AdminAuth = () => ApiSecurity(SECURITY.admin);

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The answer of a route: a JSON body of schema `name` (answers.ts), or none (a 204); `headers` by their component name. */
export function Answers(status: number, name?: AnswerName, extra: { description?: string; headers?: Record<string, string> } = {}): MethodDecorator {
  const headers = extra.headers ? Object.fromEntries(Object.entries(extra.headers).map(([h, component]) => [h, header(component)])) : undefined;
  return ApiResponse({ status, description: extra.description ?? (name ? `the ${name}` : 'done, no body'), ...(headers ? { headers } : {}), ...(name ? { schema: ref(name) } : {}) });
}

/** The session cookie a route sets. */
export const SETS_SESSION = { 'Set-Cookie': 'SetSession' };

/** The headers of every billed answer (contract §7.5, §7.6). */
export const BILLED_HEADERS = {
  'x-svc-debit': header('Debit'),
  'x-svc-free-remaining': header('FreeRemaining'),
  'x-svc-ratelimit-limit': header('RateLimitLimit'),
  'x-svc-ratelimit-remaining': header('RateLimitRemaining'),
};

/** A billed route's 200 carries the debit and rate-limit headers; the schema of its body is the route's own. */
export function Billed(name?: AnswerName, description = "the answer (billed once: see the x-svc-debit header)"): MethodDecorator {
  return ApiResponse({ status: 200, description, headers: BILLED_HEADERS, ...(name ? { schema: ref(name) } : {}) });
}

/** What a 422 list looks like in an example. */
const VALIDATION_EXAMPLE = [{ loc: ['body', 'text'], msg: 'text must be a string', type: 'string_type' }];

function exampleDetail(code: ErrorCode): unknown {
  return code === 'validation_failed' ? VALIDATION_EXAMPLE : ERROR_CATALOGUE[code].detail;
}

function describeDetail(code: ErrorCode): string {
  if (code === 'validation_failed') return 'a list of `{ loc, msg, type }` problems';
  if (code === 'balance_empty') return '`{ "error": "balance empty", "upgrade_url": "/billing" }` (the included pool is spent and the wallet is empty)';
  return `\`${ERROR_CATALOGUE[code].detail as string}\``;
}

/**
 * The OpenAPI responses of these refusals, one per status: every `detail` the status can carry is named in the
 * description and given as an example; the 429s carry their headers.
 */
export function refusalResponses(codes: readonly ErrorCode[]): Record<string, Record<string, unknown>> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_CATALOGUE[code].status, [...(byStatus.get(ERROR_CATALOGUE[code].status) ?? []), code]);
  const responses: Record<string, Record<string, unknown>> = {};
  for (const [status, group] of [...byStatus].sort(([a], [b]) => a - b)) {
    const headers: Record<string, unknown> = {};
    if (group.includes('rate_limited')) Object.assign(headers, { 'Retry-After': header('RetryAfter'), 'x-svc-ratelimit-limit': header('RateLimitLimit'), 'x-svc-ratelimit-remaining': header('RateLimitRemaining') });
    if (group.includes('too_many_requests')) headers['Retry-After'] = header('RetryAfter');
    responses[String(status)] = {
      description: group.map(describeDetail).join(', or '),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      content: {
        'application/json': {
          schema: ref('Error'),
          examples: Object.fromEntries(group.map((code) => [code, { summary: describeDetail(code), value: { detail: exampleDetail(code) } }])),
        },
      },
    };
  }
  return responses;
}

/** Every refusal a route can give, by its code in the error catalogue (libs/errors): status and `detail` as they are answered. */
export function Refuses(...codes: ErrorCode[]): MethodDecorator & ClassDecorator {
  const responses = refusalResponses(codes);
  return applyDecorators(
    ...Object.entries(responses).map(([status, response]) => {
      const json = (response.content as Record<string, { schema: Record<string, string>; examples: Record<string, { summary: string; value: unknown }> }>)['application/json'];
      return ApiResponse({ status: Number(status), description: response.description as string, headers: response.headers as never, schema: json.schema, examples: json.examples });
    }),
  );
}

/**
 * The query parameters of a route that reads its query as `unknown` and checks it itself with `cls` (after the
 * credentials, say): each parameter's schema is read from the class's validation decorators, as the bodies' are,
 * so the document never states a second set of limits. `descriptions` says what each one means.
 */
export function QueryOf(cls: new () => object, descriptions: Record<string, string>): MethodDecorator {
  const schema = bodySchema(cls);
  return applyDecorators(
    ...Object.entries(schema.properties ?? {}).map(([name, property]) =>
      ApiQuery({ name, required: schema.required?.includes(name) ?? false, description: descriptions[name], schema: property as never }),
    ),
  );
}
