import type { SelectAnswer, SelectInput } from '../types.js';
import { rankCandidates } from './rank.js';

/**
 * Picks the candidate that best fits the text, zero-shot (lexical match with stemming, a small general
 * synonym lexicon and inverse frequency over the candidates themselves).
 *
 * `status` values:
 * - `ok`: at least one candidate shares meaning with the text; `choice` is the best one.
 * - `no_match`: no candidate shares a word or synonym with the text; `choice` is the first candidate
 *   (the caller's order breaks the tie) and `confidence` is 0.
 * - `no_candidates`: the candidate list is empty; `choice` is `''`.
 */
export function select(input: SelectInput): SelectAnswer {
  const candidates = input.candidates ?? [];
  if (candidates.length === 0) return { choice: '', confidence: 0, status: 'no_candidates' };
  const ranked = rankCandidates(input.text ?? '', candidates).sort((a, b) => b.score - a.score || a.index - b.index);
  const best = ranked[0];
  if (best.score <= 0) return { choice: candidates[0], confidence: 0, status: 'no_match' };
  const second = ranked[1]?.score ?? 0;
  const margin = best.score / (best.score + second);
  const confidence = Math.min(1, Math.max(0, best.score * margin * 1.5));
  return { choice: candidates[best.index], confidence: Math.round(confidence * 1000) / 1000, status: 'ok' };
}
