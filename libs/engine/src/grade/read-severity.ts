import { parseLine } from '../extract/parse-line.js';
import { CUES, FIELD_NAME, RECOVERED, TIER_OF_LEVEL } from './severity-cues.js';

export interface SeverityReading {
  /** 0 info, 1 warning, 2 error, 3 critical. */
  tier: number;
  /** Tiers the reading considered: what the level token says and what the words say. */
  considered: number[];
  /** How sure the reading is, 0..1. */
  score: number;
  /** `token` when a level token decided, `words` when the wording did, `default` when nothing spoke. */
  source: 'token' | 'words' | 'default';
}

/** Severity from the wording alone: the worst cue present, softened when the text says it was handled. */
export function tierOfWords(text: string): { tier: number; hits: number } {
  const t = text.length > 2000 ? text.slice(0, 2000) : text;
  const cleaned = t.replace(FIELD_NAME, ' ');
  let tier = -1;
  let hits = 0;
  for (const cue of CUES) {
    if (cue.tier <= tier) continue;
    if (cue.re.test(cleaned)) {
      tier = cue.tier;
      hits++;
    }
  }
  if (tier === 2 && RECOVERED.test(cleaned)) tier = 1;
  return { tier, hits };
}

/** Reads a text's severity: the level token of a log line when there is one, else (and also) its words. */
export function readSeverity(text: string): SeverityReading {
  const first = text.trimStart().split('\n', 1)[0] ?? '';
  const fields = parseLine(first);
  const words = tierOfWords(fields.level ? fields.message + (text.length > first.length ? text.slice(first.length) : '') : text);
  const token = fields.level ? TIER_OF_LEVEL[fields.level] : undefined;
  if (token !== undefined) {
    const considered = words.tier >= 0 && words.tier !== token ? [token, words.tier].sort() : [token];
    return { tier: token, considered, score: words.tier === token || words.tier < 0 ? 0.95 : 0.85, source: 'token' };
  }
  if (words.tier >= 0) return { tier: words.tier, considered: [words.tier], score: Math.min(0.9, 0.6 + 0.1 * words.hits), source: 'words' };
  return { tier: 0, considered: [0], score: 0.5, source: 'default' };
}
