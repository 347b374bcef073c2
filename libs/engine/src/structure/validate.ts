import type { JsonSchema, JsonType } from './json-schema.js';

function typeOf(v: unknown): JsonType {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v as JsonType;
}

function typeMatches(v: unknown, t: JsonType): boolean {
  const actual = typeOf(v);
  return actual === t || (t === 'number' && actual === 'integer');
}

/** Errors of `value` against `schema` (JSON-pointer-ish paths); empty when it validates. */
export function validate(value: unknown, schema: JsonSchema, path = ''): string[] {
  const errors: string[] = [];
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => typeMatches(value, t))) return [`${path || '/'}: expected ${types.join('|')}, got ${typeOf(value)}`];
  }
  if (schema.enum && !schema.enum.some((e) => e === value)) errors.push(`${path || '/'}: not one of ${JSON.stringify(schema.enum)}`);
  if (typeof value === 'number' && schema.minimum !== undefined && value < schema.minimum) errors.push(`${path || '/'}: below ${schema.minimum}`);
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) errors.push(`${path || '/'}: fewer than ${schema.minItems} items`);
    if (schema.items) value.forEach((item, i) => errors.push(...validate(item, schema.items!, `${path}/${i}`)));
  } else if (value !== null && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in obj)) errors.push(`${path}/${key}: required`);
    for (const [key, v] of Object.entries(obj)) {
      const prop = schema.properties?.[key];
      if (prop) errors.push(...validate(v, prop, `${path}/${key}`));
      else if (schema.additionalProperties === false) errors.push(`${path}/${key}: not allowed`);
      else if (typeof schema.additionalProperties === 'object') errors.push(...validate(v, schema.additionalProperties, `${path}/${key}`));
    }
  }
  return errors;
}

function matchesAnyType(v: unknown, type: JsonType | JsonType[]): boolean {
  if (!Array.isArray(type)) return typeMatches(v, type);
  for (const t of type) if (typeMatches(v, t)) return true;
  return false;
}

/** `validate(value, schema).length === 0` without building the error list (the common, valid case). */
export function conforms(value: unknown, schema: JsonSchema): boolean {
  if (schema.type !== undefined && !matchesAnyType(value, schema.type)) return false;
  if (schema.enum) {
    let found = false;
    for (const e of schema.enum) if (e === value) found = true;
    if (!found) return false;
  }
  if (typeof value === 'number' && schema.minimum !== undefined && value < schema.minimum) return false;
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return false;
    const items = schema.items;
    if (items) for (const item of value as unknown[]) if (!conforms(item, items)) return false;
  } else if (value !== null && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if (schema.required) for (const key of schema.required) if (!(key in obj)) return false;
    const props = schema.properties;
    const extra = schema.additionalProperties;
    for (const key of Object.keys(obj)) {
      const prop = props?.[key];
      if (prop) {
        if (!conforms(obj[key], prop)) return false;
      } else if (extra === false) return false;
      else if (typeof extra === 'object' && !conforms(obj[key], extra)) return false;
    }
  }
  return true;
}
