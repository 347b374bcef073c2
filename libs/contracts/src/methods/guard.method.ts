import type { GuardAnswer, GuardInput } from '@svc/engine';
import { GuardBody } from '../bodies/model-bodies.js';
import { META, nullableStr, object, str } from './answer-parts.js';
import { modelMethod } from './model-method.js';
import { toolNames } from './tool-names.js';

export const GUARD = modelMethod<GuardInput, GuardAnswer>()({
  name: 'guard',
  title: 'Judge whether a request becomes a call of one catalogue tool',
  description:
    '`action` is CALL (one tool fits, every required parameter known), CLARIFY (parameters missing: listed, and a question asked) ' +
    'or ABSTAIN (no tool fits; `tool` is ""). `record` is the proposed tool call, its `arguments` a JSON-encoded object (contract §4.5).',
  body: GuardBody,
  example: {
    request: 'what is the weather in Paris',
    tools: [{ name: 'get_weather', description: 'current weather of a city', parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } }],
  },
  answerSchema: (body) =>
    object({
      action: { type: 'string', enum: ['CALL', 'CLARIFY', 'ABSTAIN'] },
      tool: body ? { type: 'string', enum: [...toolNames(body.tools), ''] } : str,
      missing_parameters: { type: ['array', 'null'], items: str },
      clarification_prompt: nullableStr,
      record: object({ type: { type: 'string', enum: ['tool_call'] }, name: str, arguments: str, result: str }),
      meta: META,
    }),
});
