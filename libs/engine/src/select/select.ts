import type { SelectAnswer, SelectInput } from '../types.js';

export function select(input: SelectInput): SelectAnswer {
  const words = new Set(input.text.toLowerCase().split(/\W+/));
  let best = 0;
  let bestScore = -1;
  input.candidates.forEach((c, i) => {
    const score = c.toLowerCase().split(/\W+/).filter((w) => words.has(w)).length;
    if (score > bestScore) [best, bestScore] = [i, score];
  });
  return { choice: input.candidates[best] ?? '', confidence: bestScore > 0 ? 0.5 : 0, status: bestScore > 0 ? 'ok' : 'no_match' };
}
