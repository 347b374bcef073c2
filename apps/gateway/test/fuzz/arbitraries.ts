import fc from 'fast-check';

/** A route as the OpenAPI document names it: `POST /admin/tenants/{id}/topup`. */
export interface Route {
  method: string;
  path: string;
}

/** Who a request claims to be: resolved when it is sent (a session may have been replaced by then). */
export type Credential = 'admin' | 'key' | 'session' | 'none' | { bearer: string } | { cookie: string };

export interface FuzzRequest {
  route: Route;
  method: string;
  path: string;
  credential: Credential;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Characters that broke some service before, or might: NUL, lone surrogates, direction marks, joiners, a BOM. */
const EDGES = ['\u0000', '\ud800', '\udfff', '\udc00\ud800', '\ud83d', '\u202e', '\u200f', '\u2066', '\ufeff', '\uffff', '😀', '👩‍👩‍👧', 'ß', 'İ', 'e\u0301', '\u0085', '\u2028', '%00', '../', '\\', '"', "'", '\n', '\r\n', '\t', '{', '[', '$', '$where'];

const edgeText = fc.array(fc.oneof(fc.constantFrom(...EDGES), fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));

/** Strings of every kind: any code point (lone surrogates too), edge characters mixed in, near-valid values, long ones. */
export const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 4, arbitrary: edgeText },
  { weight: 2, arbitrary: fc.constantFrom('a@b.co', 'ann@example.com', 'log_event', 'owner', 'member', 'svc-small-json', 'ERROR [db] connection refused', 'correct horse battery', 'x@y', '@', '') },
  { weight: 1, arbitrary: fc.tuple(edgeText, fc.constantFrom('@example.test', '@xn--80ak6aa92e.com', '@[127.0.0.1]')).map(([a, b]) => a + b) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 70_000 }).map((n) => 'a'.repeat(n)) },
);

/** JSON text spliced in where a value goes: numbers JSON.stringify never writes, and invalid literals. */
const RAW_LITERALS = ['1e400', '-1e400', '9007199254740993', '-0', '1.0', '0.1e-400', '1E2', '01', '0x10', 'NaN', 'Infinity', 'undefined', 'tru', '"\\ud800"', '"\\u0000"', '"\\x41"', '"\\uD83D\\uDE00"', '"a\\u'];

/** Marks a value to be written as raw JSON text (see `toJsonText`). */
export class RawJson {
  constructor(readonly text: string) {}
}

const deep = fc.tuple(fc.integer({ min: 2, max: 6_000 }), fc.constantFrom('[', '{"a":')).map(([depth, open]) => {
  const close = open === '[' ? ']' : '}';
  return new RawJson(`${open.repeat(depth)}${open === '[' ? '' : '1'}${close.repeat(depth)}`);
});

const scalar = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53 - 1, 2 ** 53, -(2 ** 53), 1e21, 1.5, -0.5, 1_000_000_001) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_LITERALS).map((t) => new RawJson(t)) },
);

/** A field's value: wrong types, arrays, objects, deep nesting, unicode edges. */
export const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 6 }) },
  { weight: 1, arbitrary: fc.dictionary(text, scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: fc.array(fc.dictionary(fc.constantFrom('name', 'description', 'parameters', 'label', 'text', 'type'), scalar, { maxKeys: 3 }), { maxLength: 3 }) },
);

/** Writes `body` as JSON, RawJson values spliced in as their text. */
export function toJsonText(body: unknown): string {
  const raws: string[] = [];
  const json = JSON.stringify(body, (_key, v: unknown) => (v instanceof RawJson ? `\u0001RAW${raws.push(v.text) - 1}\u0001` : v));
  return (json ?? 'null').replace(/"\\u0001RAW(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)]);
}

/** Bytes that are not UTF-8: an overlong `/`, an encoded surrogate, a stray continuation byte, 0xFF, a cut-off sequence. */
const BAD_UTF8 = [Buffer.from([0xc0, 0xaf]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0x80]), Buffer.from([0xff, 0xfe]), Buffer.from([0xf0, 0x9f, 0x98]), Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80])];

/**
 * A body for `base` (a body the route accepts, when known): it with fields changed or added, any JSON value,
 * a field nested thousands deep, malformed or cut-off JSON, bytes that are not UTF-8, a body of ~1 MiB, or none.
 */
export function body(base: Record<string, unknown> | undefined, fields: string[]): fc.Arbitrary<Buffer | undefined> {
  const known = [...new Set([...Object.keys(base ?? {}), ...fields])];
  const field = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: text });
  const changed = fc.array(fc.tuple(field, fc.oneof(value, fc.constant(undefined))), { minLength: 1, maxLength: 3 }).map((changes) => {
    const out: Record<string, unknown> = { ...base };
    for (const [k, v] of changes) out[k] = v;
    return toJsonText(out);
  });
  const json = fc.oneof(
    { weight: 6, arbitrary: changed },
    { weight: base ? 2 : 0, arbitrary: fc.constant(toJsonText(base)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(toJsonText) },
    { weight: 1, arbitrary: fc.tuple(field, deep).map(([k, d]) => toJsonText({ ...base, [k]: d })) },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', 'null', '{', '{"a":}', '{"a" 1}', '[}', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '{"a":1,"a":2}', '\ufeff{}') },
  );
  const bytes = fc.oneof(
    { weight: 10, arbitrary: json.map((t) => Buffer.from(t, 'utf8')) },
    { weight: 2, arbitrary: fc.tuple(json, fc.nat()).map(([t, cut]) => Buffer.from(t.slice(0, t.length ? cut % t.length : 0), 'utf8')) },
    {
      weight: 2,
      arbitrary: fc.tuple(changed, fc.nat(), fc.constantFrom(...BAD_UTF8)).map(([t, at, bad]) => {
        // Inside a string value when there is one, so the JSON still parses and the bad bytes reach a field.
        const quote = t.indexOf('":"');
        const cut = quote >= 0 ? quote + 3 : at % (t.length + 1);
        return Buffer.concat([Buffer.from(t.slice(0, cut)), bad, Buffer.from(t.slice(cut))]);
      }),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)) },
    { weight: 1, arbitrary: fc.integer({ min: 1_000_000, max: 1_100_000 }).map((n) => Buffer.from(toJsonText({ ...base, text: 'disk full '.repeat(n / 10) }))) },
  );
  return fc.oneof({ weight: 12, arbitrary: bytes }, { weight: 1, arbitrary: fc.constant(undefined) });
}

/** A header value Node's client will send: printable ASCII and Latin-1, no CR, LF or NUL. */
export const headerValue = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => s.replace(/[^\t\x20-\x7e]/g, '?')),
  fc.constantFrom('', ' ', 'Bearer', 'Bearer ', 'bearer svc_', 'Basic dXNlcjpwYXNz', `Bearer ${'k'.repeat(600)}`, 'null', '\u00e9\u00ff', '..', '*/*', 'a'.repeat(8_000)),
);

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonx',
      'application/vnd.api+json',
      '',
      ';;;',
    ),
  },
  { weight: 1, arbitrary: headerValue },
);

const credential: fc.Arbitrary<Credential> = fc.oneof(
  fc.constantFrom<Credential>('admin', 'key', 'session', 'none'),
  headerValue.map((bearer): Credential => ({ bearer })),
  headerValue.map((cookie): Credential => ({ cookie: `svc_session=${cookie}` })),
);

/** The credential a route wants, mostly, so most requests get past authentication to the body. */
export function credentialFor(route: Route): Credential {
  if (route.path.startsWith('/v1/')) return 'key';
  if (route.path.startsWith('/admin/')) return 'admin';
  if (route.path.startsWith('/auth/')) return 'session';
  return 'none';
}

const extraHeaders = fc.dictionary(
  fc.constantFrom('x-forwarded-for', 'origin', 'sec-fetch-site', 'accept', 'accept-encoding', 'content-encoding', 'x-request-id', 'x-svc-debit', 'cookie', 'if-none-match', 'range', 'x-http-method-override', 'forwarded', 'user-agent'),
  headerValue,
  { maxKeys: 3 },
);

const PATH_JUNK = ['%zz', '%c0%af', '%', '%2', '..', '%2e%2e', '%00', '%2F', '%ud800', '%ED%A0%80', 'a'.repeat(1_100), '', ' ', '~', '😀', 'é'];

/** A path parameter: a real id mostly, else any text percent-encoded, a UUID, or junk. */
function param(real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: real.length ? 6 : 0, arbitrary: fc.constantFrom(...(real.length ? real : ['x'])) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: text.map((t) => encodeURIComponent(t.replace(/[\ud800-\udfff]/g, '\ufffd'))) },
    { weight: 2, arbitrary: fc.constantFrom(...PATH_JUNK).map((j) => j.replace(/[^\x21-\x7e]/gu, encodeURIComponent)) },
  );
}

const querySuffix = fc.oneof(
  { weight: 6, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('tenant_id', 'limit', 'x', '__proto__', 'tenant_id[]'), text, { maxKeys: 3 }).map((q) => `?${new URLSearchParams(q).toString()}`) },
  { weight: 1, arbitrary: fc.constantFrom('?', '?%zz', '?tenant_id=%00', '?tenant_id=a&tenant_id=b', '#x', '?a=%ED%A0%80') },
);

const pathVariant = fc.oneof(
  { weight: 10, arbitrary: fc.constant((p: string) => p) },
  { weight: 1, arbitrary: fc.constantFrom((p: string) => `${p}/`, (p: string) => `/${p}`, (p: string) => p.toUpperCase(), (p: string) => `${p}/extra`, (p: string) => p.replace(/\/[^/]*$/, '/%2e%2e')) },
);

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** Requests to `routes` over HTTP: the route's own method mostly, its body mutated, headers and paths odd now and then. */
export function request(routes: Route[], ids: Record<string, string[]>, bases: Record<string, Record<string, unknown>>, fields: string[]): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...routes).chain((route) => {
    const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const key = `${route.method} ${route.path}`;
    return fc
      .record({
        method: fc.oneof({ weight: 9, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
        params: fc.tuple(...names.map((n) => param(ids[n] ?? []))),
        variant: pathVariant,
        query: querySuffix,
        credential: fc.oneof({ weight: 6, arbitrary: fc.constant(credentialFor(route)) }, { weight: 1, arbitrary: credential }),
        contentType,
        extra: extraHeaders,
        body: body(bases[key], fields),
      })
      .map(({ method, params, variant, query, credential, contentType, extra, body }): FuzzRequest => {
        let i = 0;
        const path = variant(route.path.replace(/\{\w+\}/g, () => params[i++])) + query;
        const headers: Record<string, string> = { ...extra };
        if (body !== undefined && contentType !== '') headers['content-type'] = contentType;
        return { route, method, path, credential, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body };
      });
  });
}

/** Header lines Node's parser must refuse or survive: CR, NUL, bare LF, folding, no colon, two lengths, bad chunks. */
const RAW_HEADER_LINES = [
  'x-a: a\u0000b',
  'x-a: a\rb',
  'x-a: a\nb',
  'x-a:\r\n folded',
  'no colon here',
  ': empty name',
  'x a: space in name',
  'content-length: 5\r\ncontent-length: 6',
  'content-length: -1',
  'content-length: 99999999999999999999',
  'content-length: 1e3',
  'transfer-encoding: chunked\r\ncontent-length: 3',
  'transfer-encoding: chunked, gzip',
  'transfer-encoding: xchunked',
  'host: a\r\nhost: b',
  'expect: 100-continue',
  `x-big: ${'b'.repeat(17_000)}`,
  'content-type: application/json',
  'authorization: Bearer \u00ff\u00fe',
  'x-\u00e9: 1',
];

const RAW_BODIES = ['', '{}', '{"text":"ERROR x"}', 'zz\r\n{}\r\n0\r\n\r\n', '5\r\n{"a":\r\n0\r\n\r\n', 'ffffffffffffffff\r\nx\r\n', '3;ext\r\n{}x\r\n0\r\nx-trailer: 1\r\n\r\n', '\u0000\u0000'];

/** Bytes of a whole request, written on a socket as they are: odd request lines, header lines and chunked bodies. */
export function rawRequest(routes: Route[]): fc.Arbitrary<Buffer> {
  return fc
    .record({
      method: fc.oneof(fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'FOO', 'PRI', 'M-SEARCH', 'G\u0000T', 'GET GET', ''), fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 8 })),
      path: fc.oneof(
        fc.constantFrom(...routes.map((r) => r.path)),
        fc.constantFrom('*', '/', '//', '/%zz', '/a b', '/\u00e9', '/\u0000', 'http://evil/x', '/health?\r\n', `/${'p'.repeat(9_000)}`, '/v1/models/svc-small-json/extract#frag'),
      ),
      version: fc.constantFrom('HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/9', 'HTTPS/1.1', ''),
      lines: fc.array(fc.oneof(fc.constantFrom(...RAW_HEADER_LINES), fc.string({ unit: 'binary-ascii', maxLength: 30 })), { maxLength: 3 }),
      body: fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string({ unit: 'binary-ascii', maxLength: 40 })),
      close: fc.boolean(),
    })
    .map(({ method, path, version, lines, body, close }) => {
      const head = [`${method} ${path} ${version}`, 'host: 127.0.0.1', ...lines, ...(close ? ['connection: close'] : [])].join('\r\n');
      return Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'latin1'), Buffer.from(body, 'latin1')]);
    });
}
