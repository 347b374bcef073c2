import type { SelectAnswer, SelectInput } from '@svc/engine';
import { SelectBody } from '../bodies/model-bodies.js';
import { META, object, score, str } from './answer-parts.js';
import { modelMethod } from './model-method.js';

export const SELECT = modelMethod<SelectInput, SelectAnswer>()({
  name: 'select',
  title: 'Choose the best of the candidates, zero-shot',
  description:
    'Ranks `candidates` against `text` (the situation and the criterion); answers the choice, a confidence and a status, ' +
    '`ok` for a choice that stands (contract §4.3). An upstream model adds its `meta`.',
  body: SelectBody,
  example: { text: 'I was charged twice for one order', candidates: ['refund request', 'change delivery address', 'card declined'] },
  answerSchema: (body) =>
    object({ choice: body ? { type: 'string', enum: body.candidates } : str, confidence: score, status: str, meta: META }, ['meta']),
});
