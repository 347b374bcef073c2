import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { bodySchema, MODEL_METHOD_NAMES, MODEL_METHODS } from '@svc/contracts';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { openApiDocument } from './openapi-document.js';

interface Operation {
  summary: string;
  requestBody: { content: { 'application/json': { schema: unknown; example: unknown } } };
  responses: Record<string, { content?: { 'application/json': { schema: unknown } }; $ref?: string }>;
}
const handWritten = readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8');
const document = parse(openApiDocument(handWritten)) as { paths: Record<string, { post?: Operation }> };

describe('the served OpenAPI document', () => {
  it('documents one path per model method, and no other model path', () => {
    const modelPaths = Object.keys(document.paths).filter((p) => p.startsWith('/v1/models/'));
    expect(modelPaths).toEqual(MODEL_METHOD_NAMES.map((name) => `/v1/models/{api}/${name}`));
  });

  it.each(MODEL_METHOD_NAMES)('%s: the body, its example and the answer are the descriptor’s', (name) => {
    const method = MODEL_METHODS[name];
    const post = document.paths[`/v1/models/{api}/${name}`].post!;
    expect(post.summary).toBe(method.title);
    expect(post.requestBody.content['application/json']).toEqual({ schema: bodySchema(method.body), example: method.example });
    expect(post.responses['200'].content?.['application/json'].schema).toEqual(method.answerSchema());
    expect(Object.keys(post.responses)).toEqual(['200', '401', '404', '413', '422', '429', '502']);
  });

  it('keeps every hand-written path and component', () => {
    const written = parse(handWritten) as { paths: Record<string, unknown>; components: unknown };
    const served = parse(openApiDocument(handWritten)) as typeof written;
    for (const [path, item] of Object.entries(written.paths)) expect(served.paths[path]).toEqual(item);
    expect(served.components).toEqual(written.components);
  });

  it('refers only to components it defines', () => {
    const text = openApiDocument(handWritten);
    const components = (parse(text) as { components: Record<string, Record<string, unknown>> }).components;
    for (const [, kind, name] of text.matchAll(/#\/components\/(\w+)\/(\w+)/g)) expect(components[kind]?.[name], `${kind}/${name}`).toBeDefined();
  });
});
