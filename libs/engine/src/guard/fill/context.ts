import { isLowerRun } from '../../lexical/compound.js';
import { BoundedCache } from '../../lexical/bounded-cache.js';
import { TermBag } from '../../lexical/term-bag.js';
import { nameTerms, textTerms, type Term } from '../../lexical/terms.js';
import type { ParamSpec } from '../catalogue/catalogue.js';
import { perObject } from '../catalogue/per-param.js';

/** The words around a span: the nearest content word on each side, and the others within the window. */
export interface Context {
  near: TermBag;
  far: TermBag;
}

/** Where a clause ends: words after it speak of what follows, not of the value before it. */
const CLAUSE_END = /[,;:!?]|\.(?:\s|$)|\s(?:and|but|while|whereas|with|then)\s/i;

/**
 * The words just before (up to `left` words, not reaching back past `from`) and after (up to `right` words,
 * not reaching past `to` nor past the end of the clause: in `$2000, final value of $3000` the words
 * `final value` speak of the second number) a span of the request.
 */
export function contextBag(text: string, start: number, end: number, left = 5, right = 3, from = 0, to = text.length): Context {
  const content = (t: Term) => t.weight >= 0.25;
  // (the last `left` words before the span: found by reading back from it, not by splitting all the text before it)
  let i = start;
  for (let words = 0; words < left && i > from; words++) {
    while (i > from && isWhite(text.charCodeAt(i - 1))) i--;
    while (i > from && !isWhite(text.charCodeAt(i - 1))) i--;
  }
  const before = textTerms(text.slice(i, start).split(/\s+/).filter(Boolean).join(' ')).filter(content);
  let tail = text.slice(end, Math.max(end, to));
  const cut = CLAUSE_END.exec(tail);
  if (cut) tail = tail.slice(0, cut.index);
  const after = textTerms(tail.split(/\s+/).filter(Boolean).slice(0, right).join(' ')).filter(content);
  const near = [...before.slice(-1), ...after.slice(0, 1)];
  return { near: new TermBag(near), far: new TermBag([...before.slice(0, -1), ...after.slice(1)]) };
}

/** Whether a UTF-16 code unit is white space as `\s` reads it. */
const isWhite = (c: number) => (c <= 32 ? c === 32 || (c >= 9 && c <= 13) : c >= 128 && /\s/.test(String.fromCharCode(c)));

/** Keyed by the parameter's text (not by the object, which is new on every call): parameters repeat across catalogues. */
const paramWords = new BoundedCache<{ name: readonly Term[]; description: Term[] }>(4096, true);

/** A parameter's own words: those of its name, and the first words of its description. */
function readWordsOf(p: ParamSpec): { name: readonly Term[]; description: Term[] } {
  return paramWords.get(`${p.name}\u0001${p.description}`, () => ({ name: nameTerms(p.name, p.description), description: textTerms(p.description).slice(0, 12) }));
}
/** (asked for each value and parameter: the key string is built and hashed once per parameter object) */
const wordsOf = perObject(readWordsOf);

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
const LINK = /^\s*(?:=|:|is|of|as|equals?|with(?: the)? values?)?\s*[('"[]?\s*$/i;

/** Names that are also prepositions (`to`, `from`): written before a value they are English, not the parameter, unless linked (`to: x`). */
const FUNCTION_NAMES = new Set(['to', 'from', 'in', 'at', 'on', 'by', 'for', 'of', 'with', 'as', 'is', 'a', 'an', 'the']);

export function explicitAt(text: string, p: ParamSpec, start: number): boolean {
  const window = text.slice(Math.max(0, start - p.name.length - 24), start).toLowerCase();
  const name = p.name.toLowerCase();
  if (FUNCTION_NAMES.has(name)) return /\b[a-z]+\s*(?:=|:)\s*['"]?\s*$/.test(window) && new RegExp(`\\b${name}\\s*(?:=|:)\\s*['"]?\\s*$`).test(window);
  const from = Math.max(0, start - p.name.length - 24);
  let at = window.lastIndexOf(name);
  while (at >= 0) {
    const before = at === 0 ? '' : window[at - 1];
    // (the word a request opens with, followed by a space, is its verb: `Tag kim@mail.com as vip` tags, no tag is given)
    const opening = !text.slice(0, from + at).trim() && /^\s+$/.test(window.slice(at + name.length));
    if ((before === '' || !/\w/.test(before)) && !opening && LINK.test(window.slice(at + name.length))) return true;
    at = at > 0 ? window.lastIndexOf(name, at - 1) : -1;
  }
  return false;
}

/** Words that label no value: determiners, pronouns, auxiliaries, common verbs of requests. */
const NO_LABEL = new Set(['the', 'and', 'but', 'for', 'with', 'from', 'into', 'onto', 'about', 'than', 'this', 'that', 'these', 'those', 'our', 'your', 'their', 'his', 'her', 'its', 'are', 'was', 'were', 'been', 'have', 'has', 'had', 'will', 'can', 'could', 'would', 'should', 'please', 'until', 'till', 'through', 'since', 'after', 'before', 'near', 'around', 'between', 'within', 'per', 'each', 'every', 'all', 'any', 'some']);

/**
 * `card 1204`, `unit 318`, `tank T2`, `plot B7`: a noun written right before a value (not the request's first word, its
 * verb) labels it, and when that noun is a word of exactly one of the tool's parameters' names, the value is that
 * parameter's. A noun that ends another value (`the Danube river next week`) labels nothing. Returns the parameter, or null.
 */
export function labelOf(text: string, start: number, params: readonly ParamSpec[], values: ReadonlyArray<{ start: number; end: number }> = []): ParamSpec | null {
  // read backwards: an optional `#`, at least one space, then a word of three letters or more
  let i = start - 1;
  if (i >= 0 && text.charCodeAt(i) === 35) i--;
  const spaceEnd = i;
  while (i >= 0 && isWhite(text.charCodeAt(i))) i--;
  if (i === spaceEnd) return null;
  const wordEnd = i + 1;
  while (i >= 0 && isLetter(text.charCodeAt(i))) i--;
  const wordAt = i + 1;
  if (wordEnd - wordAt < 3 || (i >= 0 && /[\w'’-]/.test(text[i]))) return null;
  // (the request's first word is its verb)
  let k = i;
  while (k >= 0 && isWhite(text.charCodeAt(k))) k--;
  if (k < 0) return null;
  const word = text.slice(wordAt, wordEnd).toLowerCase();
  if (NO_LABEL.has(word) || FUNCTION_NAMES.has(word)) return null;
  for (const v of values) if (v.start <= wordAt && wordAt < v.end) return null;
  const stem = labelStems.get(word, () => {
    const t = textTerms(word)[0];
    return t && t.weight >= 1 ? t.stem : '';
  });
  if (!stem) return null;
  let named: ParamSpec | null = null;
  for (const p of params) {
    const stems = nameStems.get(isLowerRun(p.name) ? `${p.name}\u0001${p.description}` : p.name, () => new Set(nameTerms(p.name, p.description).filter((t) => t.weight >= 1).map((t) => t.stem)));
    if (!stems.has(stem)) continue;
    if (named) return null;
    named = p;
  }
  return named;
}

/** A label word's stem ('' for none), and the stems of a parameter's content name words. */
const labelStems = new BoundedCache<string>(4096);
const nameStems = new BoundedCache<ReadonlySet<string>>(4096);

/** A label's parameter while it can still take the value: one of those being filled, or one not given yet. */
export function openLabel(l: ParamSpec | null, params: readonly ParamSpec[], out: Record<string, unknown>): ParamSpec | null {
  return l && (params.includes(l) || !(l.name in out)) ? l : null;
}

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
