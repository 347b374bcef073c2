import { EngineInputError } from '../types.js';
import { conform } from './conform.js';
import { repairJsonText } from './repair-json.js';
import { SCHEMAS } from './schemas.js';
import { unknownSchemaMessage } from './unknown-schema.js';
import { validate } from './validate.js';

/**
 * Malformed JSON → the JSON value it meant. With a schema name, the value is also brought to the
 * schema (unknown keys dropped, required keys filled) so that it validates.
 * Throws `EngineInputError('unknown_schema')` for an unknown schema and `'invalid_input'` when nothing can be repaired.
 */
export function repair(text: string, schemaName?: string): unknown {
  const schema = schemaName === undefined ? undefined : SCHEMAS[schemaName];
  if (schemaName !== undefined && !schema) throw new EngineInputError('unknown_schema', unknownSchemaMessage(schemaName));
  if (typeof text !== 'string' || text.trim() === '') throw new EngineInputError('invalid_input', 'nothing to repair: the text is empty');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const fixed = repairJsonText(text);
    if (fixed === undefined) throw new EngineInputError('invalid_input', 'no JSON value found in the text');
    try {
      value = JSON.parse(fixed);
    } catch {
      throw new EngineInputError('invalid_input', 'the text could not be repaired into JSON');
    }
  }
  if (!schema) return value;
  const shaped = conform(value, schema);
  if (validate(shaped, schema).length > 0) throw new EngineInputError('invalid_input', `the value cannot be brought to schema '${schemaName}'`);
  return shaped;
}
