import { TermBag } from '../lexical/term-bag.js';
import { nameTerms, textTerms, type Term } from '../lexical/terms.js';
import type { ParamSpec } from './catalogue.js';

/** The words around a span: the nearest content word on each side, and the others within the window. */
export interface Context {
  near: TermBag;
  far: TermBag;
}

/**
 * The words just before (up to `left` words, not reaching back past `from`) and after (up to `right` words,
 * not reaching past `to`) a span of the request.
 */
export function contextBag(text: string, start: number, end: number, left = 5, right = 3, from = 0, to = text.length): Context {
  const before = textTerms(text.slice(from, start).split(/\s+/).filter(Boolean).slice(-left).join(' '));
  const after = textTerms(text.slice(end, Math.max(end, to)).split(/\s+/).filter(Boolean).slice(0, right).join(' '));
  const near = [...before.slice(-1), ...after.slice(0, 1)];
  return { near: new TermBag(near), far: new TermBag([...before.slice(0, -1), ...after.slice(1)]) };
}

const paramWords = new WeakMap<ParamSpec, Array<{ term: Term; factor: number }>>();

/** A parameter's own words with how much each counts: its name in full, its description less. */
function wordsOf(p: ParamSpec): Array<{ term: Term; factor: number }> {
  let list = paramWords.get(p);
  if (!list) {
    list = [
      ...nameTerms(p.name).map((term) => ({ term, factor: term.weight < 1 ? 0.6 : 1 })),
      ...textTerms(p.description).slice(0, 12).map((term) => ({ term, factor: term.weight < 1 ? 0.3 : 0.6 })),
    ];
    paramWords.set(p, list);
  }
  return list;
}

function bagScore(bag: TermBag, p: ParamSpec): number {
  if (bag.size === 0) return 0;
  let best = 0;
  for (const { term, factor } of wordsOf(p)) if (factor > best) best = Math.max(best, bag.match(term) * factor);
  return best;
}

/** How strongly a span's surroundings speak of a parameter, in 0..1 (the nearest words count most). */
export function contextScore(ctx: Context, p: ParamSpec): number {
  return Math.max(bagScore(ctx.near, p), 0.75 * bagScore(ctx.far, p));
}

/** Whether the parameter's own name is written just before `start` (`a = 2`, `a: 2`, `job is 'engineer'`, `dataset_A with the values`). */
const explicitRe = new WeakMap<ParamSpec, RegExp>();

export function explicitAt(text: string, p: ParamSpec, start: number): boolean {
  let re = explicitRe.get(p);
  if (!re) {
    const name = p.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    re = new RegExp(`(?:^|[^\\w])${name}\\s*(?:=|:|is|of|as|equals?|with(?: the)? values?)?\\s*[('"\\[]?\\s*$`, 'i');
    explicitRe.set(p, re);
  }
  return re.test(text.slice(Math.max(0, start - p.name.length - 24), start));
}
