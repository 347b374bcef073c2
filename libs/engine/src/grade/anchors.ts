import { normalizeLevel } from '../extract/levels.js';
import { tierOfWords } from './read-severity.js';
import { TIER_OF_LEVEL } from './severity-cues.js';

/** The four canonical tiers (contract §2.4): level name, colon, description. */
export const DEFAULT_ANCHORS: readonly string[] = [
  'info: routine messages',
  'warning: recoverable abnormal conditions',
  'error: operation failures',
  'critical: crashes, fatal errors, data loss',
];

/** Scale words that are not log levels but name a rank (`low: ...`, `P1: ...`, `sev2: ...`). */
const RANK_WORDS: Record<string, number> = {
  none: 0, ok: 0, routine: 0, low: 0, minor: 0, trivial: 0, cosmetic: 0, normal: 0, green: 0,
  medium: 1, moderate: 1, elevated: 1, degraded: 1, yellow: 1, attention: 1,
  high: 2, major: 2, severe: 2, serious: 2, failure: 2, red: 2,
  blocker: 3, urgent: 3, emergency: 3, outage: 3, disaster: 3, highest: 3, fatal: 3,
};

export interface Anchor {
  text: string;
  /** Position on the 0..3 severity scale this anchor stands for (fractional when inferred). */
  rank: number;
  /** Lower-cased description words, for matching by wording. */
  words: Set<string>;
}

function rankOfName(name: string): number | undefined {
  const w = name.trim().toLowerCase();
  const level = normalizeLevel(w);
  if (level) return level === 'trace' || level === 'debug' ? -0.5 : level === 'notice' ? 0.3 : TIER_OF_LEVEL[level];
  if (w in RANK_WORDS) return RANK_WORDS[w];
  const p = /^(?:p|sev|s|severity ?)(\d)$/.exec(w);
  return p ? 3 - Math.min(3, Number(p[1]) - (Number(p[1]) > 0 ? 1 : 0)) : undefined;
}

/** Anchors as severity ranks: by their level word, else by the severity their description reads as. */
export function parseAnchors(anchors: readonly string[]): Anchor[] {
  const parsed = anchors.map((text, i) => {
    const colon = text.indexOf(':');
    const name = colon > 0 ? text.slice(0, colon) : text.split(/\s+/, 1)[0];
    const description = colon > 0 ? text.slice(colon + 1) : text;
    const words = new Set(description.toLowerCase().match(/[a-z]{3,}/g) ?? []);
    let rank = rankOfName(name);
    if (rank === undefined) {
      const t = tierOfWords(text).tier;
      rank = t >= 0 ? t : undefined;
    }
    return { text, rank, words, i };
  });
  // anchors nothing could place: spread them by position between their placed neighbours (a scale in order)
  const n = parsed.length;
  return parsed.map((a) => ({ text: a.text, words: a.words, rank: a.rank ?? (n > 1 ? (3 * a.i) / (n - 1) : 0) }));
}
