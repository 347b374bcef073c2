/** loadClassifier: weights back to a classifier that answers with calibrated confidence. */
import type { ClassifyAnswer, LoadedClassifier } from './classify.types.js';
import { softmax, textScores } from './model.js';
import { decodeWeights } from './weights-format.js';

export const DEFAULT_TOP = 3;

export function loadClassifier(weights: Uint8Array): LoadedClassifier {
  const model = decodeWeights(weights);
  const labels = Object.freeze([...model.labels]);
  return {
    labels,
    threshold: model.threshold,
    classify(text: string, top = DEFAULT_TOP): ClassifyAnswer {
      const p = softmax(textScores(model, typeof text === 'string' ? text : ''), model.temperature);
      const order = Array.from(p.keys()).sort((a, b) => p[b] - p[a]);
      const confidence = p[order[0]];
      const ok = confidence >= model.threshold;
      const n = Math.max(1, Math.min(labels.length, Math.floor(top) || DEFAULT_TOP));
      return {
        label: ok ? labels[order[0]] : null,
        status: ok ? 'ok' : 'low_confidence',
        confidence,
        candidates: order.slice(0, n).map((c) => ({ label: labels[c], score: p[c] })),
      };
    },
  };
}
