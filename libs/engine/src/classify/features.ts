/**
 * Text to hashed sparse features: word 1–2 grams and word-boundary-aware character n-grams.
 * Letters of any script count as word characters, so Greek, Cyrillic or Arabic texts get words, and
 * scripts written without spaces (Chinese, Japanese, Thai) still get character n-grams from their runs.
 */

/** How a text becomes features; stored in the weights so a loaded model reads texts the same way. */
export interface FeatureConfig {
  wordMaxN: number;
  charMinN: number;
  charMaxN: number;
  /** Character n-grams run across word boundaries (over the words joined by single spaces), not per word. */
  charAcross?: boolean;
}

export const DEFAULT_FEATURES: FeatureConfig = { wordMaxN: 2, charMinN: 2, charMaxN: 5 };

/** The block bit: word features and character features are normalised separately. */
export const CHAR_BLOCK = 1 << 29;
const HASH_MASK = CHAR_BLOCK - 1;

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const FNV_PRIME = 0x01000193;
const WORD_SEED = 0x811c9dc5;
const BIGRAM_SEED = 0x9e3779b1;
const CHAR_SEED = 0x85ebca6b;
const SPACE = 32;

export function words(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(WORD) ?? [];
}

function hashCodePoints(seed: number, cps: readonly number[]): number {
  let h = seed;
  for (const c of cps) h = Math.imul(h ^ c, FNV_PRIME);
  return h;
}

function add(counts: Map<number, number>, key: number): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** Feature id → occurrence count for one text. Ids carry CHAR_BLOCK for character n-grams. */
export function featureCounts(text: string, config: FeatureConfig): Map<number, number> {
  const counts = new Map<number, number>();
  const cps: number[] = [];
  const all: number[] = [];
  let previous = 0;
  let index = 0;
  for (const word of words(text)) {
    cps.length = 0;
    cps.push(SPACE);
    for (const ch of word) cps.push(ch.codePointAt(0) ?? 0);
    cps.push(SPACE);
    const wordHash = hashCodePoints(WORD_SEED, cps);
    add(counts, wordHash & HASH_MASK);
    if (config.wordMaxN >= 2 && index > 0) {
      add(counts, Math.imul(Math.imul(previous ^ BIGRAM_SEED, FNV_PRIME) ^ wordHash, FNV_PRIME) & HASH_MASK);
    }
    previous = wordHash;
    index++;
    if (config.charAcross) {
      if (all.length === 0) all.push(SPACE);
      for (let j = 1; j < cps.length; j++) all.push(cps[j]);
    } else charGrams(counts, cps, config);
  }
  if (config.charAcross) charGrams(counts, all, config);
  return counts;
}

function charGrams(counts: Map<number, number>, cps: readonly number[], config: FeatureConfig): void {
  for (let i = 0; i < cps.length; i++) {
    let h = CHAR_SEED;
    for (let n = 1; n <= config.charMaxN && i + n <= cps.length; n++) {
      h = Math.imul(h ^ cps[i + n - 1], FNV_PRIME);
      if (n >= config.charMinN) add(counts, (h & HASH_MASK) | CHAR_BLOCK);
    }
  }
}
