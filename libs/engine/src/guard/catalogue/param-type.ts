/** The parameter types the guard understands. */
export type ParamType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'any';

const ALIASES: Record<string, ParamType> = {
  string: 'string', str: 'string', text: 'string', char: 'string',
  integer: 'integer', int: 'integer', long: 'integer', short: 'integer',
  number: 'number', float: 'number', double: 'number', decimal: 'number',
  boolean: 'boolean', bool: 'boolean',
  array: 'array', list: 'array', tuple: 'array', set: 'array',
  object: 'object', dict: 'object', map: 'object', hashmap: 'object',
  any: 'any',
};

/** Maps a JSON Schema or Python-flavoured type name (`dict`, `float`, `tuple`, `any`) to a `ParamType`. */
export function normalizeType(raw: unknown): ParamType {
  if (Array.isArray(raw)) return normalizeType(raw.find((t) => t !== 'null'));
  if (typeof raw !== 'string') return 'any';
  return ALIASES[raw.toLowerCase()] ?? 'any';
}
