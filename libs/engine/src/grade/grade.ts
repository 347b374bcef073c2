import type { GradeAnswer, GradeInput } from '../types.js';

export const DEFAULT_ANCHORS: readonly string[] = [
  'info: routine messages',
  'warning: recoverable abnormal conditions',
  'error: operation failures',
  'critical: crashes, fatal errors, data loss',
];

export function grade(input: GradeInput): GradeAnswer {
  const anchors = input.anchors && input.anchors.length > 0 ? input.anchors : [...DEFAULT_ANCHORS];
  const t = input.text.toLowerCase();
  const idx = /fatal|crash|critical/.test(t) ? 3 : /error|fail/.test(t) ? 2 : /warn/.test(t) ? 1 : 0;
  const tier_index = Math.min(idx, anchors.length - 1);
  return {
    result: { action: 'grade', tier_index, tier: anchors[tier_index]!, tier_set: [tier_index], score: 0.5, clarification: null },
    anchors,
  };
}
