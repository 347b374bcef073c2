import type { JsonSchema, JsonType } from './json-schema.js';

function emptyOf(t: JsonType | undefined, schema: JsonSchema): unknown {
  if (schema.enum && schema.enum.length > 0) return schema.enum[schema.enum.length - 1];
  switch (t) {
    case 'string': return '';
    case 'integer':
    case 'number': return schema.minimum ?? 0;
    case 'boolean': return false;
    case 'array': return [];
    case 'null': return null;
    default: return {};
  }
}

/** The nearest value that validates: wrong types coerced or emptied, unknown keys dropped, required keys filled. */
export function conform(value: unknown, schema: JsonSchema): unknown {
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const t = types[0];
  if (schema.enum && !schema.enum.includes(value)) {
    // A value that differs only in case ("ERROR" for "error") keeps its meaning.
    const folded = typeof value === 'string' ? schema.enum.find((e) => typeof e === 'string' && e.toLowerCase() === value.toLowerCase()) : undefined;
    return folded ?? emptyOf(t, schema);
  }
  if (t === 'string' && types.length === 1) return typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value);
  if ((t === 'integer' || t === 'number') && types.length === 1) {
    let n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n)) n = 0;
    if (t === 'integer') n = Math.trunc(n);
    return schema.minimum !== undefined && n < schema.minimum ? schema.minimum : n;
  }
  if (t === 'boolean' && types.length === 1) return value === true || value === 'true';
  if (t === 'array') return Array.isArray(value) ? (schema.items ? value.map((v) => conform(v, schema.items!)) : value) : [];
  if (t === 'object') {
    const src = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(src)) {
      const prop = schema.properties?.[k];
      if (prop) out[k] = conform(v, prop);
      else if (typeof schema.additionalProperties === 'object') out[k] = conform(v, schema.additionalProperties);
      else if (schema.additionalProperties !== false && v !== undefined) out[k] = v;
    }
    for (const k of schema.required ?? []) {
      if (!(k in out)) {
        const prop = schema.properties?.[k] ?? {};
        const pt = Array.isArray(prop.type) ? prop.type[0] : prop.type;
        out[k] = emptyOf(pt, prop);
      }
    }
    return out;
  }
  if (types.length > 1) return types.some((x) => (x === 'null' ? value === null : typeof value === (x === 'integer' ? 'number' : x))) ? value : emptyOf(types[types.length - 1], schema);
  return value;
}
