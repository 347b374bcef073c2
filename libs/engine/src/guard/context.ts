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
  const content = (t: Term) => t.weight >= 0.25;
  const before = textTerms(text.slice(from, start).split(/\s+/).filter(Boolean).slice(-left).join(' ')).filter(content);
  const after = textTerms(text.slice(end, Math.max(end, to)).split(/\s+/).filter(Boolean).slice(0, right).join(' ')).filter(content);
  const near = [...before.slice(-1), ...after.slice(0, 1)];
  return { near: new TermBag(near), far: new TermBag([...before.slice(0, -1), ...after.slice(1)]) };
}

const paramWords = new WeakMap<ParamSpec, { name: Term[]; description: Term[] }>();

/** A parameter's own words: those of its name, and the first words of its description. */
function wordsOf(p: ParamSpec): { name: Term[]; description: Term[] } {
  let words = paramWords.get(p);
  if (!words) {
    words = { name: nameTerms(p.name), description: textTerms(p.description).slice(0, 12) };
    paramWords.set(p, words);
  }
  return words;
}

/**
 * How strongly a span's surroundings speak of a parameter, in 0..1: the weighted share of the parameter's
 * name words found around it (the nearest words in full, the others at 0.75), or, more lightly, one of its
 * description's words. `final value of 3000` speaks of `final_value` more than of `initial_value`.
 */
export function contextScore(ctx: Context, p: ParamSpec): number {
  const { name, description } = wordsOf(p);
  const at = (t: Term) => Math.max(ctx.near.match(t), 0.75 * ctx.far.match(t));
  let got = 0;
  let all = 0;
  let single = 0;
  for (const t of name) {
    const m = at(t);
    all += t.weight;
    got += t.weight * m;
    single = Math.max(single, m * (t.weight < 1 ? 0.6 : 1));
  }
  let desc = 0;
  for (const t of description) desc = Math.max(desc, at(t) * (t.weight < 1 ? 0.3 : 0.6));
  return Math.max(all > 0 ? 0.5 * (got / all) + 0.5 * single : 0, desc);
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
