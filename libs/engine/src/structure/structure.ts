import { EngineInputError, type StructureAnswer, type StructureInput } from '../types.js';
import { extract } from '../extract/extract.js';

export const BUILTIN_SCHEMAS: readonly string[] = ['log_event'];

export function structure(input: StructureInput): StructureAnswer {
  const started = performance.now();
  if (!BUILTIN_SCHEMAS.includes(input.schema)) throw new EngineInputError('unknown_schema', `unknown schema '${input.schema}'`);
  const first = extract({ text: input.text, dump: true }).records[0]?.result ?? { type: 'log', level: 'info', component: '', message: '' };
  return { schema: input.schema, record: first, valid: true, retries: 0, routed_by: 'declared', latency_ms: performance.now() - started };
}
