import { NUMBER_WORDS } from './number-words.js';
import { stem } from './stem.js';
import { GENERIC, STOPWORDS } from './stopwords.js';
import { SYNONYM_GROUPS } from './synonyms.js';
import { BoundedCache } from './bounded-cache.js';
import { eachIdentifierWord, eachWord, words } from './tokenize.js';
import { isLowerRun } from './compound.js';

/** One content word of a text: its stem, the synonym groups it belongs to, and how much it weighs. */
export interface Term {
  stem: string;
  groups: readonly string[];
  weight: number;
}

const EMPTY: readonly string[] = [];
let groupIndex: Map<string, string[]> | null = null;

/** The general lexicon's groups (`lexical/synonyms.ts`) a stem belongs to. */
export function synonymGroups(s: string): readonly string[] {
  if (!groupIndex) {
    groupIndex = new Map();
    SYNONYM_GROUPS.forEach((line, i) => {
      for (const w of line.split(/\s+/)) {
        for (const part of words(w)) {
          const k = stem(part);
          const list = groupIndex!.get(k) ?? [];
          if (!list.includes(`#${i}`)) list.push(`#${i}`);
          groupIndex!.set(k, list);
        }
      }
    });
  }
  return groupIndex.get(s) ?? EMPTY;
}

/** Weight of a word: 0 for function words, low for generic request words, 1 otherwise. */
export function wordWeight(w: string): number {
  if (STOPWORDS.has(w) || w.length < 2) return 0;
  if (GENERIC.has(w)) return 0.25;
  if (/^\d+$/.test(w) || w in NUMBER_WORDS) return 0.1;
  return 1;
}

const termOf = new Map<string, Term | null>();
const DIGIT = /\d/;

/**
 * The term of one lower-case word (shared, never mutated), or null for a function word. Words with digits
 * (numbers, codes, versions) are not remembered: they rarely come back, and a table filling up with them
 * would only keep garbage alive.
 */
function term(w: string): Term | null {
  let t = termOf.get(w);
  if (t === undefined) {
    const weight = wordWeight(w);
    const s = weight === 0 ? '' : stem(w);
    t = weight === 0 ? null : Object.freeze({ stem: s, groups: synonymGroups(s), weight });
    if (DIGIT.test(w)) return t;
    if (termOf.size >= 100_000) termOf.clear();
    termOf.set(w, t);
  }
  return t;
}

/** Content terms of free text (a new array, the caller's to keep or change). */
export function textTerms(text: string): Term[] {
  return appendTextTerms(text, []);
}

/** Appends the content terms of free text to `out` (no array of its own), and returns `out`. */
export function appendTextTerms(text: string, out: Term[]): Term[] {
  eachWord(text, (w) => {
    const t = term(w);
    if (t) out.push(t);
  });
  return out;
}

const names = new BoundedCache<readonly Term[]>(8192);

/**
 * Content terms of an identifier (`snake_case`, `camelCase`, dotted; a lower-case run such as `queuesong` read with
 * its description as `evidence`, `lexical/compound.ts`); shared between calls, never to be changed.
 */
export function nameTerms(name: string, evidence?: string): readonly Term[] {
  const key = evidence && isLowerRun(name) ? `${name}\u0000${evidence}` : name;
  return names.get(key, () => {
    const out: Term[] = [];
    eachIdentifierWord(
      name,
      (w) => {
        const t = term(w);
        if (t) out.push(t);
      },
      key === name ? undefined : evidence,
    );
    return Object.freeze(out);
  });
}
