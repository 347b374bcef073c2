import type { ParamSpec } from './catalogue.js';
import { contextBag, contextScore, explicitAt } from './context.js';
import type { NumberMention } from './mentions.js';

function typed(p: ParamSpec, n: NumberMention): number {
  let v = n.value;
  if (n.percent && /decimal|fraction|e\.g\.?,? 0\.\d|between 0 and 1|\b0 ?(?:to|-) ?1\b/i.test(p.description)) v = v / 100;
  else if (n.percent && p.type === 'number' && !/percent|%/i.test(p.description + p.name) && /rate|ratio|probability|yield|return|growth/i.test(p.name)) v = v / 100;
  return p.type === 'integer' && Number.isInteger(Math.round(v * 1e9) / 1e9) ? Math.round(v) : v;
}

/**
 * Gives numeric parameters the numbers of the request: first where the words around a number name the
 * parameter (`a height of 5`), then the remaining required parameters take the remaining numbers in order.
 */
export function fillNumbers(text: string, params: ParamSpec[], numbers: NumberMention[], used: Set<number>, out: Record<string, unknown>): void {
  const free = numbers.filter((n) => !used.has(n.start));
  if (params.length === 0 || free.length === 0) return;
  const pairs: Array<{ p: number; n: number; s: number }> = [];
  free.forEach((n, ni) => {
    const prevEnd = numbers.filter((m) => m.end <= n.start).at(-1)?.end ?? 0;
    const nextStart = numbers.find((m) => m.start >= n.end)?.start ?? text.length;
    const bag = contextBag(text, n.start, n.end, 4, 2, prevEnd, nextStart);
    params.forEach((p, pi) => {
      if (explicitAt(text, p, n.start)) {
        pairs.push({ p: pi, n: ni, s: 3 });
        return;
      }
      let s = contextScore(bag, p);
      if (n.word) s -= 0.3;
      if (p.type === 'integer' && !Number.isInteger(n.value) && !n.percent) s -= 0.3;
      if (n.percent && /percent|rate|%/i.test(p.name + ' ' + p.description)) s += 0.2;
      if (s >= 0.45) pairs.push({ p: pi, n: ni, s: s - 0.01 * Math.abs(pi - ni) });
    });
  });
  pairs.sort((a, b) => b.s - a.s);
  const takenP = new Set<number>();
  const takenN = new Set<number>();
  for (const { p, n } of pairs) {
    if (takenP.has(p) || takenN.has(n)) continue;
    takenP.add(p);
    takenN.add(n);
    out[params[p]!.name] = typed(params[p]!, free[n]!);
  }
  const order = free.map((n, ni) => ({ n, ni })).sort((a, b) => Number(a.n.word) - Number(b.n.word) || a.n.start - b.n.start);
  params.forEach((p, pi) => {
    if (takenP.has(pi) || !p.required) return;
    const next = order.find((o) => !takenN.has(o.ni));
    if (!next) return;
    takenN.add(next.ni);
    out[p.name] = typed(p, next.n);
  });
  free.forEach((n, ni) => {
    if (takenN.has(ni)) used.add(n.start);
  });
}
