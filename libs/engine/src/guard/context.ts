import { TermBag } from '../lexical/term-bag.js';
import { nameTerms, textTerms } from '../lexical/terms.js';
import type { ParamSpec } from './catalogue.js';

/**
 * The words just before (up to `left` words, not reaching back past `from`) and after (up to `right` words,
 * not reaching past `to`) a span of the request.
 */
export function contextBag(text: string, start: number, end: number, left = 5, right = 3, from = 0, to = text.length): TermBag {
  const before = text.slice(from, start).split(/\s+/).filter(Boolean).slice(-left).join(' ');
  const after = text.slice(end, Math.max(end, to)).split(/\s+/).filter(Boolean).slice(0, right).join(' ');
  return new TermBag([...textTerms(before), ...textTerms(after)]);
}

/** How strongly a span's surroundings speak of a parameter, in 0..1. */
export function contextScore(bag: TermBag, p: ParamSpec): number {
  let best = 0;
  for (const t of nameTerms(p.name)) best = Math.max(best, bag.match(t) * (t.weight < 1 ? 0.6 : 1));
  let d = 0;
  for (const t of textTerms(p.description).slice(0, 12)) d = Math.max(d, bag.match(t) * (t.weight < 1 ? 0.3 : 0.6));
  return Math.max(best, d);
}

/** Whether the parameter's own name is written just before `start` (`a = 2`, `a: 2`, `job is 'engineer'`, `dataset_A with the values`). */
export function explicitAt(text: string, p: ParamSpec, start: number): boolean {
  const name = p.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`(?:^|[^\\w])${name}\\s*(?:=|:|is|of|as|equals?|with(?: the)? values?)?\\s*[('"\\[]?\\s*$`, 'i');
  return re.test(text.slice(Math.max(0, start - name.length - 24), start));
}
