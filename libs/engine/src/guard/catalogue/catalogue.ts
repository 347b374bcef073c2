import { normalizeType, type ParamType } from './param-type.js';

/** One parameter of a tool, with its type normalized from JSON Schema or BFCL's Python-flavoured names. */
export interface ParamSpec {
  name: string;
  type: ParamType;
  items: ParamType | null;
  description: string;
  enum: readonly unknown[] | null;
  default: unknown;
  required: boolean;
  /** JSON Schema's `format` (`date`, `date-time`, `time`, `email`, `uri`, …), lower-cased, when the schema gives one. */
  format?: string;
  /** JSON Schema's `pattern` (`^PL[0-9]{7}$`), when the schema gives one. */
  pattern?: string;
  /** JSON Schema's `minimum` and `maximum` (`Up to 4 archers per lane`: `maximum: 4`), when the schema gives them. */
  minimum?: number;
  maximum?: number;
}

/**
 * JSON Schema `format` values naming the kind of value a parameter takes: a calendar date, a time of day, an email
 * address, a web address. A schema declaring one says what a description may leave unsaid (`start`, `Lesson start`,
 * `format: date-time`).
 */
export const FORMAT_DATE = /^(?:date|date-time|datetime|full-date)$/;
export const FORMAT_TIME = /^(?:time|date-time|datetime|partial-time|full-time)$/;
export const FORMAT_EMAIL = /^(?:email|idn-email)$/;
export const FORMAT_WEB = /^(?:uri|url|iri|uri-reference|iri-reference)$/;
/** Whether the parameter's schema declares a `format` of that kind. */
export const formatIs = (q: { format?: string }, kind: RegExp): boolean => q.format !== undefined && kind.test(q.format);

/** One tool of the catalogue, whatever form it arrived in. */
export interface ToolSpec {
  name: string;
  description: string;
  params: ParamSpec[];
}

function asRecord(v: unknown): Record<string, unknown> | null {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

function paramsOf(schema: unknown): ParamSpec[] {
  const s = asRecord(schema);
  const props = asRecord(s?.['properties']);
  if (!props) return [];
  const required = new Set(Array.isArray(s?.['required']) ? (s['required'] as unknown[]).map(String) : []);
  return Object.entries(props).map(([name, raw]) => {
    const p = asRecord(raw) ?? {};
    const items = asRecord(p['items']);
    return {
      name,
      type: normalizeType(p['type']),
      items: items ? normalizeType(items['type']) : null,
      description: typeof p['description'] === 'string' ? p['description'] : '',
      // For a list, the enum of its items (`{type: 'array', items: {enum: [...]}}`): the values each item may take.
      enum: Array.isArray(p['enum']) ? (p['enum'] as unknown[]) : items && Array.isArray(items['enum']) ? (items['enum'] as unknown[]) : null,
      default: p['default'],
      required: required.has(name),
      format: typeof p['format'] === 'string' ? p['format'].toLowerCase() : undefined,
      pattern: typeof p['pattern'] === 'string' ? p['pattern'] : undefined,
      minimum: typeof p['minimum'] === 'number' ? p['minimum'] : undefined,
      maximum: typeof p['maximum'] === 'number' ? p['maximum'] : undefined,
    };
  });
}

function fromObject(o: Record<string, unknown>): ToolSpec | null {
  const inner = asRecord(o['function']) ?? o;
  const name = inner['name'];
  if (typeof name !== 'string' || name === '') return null;
  const description = typeof inner['description'] === 'string' ? inner['description'] : '';
  return { name, description, params: paramsOf(inner['parameters'] ?? inner['input_schema']) };
}

/**
 * Reads the three catalogue forms of the contract: BFCL-style specs (`{name, description, parameters}`,
 * also wrapped as `{type: 'function', function: {...}}`), a map of name to description (or to a spec),
 * and a list of names. Anything unreadable is skipped.
 */
export function readCatalogue(tools: unknown): ToolSpec[] {
  if (Array.isArray(tools)) {
    const out: ToolSpec[] = [];
    for (const t of tools) {
      if (typeof t === 'string' && t.trim()) out.push({ name: t.trim(), description: '', params: [] });
      const o = asRecord(t);
      const spec = o ? fromObject(o) : null;
      if (spec) out.push(spec);
    }
    return out;
  }
  const map = asRecord(tools);
  if (!map) return [];
  return Object.entries(map).map(([name, v]) => {
    const o = asRecord(v);
    if (o) return { ...(fromObject({ ...o, name }) as ToolSpec), name };
    return { name, description: typeof v === 'string' ? v : '', params: [] };
  });
}
