/** Scoring shared by the trainer (holdout) and the loaded classifier, so both read a text identically. */
import type { FeatureConfig } from './features.js';
import type { LinearWeights } from './svm.js';
import { type SparseRow, type Vocabulary, textRow } from './vectorise.js';

export interface ClassifierModel {
  labels: string[];
  features: FeatureConfig;
  charWeight: number;
  vocab: Vocabulary;
  linear: LinearWeights;
  /** Softmax inverse temperature fitted on the holdout. */
  temperature: number;
  threshold: number;
}

export function rowScores(linear: LinearWeights, row: SparseRow): Float64Array {
  const k = linear.classes;
  const scores = Float64Array.from(linear.bias);
  const { w } = linear;
  for (let p = 0; p < row.columns.length; p++) {
    const base = row.columns[p] * k;
    const v = row.values[p];
    for (let c = 0; c < k; c++) scores[c] += w[base + c] * v;
  }
  return scores;
}

export function textScores(model: ClassifierModel, text: string): Float64Array {
  return rowScores(model.linear, textRow(text, model.features, model.vocab, model.charWeight));
}

/** Softmax of the margins scaled by the temperature: calibrated class probabilities. */
export function softmax(scores: Float64Array, temperature: number): Float64Array {
  let max = -Infinity;
  for (const s of scores) if (s > max) max = s;
  const out = new Float64Array(scores.length);
  let sum = 0;
  for (let c = 0; c < scores.length; c++) {
    out[c] = Math.exp((scores[c] - max) * temperature);
    sum += out[c];
  }
  for (let c = 0; c < out.length; c++) out[c] /= sum;
  return out;
}
