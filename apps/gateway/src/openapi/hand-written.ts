import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** `apps/gateway/openapi.yaml`, hand-written (this file runs from `apps/gateway/dist/openapi/`). */
const DOCUMENT = new URL('../../openapi.yaml', import.meta.url);
let text: string | undefined;
let schemas: Record<string, Record<string, unknown>> | undefined;

/** The hand-written document, read once. */
export function handWrittenOpenApi(): string {
  text ??= readFileSync(DOCUMENT, 'utf8');
  return text;
}

/** One of its `components.schemas`, for a listing that shows the same answer (the MCP classify tool's outputSchema). */
export function documentedSchema(name: string): Record<string, unknown> {
  schemas ??= (parse(handWrittenOpenApi()) as { components: { schemas: Record<string, Record<string, unknown>> } }).components.schemas;
  const schema = schemas[name];
  if (!schema) throw new Error(`openapi.yaml has no components.schemas.${name}`);
  return schema;
}
