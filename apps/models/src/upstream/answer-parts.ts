import type { JsonSchema } from '@svc/engine';

/** The schema of field `name` of an object schema; a missing field is a programming error (the descriptor changed shape). */
export function field(schema: JsonSchema, name: string): JsonSchema {
  const found = schema.properties?.[name];
  if (!found) throw new Error(`the answer schema has no field '${name}'`);
  return found;
}

/** The item schema of an array schema. */
export function itemsOf(schema: JsonSchema): JsonSchema {
  if (!schema.items) throw new Error('the answer schema is no array of items');
  return schema.items;
}

/** The same object schema, no other field allowed: what a model is asked to fill. */
export function closed(schema: JsonSchema): JsonSchema {
  return { ...schema, additionalProperties: false };
}

/** A closed object schema of these fields, all required. */
export function closedObject(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
}

/** These fields of an object schema, as a closed object. */
export function picked(schema: JsonSchema, names: string[]): JsonSchema {
  return closedObject(Object.fromEntries(names.map((n) => [n, field(schema, n)])));
}
