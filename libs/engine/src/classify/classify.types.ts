/** Public shapes of the trainable text classifier (issue 14). Plain data: no framework, no I/O. */

export interface LabelledText {
  text: string;
  label: string;
}

export interface TrainOptions {
  /** Share of examples held out (stratified) to measure metrics and choose the threshold; default 0.15. */
  holdout?: number;
  seed?: number;
  /** Called with 0..1 as training advances (the service stores it as the version's progress). */
  onProgress?: (fraction: number) => void;
}

export interface LabelMetrics {
  label: string;
  train: number;
  holdout: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface ClassifierMetrics {
  /** Top-1 accuracy on the holdout, ignoring the threshold. */
  accuracy: number;
  macro_f1: number;
  /** Calibrated confidence below which an answer is `low_confidence`. */
  threshold: number;
  holdout_size: number;
  train_size: number;
  labels: LabelMetrics[];
  /** Share of holdout texts answered `low_confidence` at the threshold. */
  low_confidence_share: number;
  /** Share of holdout texts answered `ok` with the right label (accuracy at the threshold). */
  accuracy_at_threshold: number;
  /** Accuracy among the holdout texts answered `ok`. */
  precision_at_threshold: number;
  /** Whether the shipped weights were refit on all examples after measuring (the threshold stays). */
  refit_on_all: boolean;
  train_ms: number;
}

export interface TrainedClassifier {
  weights: Uint8Array;
  metrics: ClassifierMetrics;
}

export interface ClassifyCandidate {
  label: string;
  /** Calibrated probability, 0..1; candidates are sorted by it, highest first. */
  score: number;
}

export interface ClassifyAnswer {
  /** The best label, or null when the answer is `low_confidence`. */
  label: string | null;
  status: 'ok' | 'low_confidence';
  confidence: number;
  candidates: ClassifyCandidate[];
}

export interface LoadedClassifier {
  readonly labels: readonly string[];
  readonly threshold: number;
  classify(text: string, top?: number): ClassifyAnswer;
}
