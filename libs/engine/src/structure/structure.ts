import { EngineInputError, type StructureAnswer, type StructureInput } from '../types.js';
import { buildHttpAccess } from './builders/http-access.js';
import { buildKeyValue } from './builders/key-value.js';
import { buildLogEvent, buildLogEvents } from './builders/log-event.js';
import { buildStackTrace } from './builders/stack-trace.js';
import { buildUnifiedDiff } from './builders/unified-diff.js';
import { conform } from './conform.js';
import { BUILTIN_SCHEMAS, SCHEMAS } from './schemas.js';
import { unknownSchemaMessage } from './unknown-schema.js';
import { conforms } from './validate.js';

export { BUILTIN_SCHEMAS, SCHEMAS } from './schemas.js';

const BUILDERS: Record<string, (text: string) => Record<string, unknown>> = {
  log_event: buildLogEvent,
  log_events: buildLogEvents,
  stack_trace: buildStackTrace,
  http_access: buildHttpAccess,
  unified_diff: buildUnifiedDiff,
  key_value: buildKeyValue,
};

/**
 * A multi-line dump → a JSON record filling the named built-in schema. The record is validated; when
 * it does not validate it is brought to the schema once (`retries: 1`). `valid` is the final check.
 */
export function structure(input: StructureInput): StructureAnswer {
  const started = performance.now();
  const schema = SCHEMAS[input.schema];
  const build = BUILDERS[input.schema];
  if (!schema || !build || !BUILTIN_SCHEMAS.includes(input.schema)) {
    throw new EngineInputError('unknown_schema', unknownSchemaMessage(input.schema));
  }
  const text = typeof input.text === 'string' ? input.text : '';
  let record = build(text);
  let retries = 0;
  let valid = conforms(record, schema);
  if (!valid) {
    record = conform(record, schema) as Record<string, unknown>;
    retries = 1;
    valid = conforms(record, schema);
  }
  return { schema: input.schema, record, valid, retries, routed_by: 'declared', latency_ms: performance.now() - started };
}
