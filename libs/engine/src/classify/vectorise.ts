/**
 * Hashed feature counts to TF-IDF rows: sublinear term frequency, smoothed idf, each block (words,
 * characters) L2-normalised on its own so short texts and long texts weigh alike, then the whole row
 * normalised again.
 */
import { CHAR_BLOCK, type FeatureConfig, featureCounts } from './features.js';

export interface Vocabulary {
  /** Feature id of each column. */
  ids: Uint32Array;
  idf: Float32Array;
  /** Feature id → column. */
  column: Map<number, number>;
}

/** A compressed sparse row matrix. */
export interface SparseRows {
  rows: number;
  start: Int32Array;
  columns: Int32Array;
  values: Float32Array;
}

export interface SparseRow {
  columns: number[];
  values: number[];
}

/** Columns for the features seen in at least `minDf` of the texts. */
export function buildVocabulary(docs: readonly Map<number, number>[], minDf: number): Vocabulary {
  const df = new Map<number, number>();
  for (const doc of docs) for (const id of doc.keys()) df.set(id, (df.get(id) ?? 0) + 1);
  const kept = [...df].filter(([, n]) => n >= minDf).sort((a, b) => a[0] - b[0]);
  const ids = new Uint32Array(kept.length);
  const idf = new Float32Array(kept.length);
  const column = new Map<number, number>();
  kept.forEach(([id, n], j) => {
    ids[j] = id;
    idf[j] = Math.log((1 + docs.length) / (1 + n)) + 1;
    column.set(id, j);
  });
  return { ids, idf, column };
}

export function vocabularyFrom(ids: Uint32Array, idf: Float32Array): Vocabulary {
  const column = new Map<number, number>();
  for (let j = 0; j < ids.length; j++) column.set(ids[j], j);
  return { ids, idf, column };
}

/** One text's TF-IDF row over the vocabulary's columns; unknown features are dropped. */
export function vectorise(counts: Map<number, number>, vocab: Vocabulary, charWeight: number): SparseRow {
  const columns: number[] = [];
  const values: number[] = [];
  let wordNorm = 0;
  let charNorm = 0;
  for (const [id, n] of counts) {
    const j = vocab.column.get(id);
    if (j === undefined) continue;
    const v = (1 + Math.log(n)) * vocab.idf[j];
    columns.push(j);
    values.push(v);
    if (id & CHAR_BLOCK) charNorm += v * v;
    else wordNorm += v * v;
  }
  const wordScale = wordNorm > 0 ? 1 / Math.sqrt(wordNorm) : 0;
  const charScale = charNorm > 0 ? charWeight / Math.sqrt(charNorm) : 0;
  const total = Math.sqrt((wordNorm > 0 ? 1 : 0) + (charNorm > 0 ? charWeight * charWeight : 0));
  for (let k = 0; k < columns.length; k++) {
    const scale = vocab.ids[columns[k]] & CHAR_BLOCK ? charScale : wordScale;
    values[k] = (values[k] * scale) / total;
  }
  return { columns, values };
}

export function textRow(text: string, config: FeatureConfig, vocab: Vocabulary, charWeight: number): SparseRow {
  return vectorise(featureCounts(text, config), vocab, charWeight);
}

export function toSparseRows(rows: readonly SparseRow[]): SparseRows {
  const start = new Int32Array(rows.length + 1);
  for (let i = 0; i < rows.length; i++) start[i + 1] = start[i] + rows[i].columns.length;
  const columns = new Int32Array(start[rows.length]);
  const values = new Float32Array(start[rows.length]);
  rows.forEach((r, i) => {
    columns.set(r.columns, start[i]);
    values.set(r.values, start[i]);
  });
  return { rows: rows.length, start, columns, values };
}
