/** Largest search (product of the choices per parameter) solved exactly; beyond it, greedy matching. */
const EXACT_LIMIT = 4096;

/**
 * Matching of parameters to values, each parameter and each value used at most once, pairs scoring below
 * `min` (or null: not allowed) never made. When the choices are few, the matching with the highest total
 * score is found exactly, so that one strong pair does not steal the value another parameter needed
 * (`Chinese cuisine in Seattle`: `cuisine` = Chinese and `location` = Seattle beats `cuisine` = Seattle);
 * otherwise the best pairs are taken first.
 */
export function assignGreedy(
  params: number[],
  values: number[],
  score: (p: number, v: number) => number | null,
  min: number,
  takenP: Set<number>,
  takenV: Set<number>,
): Array<[number, number]> {
  const options: Array<{ p: number; choices: Array<{ v: number; s: number }> }> = [];
  const pairs: Array<{ p: number; v: number; s: number }> = [];
  let size = 1;
  for (const p of params) {
    if (takenP.has(p)) continue;
    const choices: Array<{ v: number; s: number }> = [];
    for (const v of values) {
      if (takenV.has(v)) continue;
      const s = score(p, v);
      if (s !== null && s >= min) {
        choices.push({ v, s });
        pairs.push({ p, v, s });
      }
    }
    if (choices.length === 0) continue;
    choices.sort((a, b) => b.s - a.s);
    options.push({ p, choices });
    size *= choices.length + 1;
  }
  const out: Array<[number, number]> = [];
  if (options.length === 0) return out;
  if (size <= EXACT_LIMIT) {
    let best = -1;
    let bestPick: number[] = [];
    const pick: number[] = new Array<number>(options.length).fill(-1);
    const used = new Set<number>();
    const walk = (i: number, total: number) => {
      if (i === options.length) {
        if (total > best + 1e-9) [best, bestPick] = [total, pick.slice()];
        return;
      }
      for (const { v, s } of options[i].choices) {
        if (used.has(v)) continue;
        used.add(v);
        pick[i] = v;
        walk(i + 1, total + s);
        used.delete(v);
      }
      pick[i] = -1;
      walk(i + 1, total);
    };
    walk(0, 0);
    options.forEach(({ p }, i) => {
      const v = bestPick[i];
      if (v === undefined || v < 0) return;
      takenP.add(p);
      takenV.add(v);
      out.push([p, v]);
    });
    return out.sort((a, b) => (score(b[0], b[1]) ?? 0) - (score(a[0], a[1]) ?? 0));
  }
  pairs.sort((a, b) => b.s - a.s);
  for (const { p, v } of pairs) {
    if (takenP.has(p) || takenV.has(v)) continue;
    takenP.add(p);
    takenV.add(v);
    out.push([p, v]);
  }
  return out;
}
