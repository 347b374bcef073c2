import { TermBag } from '../lexical/term-bag.js';
import { nameTerms, textTerms, type Term } from '../lexical/terms.js';
import type { ParamSpec } from './catalogue.js';

/** The words just before (up to `left` words) and after (up to `right` words) a span of the request. */
export function contextBag(text: string, start: number, end: number, left = 5, right = 3): TermBag {
  const before = text.slice(0, start).split(/\s+/).filter(Boolean).slice(-left).join(' ');
  const after = text.slice(end).split(/\s+/).filter(Boolean).slice(0, right).join(' ');
  const near = textTerms(before).map((t) => ({ ...t }));
  return new TermBag([...near, ...textTerms(after)]);
}

/** The words that describe a parameter: its name in full weight, its description lightly. */
export function paramTerms(p: ParamSpec): Term[] {
  const own = nameTerms(p.name);
  const desc = textTerms(p.description).slice(0, 12).map((t) => ({ ...t, weight: t.weight * 0.3 }));
  return [...own, ...desc];
}

/** How strongly a span's surroundings speak of a parameter, in 0..1. */
export function contextScore(bag: TermBag, p: ParamSpec): number {
  const own = nameTerms(p.name);
  let best = 0;
  for (const t of own) best = Math.max(best, bag.match(t) * (t.weight < 1 ? 0.5 : 1));
  const desc = textTerms(p.description).slice(0, 12);
  let d = 0;
  for (const t of desc) d = Math.max(d, bag.match(t) * (t.weight < 1 ? 0.3 : 0.6));
  return Math.max(best, d);
}
