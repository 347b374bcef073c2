/**
 * Calibration on the holdout: a softmax temperature that minimises the holdout's negative log-likelihood
 * (Guo et al., 2017), then the low-confidence threshold read off the holdout's confidence distribution.
 */
import { softmax } from './model.js';

function negativeLogLikelihood(scores: readonly Float64Array[], truth: Int32Array, t: number): number {
  let nll = 0;
  for (let i = 0; i < scores.length; i++) nll -= Math.log(Math.max(softmax(scores[i], t)[truth[i]], 1e-12));
  return nll;
}

/** Golden-section search for the inverse temperature over [0.1, 1000] in log space. */
export function fitTemperature(scores: readonly Float64Array[], truth: Int32Array): number {
  if (scores.length === 0) return 1;
  const phi = (Math.sqrt(5) - 1) / 2;
  let a = Math.log(0.1);
  let b = Math.log(1000);
  let c = b - phi * (b - a);
  let d = a + phi * (b - a);
  let fc = negativeLogLikelihood(scores, truth, Math.exp(c));
  let fd = negativeLogLikelihood(scores, truth, Math.exp(d));
  for (let i = 0; i < 40; i++) {
    if (fc < fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - phi * (b - a);
      fc = negativeLogLikelihood(scores, truth, Math.exp(c));
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + phi * (b - a);
      fd = negativeLogLikelihood(scores, truth, Math.exp(d));
    }
  }
  return Math.exp((a + b) / 2);
}

/**
 * The threshold that keeps `keep` of the holdout's correct answers `ok`: the confidence quantile of the
 * correct answers. General by construction — it depends on how sure the model is when it is right, not on
 * any label's name.
 */
export function chooseThreshold(confidence: Float64Array, correct: readonly boolean[], keep: number): number {
  const right = [...confidence].filter((_, i) => correct[i]).sort((a, b) => a - b);
  if (right.length === 0) return 0.5;
  return right[Math.min(right.length - 1, Math.floor((1 - keep) * right.length))];
}
