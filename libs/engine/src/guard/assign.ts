/**
 * Greedy matching of parameters to values by score, best pairs first; each parameter and each value is used
 * at most once. `score` returns null when the pair is not allowed at all.
 */
export function assignGreedy(
  params: number[],
  values: number[],
  score: (p: number, v: number) => number | null,
  min: number,
  takenP: Set<number>,
  takenV: Set<number>,
): Array<[number, number]> {
  const pairs: Array<{ p: number; v: number; s: number }> = [];
  for (const p of params) {
    if (takenP.has(p)) continue;
    for (const v of values) {
      if (takenV.has(v)) continue;
      const s = score(p, v);
      if (s !== null && s >= min) pairs.push({ p, v, s });
    }
  }
  pairs.sort((a, b) => b.s - a.s);
  const out: Array<[number, number]> = [];
  for (const { p, v } of pairs) {
    if (takenP.has(p) || takenV.has(v)) continue;
    takenP.add(p);
    takenV.add(v);
    out.push([p, v]);
  }
  return out;
}
