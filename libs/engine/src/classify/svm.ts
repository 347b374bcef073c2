/**
 * One-vs-rest linear SVMs (L2-regularised, squared hinge loss) trained by dual coordinate descent with
 * shrinking, as LIBLINEAR does (Hsieh et al., ICML 2008): the known-good baseline for short-text
 * classification, and fast because most negatives leave the active set after one pass.
 */
import type { SparseRows } from './vectorise.js';

export interface SvmOptions {
  /** Inverse regularisation strength. */
  c: number;
  /** Value of the constant feature that carries the bias. */
  bias: number;
  epsilon: number;
  maxIterations: number;
}

export const DEFAULT_SVM: SvmOptions = { c: 2, bias: 1, epsilon: 0.1, maxIterations: 200 };

export interface LinearWeights {
  features: number;
  classes: number;
  /** Feature-major: weight of feature f for class k at `f * classes + k`, so one text reads few rows. */
  w: Float32Array;
  bias: Float32Array;
}

/** A small fast seeded generator (mulberry32), so training is reproducible. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function trainOneVsRest(
  x: SparseRows,
  y: Int32Array,
  features: number,
  classes: number,
  options: SvmOptions,
  rand: () => number,
  onClass?: (k: number) => void,
): LinearWeights {
  const out: LinearWeights = { features, classes, w: new Float32Array(features * classes), bias: new Float32Array(classes) };
  const w = new Float64Array(features + 1);
  for (let k = 0; k < classes; k++) {
    w.fill(0);
    solveBinary(x, y, k, w, features, options, rand);
    for (let f = 0; f < features; f++) out.w[f * classes + k] = w[f];
    out.bias[k] = w[features] * options.bias;
    onClass?.(k);
  }
  return out;
}

function solveBinary(x: SparseRows, y: Int32Array, k: number, w: Float64Array, d: number, o: SvmOptions, rand: () => number): void {
  const n = x.rows;
  const { start, columns, values } = x;
  const diag = 0.5 / o.c;
  const qd = new Float64Array(n);
  const alpha = new Float64Array(n);
  const index = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    let s = o.bias * o.bias;
    for (let p = start[i]; p < start[i + 1]; p++) s += values[p] * values[p];
    qd[i] = s + diag;
    index[i] = i;
  }
  let active = n;
  let pgMaxOld = Infinity;
  for (let iter = 0; iter < o.maxIterations; iter++) {
    let pgMax = -Infinity;
    let pgMin = Infinity;
    for (let s = active - 1; s > 0; s--) {
      const r = Math.floor(rand() * (s + 1));
      const t = index[s];
      index[s] = index[r];
      index[r] = t;
    }
    for (let s = 0; s < active; s++) {
      const i = index[s];
      const yi = y[i] === k ? 1 : -1;
      let dot = w[d] * o.bias;
      for (let p = start[i]; p < start[i + 1]; p++) dot += w[columns[p]] * values[p];
      const g = yi * dot - 1 + diag * alpha[i];
      let pg = 0;
      if (alpha[i] === 0) {
        if (g > pgMaxOld) {
          active--;
          index[s] = index[active];
          index[active] = i;
          s--;
          continue;
        }
        if (g < 0) pg = g;
      } else pg = g;
      if (pg > pgMax) pgMax = pg;
      if (pg < pgMin) pgMin = pg;
      if (Math.abs(pg) > 1e-12) {
        const old = alpha[i];
        alpha[i] = Math.max(old - g / qd[i], 0);
        const delta = (alpha[i] - old) * yi;
        for (let p = start[i]; p < start[i + 1]; p++) w[columns[p]] += delta * values[p];
        w[d] += delta * o.bias;
      }
    }
    if (pgMax - pgMin <= o.epsilon) {
      if (active === n) break;
      active = n;
      pgMaxOld = Infinity;
      continue;
    }
    pgMaxOld = pgMax <= 0 ? Infinity : pgMax;
  }
}
