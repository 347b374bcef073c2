/** Holdout quality: accuracy, per-label precision/recall/F1, and what the threshold does. */
import type { ClassifierMetrics, LabelMetrics } from './classify.types.js';

export interface HoldoutOutcome {
  truth: Int32Array;
  predicted: Int32Array;
  confidence: Float64Array;
}

const round = (x: number) => Math.round(x * 10000) / 10000;

export function holdoutMetrics(
  labels: readonly string[],
  trainCounts: Int32Array,
  outcome: HoldoutOutcome,
  threshold: number,
): Omit<ClassifierMetrics, 'refit_on_all' | 'train_ms'> {
  const k = labels.length;
  const n = outcome.truth.length;
  const tp = new Int32Array(k);
  const predictedCount = new Int32Array(k);
  const truthCount = new Int32Array(k);
  let right = 0;
  let okRight = 0;
  let ok = 0;
  for (let i = 0; i < n; i++) {
    const t = outcome.truth[i];
    const p = outcome.predicted[i];
    truthCount[t]++;
    predictedCount[p]++;
    const answered = outcome.confidence[i] >= threshold;
    if (answered) ok++;
    if (t === p) {
      tp[t]++;
      right++;
      if (answered) okRight++;
    }
  }
  const perLabel: LabelMetrics[] = labels.map((label, c) => {
    const precision = predictedCount[c] ? tp[c] / predictedCount[c] : 0;
    const recall = truthCount[c] ? tp[c] / truthCount[c] : 0;
    const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
    return { label, train: trainCounts[c], holdout: truthCount[c], precision: round(precision), recall: round(recall), f1: round(f1) };
  });
  const measured = perLabel.filter((m) => m.holdout > 0);
  return {
    accuracy: n ? round(right / n) : 0,
    macro_f1: measured.length ? round(measured.reduce((s, m) => s + m.f1, 0) / measured.length) : 0,
    threshold: round(threshold),
    holdout_size: n,
    train_size: trainCounts.reduce((s, x) => s + x, 0),
    labels: perLabel,
    low_confidence_share: n ? round((n - ok) / n) : 0,
    accuracy_at_threshold: n ? round(okRight / n) : 0,
    precision_at_threshold: ok ? round(okRight / ok) : 0,
  };
}
