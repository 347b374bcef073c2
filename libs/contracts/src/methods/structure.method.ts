import { SCHEMAS, type StructureAnswer, type StructureInput } from '@svc/engine';
import { StructureBody } from '../bodies/model-bodies.js';
import { bool, int, num, object, routedBy, str } from './answer-parts.js';
import { modelMethod } from './model-method.js';

/** The engine's answer, plus the api that served it. */
export type StructureCallAnswer = StructureAnswer & { model: string };

export const STRUCTURE = modelMethod<StructureInput, StructureCallAnswer>()({
  name: 'structure',
  title: 'Structure a multi-line dump into a named schema',
  description:
    'Fills one record of the named schema (built-in: log_event, log_events, stack_trace, http_access, unified_diff, key_value) ' +
    'from a multi-line dump: stack traces grouped, diff hunks atomic (contract §4.2).',
  body: StructureBody,
  example: { text: 'Traceback (most recent call last):\n  File "app.py", line 3, in <module>\n    main()\nValueError: bad input', schema: 'stack_trace' },
  answerSchema: (body) => {
    const record = body && Object.hasOwn(SCHEMAS, body.schema) ? SCHEMAS[body.schema] : { type: 'object' as const };
    return object({ schema: str, record, valid: bool, retries: int, routed_by: routedBy, model: str, latency_ms: num });
  },
});
