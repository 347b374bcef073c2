import { BoundedCache } from '../lexical/bounded-cache.js';
import { TermBag } from '../lexical/term-bag.js';
import { nameTerms, textTerms, type Term } from '../lexical/terms.js';

/** One candidate's score against the text. */
export interface Ranked {
  index: number;
  score: number;
}

/** Inverse frequency of each stem among the candidates: a word shared by many labels tells them apart less. */
function candidateIdf(labels: readonly Term[][]): Map<string, number> {
  const df = new Map<string, number>();
  for (const terms of labels) for (const s of new Set(terms.map((t) => t.stem))) df.set(s, (df.get(s) ?? 0) + 1);
  const n = labels.length;
  const idf = new Map<string, number>();
  for (const [s, d] of df) idf.set(s, Math.log(1 + (n + 1) / (d + 0.5)));
  return idf;
}

/**
 * Scores every candidate: the weighted share of the label's words found in the text (label coverage),
 * blended with the share of the text's words the label explains (text coverage). Both are zero-shot:
 * they use only the text, the candidate names and the general lexicon.
 */
const labelCache = new BoundedCache<{ terms: Term[]; bag: TermBag }>(8192);
const idfCache = new BoundedCache<Map<string, number>>(256);

function label(c: string): { terms: Term[]; bag: TermBag } {
  return labelCache.get(c, () => {
    const terms = /\s/.test(c.trim()) ? textTerms(c) : nameTerms(c);
    return { terms, bag: new TermBag(terms) };
  });
}

export function rankCandidates(text: string, candidates: readonly string[]): Ranked[] {
  const prepared = candidates.map(label);
  const labels = prepared.map((l) => l.terms);
  const idf = idfCache.get(candidates.join('\u0000'), () => candidateIdf(labels));
  const textBag = new TermBag(textTerms(text));
  const weigh = (t: Term): number => t.weight * (idf.get(t.stem) ?? 1);
  return labels.map((terms, index) => {
    if (terms.length === 0 || textBag.size === 0) return { index, score: 0 };
    const labelCover = textBag.coverage(terms, weigh);
    const textCover = prepared[index].bag.coverage(textBag.terms);
    const score = labelCover > 0 ? 0.7 * labelCover + 0.3 * textCover : 0;
    return { index, score };
  });
}
