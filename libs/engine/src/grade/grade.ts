import type { GradeAnswer, GradeInput } from '../types.js';
import { DEFAULT_ANCHORS, parseAnchors, type Anchor } from './anchors.js';
import { readSeverity } from './read-severity.js';

export { DEFAULT_ANCHORS } from './anchors.js';

function nearest(anchors: readonly Anchor[], tier: number, textWords: Set<string>, wordsDecide = false): number {
  if (wordsDecide) {
    // nothing in the text spoke of severity: an anchor whose description shares its words wins
    let best = -1;
    let most = 0;
    anchors.forEach((a, i) => {
      let overlap = 0;
      for (const w of a.words) if (textWords.has(w)) overlap++;
      if (overlap > most) {
        most = overlap;
        best = i;
      }
    });
    if (best >= 0) return best;
  }
  let best = 0;
  let bestCost = Infinity;
  anchors.forEach((a, i) => {
    let overlap = 0;
    for (const w of a.words) if (textWords.has(w)) overlap++;
    const cost = Math.abs(a.rank - tier) - 0.1 * Math.min(overlap, 3);
    if (cost < bestCost) {
      bestCost = cost;
      best = i;
    }
  });
  return best;
}

/**
 * Grades a text's severity onto the anchors (default: info / warning / error / critical).
 * The level token of a log line decides when present; otherwise the words do (failures, crashes,
 * retries, deprecations...). Custom anchors are placed on the same scale by their level word or wording.
 */
export function grade(input: GradeInput): GradeAnswer {
  const custom = Boolean(input.anchors && input.anchors.length > 0);
  const anchors = custom ? [...input.anchors!] : [...DEFAULT_ANCHORS];
  const parsed = parseAnchors(anchors);
  const text = typeof input.text === 'string' ? input.text : '';
  const reading = readSeverity(text);
  const textWords = new Set(text.toLowerCase().match(/[a-z]{3,}/g) ?? []);
  const tier_index = nearest(parsed, reading.tier, textWords, custom && reading.source === 'default');
  const tier_set = [...new Set(reading.considered.map((t) => nearest(parsed, t, textWords)))].sort((a, b) => a - b);
  if (!tier_set.includes(tier_index)) tier_set.push(tier_index);
  return {
    result: {
      action: 'grade',
      tier_index,
      tier: anchors[tier_index],
      tier_set,
      score: Math.round(reading.score * 1000) / 1000,
      clarification: null,
    },
    anchors,
  };
}
