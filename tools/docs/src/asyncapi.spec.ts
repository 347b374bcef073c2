import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { asyncApiDocument, EVENT_CATALOGUE } from '@svc/contracts';
import { asyncApiYaml } from '@svc/gateway';
import { eventCatalogueOf, renderEventCatalogue, withEventCatalogue } from './events-doc.js';

const COMMITTED = readFileSync(new URL('../../../docs/asyncapi.yaml', import.meta.url), 'utf8');
const EVENTS_MD = readFileSync(new URL('../../../docs/events.md', import.meta.url), 'utf8');
const require = createRequire(import.meta.url);
/** The AsyncAPI 3.0.0 JSON Schema, as published in @asyncapi/specs. */
const ASYNCAPI_3_0 = (require('@asyncapi/specs') as { schemas: Record<string, object> }).schemas['3.0.0'];

/** Every `$ref` in `node`, with where it is. */
function refs(node: unknown, at = '#'): Array<{ at: string; ref: string }> {
  if (Array.isArray(node)) return node.flatMap((v, i) => refs(v, `${at}/${i}`));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [{ at, ref: v }] : refs(v, `${at}/${k}`)));
}

function resolve(document: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
}

/**
 * Ajv for the AsyncAPI schema: it embeds the draft-07 meta-schema under its own id (for the payload schemas), so
 * Ajv's copy stays out (`meta: false`); `strict: false` because it uses keywords Ajv does not know (`example`).
 * The string formats it names are not checked (Ajv knows none without ajv-formats), as a parser would not either.
 */
const UNCHECKED_FORMATS = Object.fromEntries(['regex', 'uri', 'uri-reference', 'uri-template', 'email'].map((f) => [f, true as const]));
const ajv = new Ajv({ allErrors: true, strict: false, meta: false, validateSchema: false, formats: UNCHECKED_FORMATS });
const validate = ajv.compile(ASYNCAPI_3_0);

describe('docs/asyncapi.yaml, the event catalogue', () => {
  it('is the document generated from the event classes (`npm run docs:asyncapi` rewrites it)', () => {
    expect(COMMITTED).toBe(asyncApiYaml());
    expect(parse(COMMITTED)).toEqual(asyncApiDocument());
  });

  it('is a valid AsyncAPI 3.0 document', () => {
    const valid = validate(parse(COMMITTED));
    expect(valid, ajv.errorsText(validate.errors, { separator: '\n' })).toBe(true);
  });

  it('a document that breaks the AsyncAPI schema is told apart (the check can fail)', () => {
    const broken = parse(COMMITTED) as { operations: Record<string, { action: string }> };
    broken.operations.publishKeyRevoked.action = 'publish'; // AsyncAPI 2's word; 3.0 says send/receive
    expect(validate(broken)).toBe(false);
  });

  it('every reference resolves, and each operation sends a message of its own channel', () => {
    const document = parse(COMMITTED) as { channels: Record<string, { address: string; messages: Record<string, unknown> }>; operations: Record<string, { channel: { $ref: string }; messages: Array<{ $ref: string }> }> };
    for (const { at, ref } of refs(document)) {
      expect(ref.startsWith('#/'), at).toBe(true);
      expect(resolve(document, ref), `${at}: ${ref}`).toBeDefined();
    }
    for (const [id, operation] of Object.entries(document.operations)) {
      for (const message of operation.messages) expect(message.$ref.startsWith(`${operation.channel.$ref}/messages/`), id).toBe(true);
    }
    // One channel per event, addressed by the event's subject (without the prefix).
    expect(Object.values(document.channels).map((c) => c.address)).toEqual(EVENT_CATALOGUE.map((e) => e.event.base));
  });
});

describe('docs/events.md, the catalogue in words', () => {
  it('has the catalogue section rendered from EVENT_CATALOGUE (`npm run docs:asyncapi` rewrites it)', () => {
    expect(eventCatalogueOf(EVENTS_MD)).toBe(renderEventCatalogue());
    for (const entry of EVENT_CATALOGUE) expect(EVENTS_MD).toContain(`### \`${entry.event.base}\``);
  });

  it('a section that drifted is told apart, and rewriting leaves the rest of the page as it was', () => {
    const drifted = EVENTS_MD.replace('| `keyId` | uuid |', '| `keyId` | string |');
    expect(drifted).not.toBe(EVENTS_MD);
    expect(eventCatalogueOf(drifted)).not.toBe(renderEventCatalogue());
    expect(withEventCatalogue(drifted)).toBe(EVENTS_MD);
  });
});
