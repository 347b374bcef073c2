/**
 * trainClassifier: validate, split a stratified holdout, fit TF-IDF + one-vs-rest linear SVMs on the rest,
 * calibrate (temperature, threshold) and measure on the holdout, then refit on all examples with the same
 * settings; the calibration chosen on the holdout stays with the refit model.
 */
import { EngineInputError } from '../types.js';
import { chooseThreshold, fitTemperature } from './calibrate.js';
import type { LabelledText, TrainOptions, TrainedClassifier } from './classify.types.js';
import { DEFAULT_FEATURES, type FeatureConfig, featureCounts } from './features.js';
import { holdoutMetrics } from './metrics.js';
import { type ClassifierModel, rowScores, softmax } from './model.js';
import { DEFAULT_SVM, random, type SvmOptions, trainOneVsRest } from './svm.js';
import { buildVocabulary, toSparseRows, vectorise } from './vectorise.js';
import { encodeWeights } from './weights-format.js';
import { validateExamples } from './validate.js';

/** Model settings; the defaults were chosen on a development split (see tools/bench eval-classify). */
export interface ClassifierTuning {
  features: FeatureConfig;
  minDf: number;
  charWeight: number;
  svm: SvmOptions;
  /** Share of the holdout's correct answers the threshold keeps `ok`. */
  keep: number;
  refit: boolean;
}

export const DEFAULT_TUNING: ClassifierTuning = {
  features: DEFAULT_FEATURES,
  minDf: 2,
  charWeight: 1,
  svm: DEFAULT_SVM,
  keep: 0.95,
  refit: true,
};

export const DEFAULT_HOLDOUT = 0.15;

function stratifiedSplit(y: Int32Array, classes: number, share: number, rand: () => number): { train: number[]; holdout: number[] } {
  const byClass: number[][] = Array.from({ length: classes }, () => []);
  y.forEach((c, i) => byClass[c].push(i));
  const train: number[] = [];
  const holdout: number[] = [];
  for (const members of byClass) {
    for (let s = members.length - 1; s > 0; s--) {
      const r = Math.floor(rand() * (s + 1));
      [members[s], members[r]] = [members[r], members[s]];
    }
    const take = Math.min(members.length - 1, Math.max(1, Math.round(share * members.length)));
    holdout.push(...members.slice(0, take));
    train.push(...members.slice(take));
  }
  return { train, holdout };
}

interface Fitted {
  vocab: ClassifierModel['vocab'];
  linear: ClassifierModel['linear'];
}

function fit(
  docs: readonly Map<number, number>[],
  y: Int32Array,
  rows: readonly number[],
  classes: number,
  tuning: ClassifierTuning,
  rand: () => number,
  progress: (f: number) => void,
): Fitted {
  const vocab = buildVocabulary(
    rows.map((i) => docs[i]),
    tuning.minDf,
  );
  const x = toSparseRows(rows.map((i) => vectorise(docs[i], vocab, tuning.charWeight)));
  const yy = Int32Array.from(rows, (i) => y[i]);
  const linear = trainOneVsRest(x, yy, vocab.ids.length, classes, tuning.svm, rand, (k) => progress((k + 1) / classes));
  return { vocab, linear };
}

export function trainClassifier(
  examples: readonly LabelledText[],
  options: TrainOptions & { tuning?: Partial<ClassifierTuning> } = {},
): TrainedClassifier {
  const started = performance.now();
  const tuning = { ...DEFAULT_TUNING, ...options.tuning };
  const share = options.holdout ?? DEFAULT_HOLDOUT;
  if (!(share > 0 && share <= 0.5)) throw new EngineInputError('invalid_input', 'holdout must be a share above 0 and at most 0.5');
  const labels = validateExamples(examples);
  const classOf = new Map(labels.map((l, i) => [l, i]));
  const y = Int32Array.from(examples, (e) => classOf.get(e.label) ?? 0);
  const rand = random(options.seed ?? 1);
  const report = (f: number) => options.onProgress?.(Math.min(1, Math.max(0, f)));
  report(0);
  const docs = examples.map((e) => featureCounts(e.text, tuning.features));
  report(0.05);
  const split = stratifiedSplit(y, labels.length, share, rand);
  const firstSpan = tuning.refit ? 0.45 : 0.9;
  const measured = fit(docs, y, split.train, labels.length, tuning, rand, (f) => report(0.05 + firstSpan * f));

  const truth = Int32Array.from(split.holdout, (i) => y[i]);
  const scores = split.holdout.map((i) => rowScores(measured.linear, vectorise(docs[i], measured.vocab, tuning.charWeight)));
  const temperature = fitTemperature(scores, truth);
  const predicted = new Int32Array(truth.length);
  const confidence = new Float64Array(truth.length);
  scores.forEach((s, i) => {
    const p = softmax(s, temperature);
    let best = 0;
    for (let c = 1; c < p.length; c++) if (p[c] > p[best]) best = c;
    predicted[i] = best;
    confidence[i] = p[best];
  });
  // Never `ok` at or below a uniform guess, however unsure the model is when it is right.
  const threshold = Math.max(
    chooseThreshold(
      confidence,
      [...truth].map((t, i) => t === predicted[i]),
      tuning.keep,
    ),
    1 / labels.length + 1e-6,
  );
  const trainCounts = new Int32Array(labels.length);
  for (const i of split.train) trainCounts[y[i]]++;
  const metrics = holdoutMetrics(labels, trainCounts, { truth, predicted, confidence }, threshold);

  const final = tuning.refit
    ? fit(docs, y, examples.map((_, i) => i), labels.length, tuning, rand, (f) => report(0.5 + 0.5 * f))
    : measured;
  const model: ClassifierModel = {
    labels,
    features: tuning.features,
    charWeight: tuning.charWeight,
    ...final,
    temperature,
    threshold,
  };
  const weights = encodeWeights(model);
  report(1);
  return { weights, metrics: { ...metrics, refit_on_all: tuning.refit, train_ms: Math.round(performance.now() - started) } };
}
