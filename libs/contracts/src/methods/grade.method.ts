import { DEFAULT_ANCHORS, type GradeAnswer, type GradeInput } from '@svc/engine';
import { GradeBody } from '../bodies/model-bodies.js';
import { int, META, nullableStr, object, score, str } from './answer-parts.js';
import { modelMethod } from './model-method.js';

export const GRADE = modelMethod<GradeInput, GradeAnswer>()({
  name: 'grade',
  title: 'Grade severity on a tiered scale',
  description:
    'Grades `text` on the `anchors` (least to most severe; default the four canonical tiers info, warning, error, critical). ' +
    'Answers the grade result, `tier_index` zero-based, and the anchors used (contract §4.4). An upstream model adds its `meta`.',
  body: GradeBody,
  example: { text: 'kernel panic: not syncing, fatal exception' },
  answerSchema: (body) => {
    const anchors = body ? (body.anchors ?? DEFAULT_ANCHORS) : undefined;
    const result = object({
      action: str,
      tier_index: anchors ? { type: 'integer', enum: anchors.map((_, i) => i) } : int,
      tier: str,
      tier_set: { type: 'array', items: int },
      score,
      clarification: nullableStr,
    });
    return object({ result, anchors: { type: 'array', items: str }, meta: META }, ['meta']);
  },
});
