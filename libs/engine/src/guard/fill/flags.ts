import { PREFIX, type TermBag } from '../../lexical/term-bag.js';
import { nameTerms, textTerms } from '../../lexical/terms.js';
import type { ParamSpec } from '../catalogue/catalogue.js';
import type { NumberMention } from '../request/mentions.js';
import { inParamUnit } from './numbers.js';
import { stem } from '../../lexical/stem.js';
import { identifierWords } from '../../lexical/tokenize.js';

/** The enum value the request names (the one with the most of its words present), or undefined. */
export function pickEnum(p: ParamSpec, bag: TermBag, numbers: NumberMention[], text: string): unknown {
  const lower = text.toLowerCase();
  let best: unknown;
  let bestScore = 0;
  for (const v of p.enum ?? []) {
    if (typeof v === 'number') {
      // (`for an hour` for minutes 30 or 60: a length of time in the parameter's unit; the hour of `10am` is no value of
      // its own; `at 18 yards` for `distanceYards`, a number followed by a word of the parameter's name, comes first)
      const said = numbers.filter((n) => !n.time && (n.value === v || inParamUnit(p, n) === v));
      const score = said.length === 0 ? 0 : said.some((n) => n.unit !== '' && unitNamed(p, n.unit)) ? 1.05 : 1;
      if (score > bestScore) [best, bestScore] = [v, score];
      continue;
    }
    const terms = textTerms(String(v));
    if (terms.length === 0) {
      const raw = String(v).toLowerCase().trim();
      if (raw && new RegExp(`\\b${raw.replace(/[^a-z0-9]+/g, '\\W+')}\\b`).test(lower) && bestScore < 1) [best, bestScore] = [v, 1];
      continue;
    }
    if (negatedUnsaid(String(v), lower)) continue;
    let hit = 0;
    for (const t of terms) hit += bag.match(t) >= 0.8 ? 1 : 0;
    const score = hit === terms.length ? 1 + terms.length * 0.1 : 0;
    if (score > bestScore) [best, bestScore] = [v, score];
  }
  return best;
}

/** Whether a unit written after a number is a word of the parameter's name (`yards` for `distanceYards`, `minutes`). */
function unitNamed(p: ParamSpec, unit: string): boolean {
  const u = stem(unit.toLowerCase());
  return identifierWords(p.name, p.description).some((w) => stem(w) === u);
}

/** A value saying something did not happen (`never arrived`, `not as described`, `no show`). */
const NEGATED_VALUE = /^(?:never|not|no|non|didn'?t|did not)\b/i;
/** A request saying something did not happen (`never showed up`, `stopped getting cold`, `won't drain`). */
const NEGATION_SAID = /\b(?:never|not|no|nothing|without|stopp?(?:ed|s)?|fail(?:ed|s)?)\b|n't\b/i;

/** Whether the value says something did not happen and the request does not (`arrived torn` is no `never arrived`). */
function negatedUnsaid(value: string, lower: string): boolean {
  return NEGATED_VALUE.test(value) && !NEGATION_SAID.test(lower);
}

/**
 * `Emma has the flu` for `illness`, `arrived torn` for `damaged`, `it clashes with a tournament` for `schedule
 * conflict`: when the request writes no value nor a value's own word, the one value whose head (its last word) the
 * request says in other words, by a group of the lexicon; not a word of the tool's own name and description, nor a
 * value saying something did not happen that the request does not negate. Two values so said, or none: undefined.
 */
export function pickEnumBySynonym(p: ParamSpec, bag: TermBag, toolStems: ReadonlySet<string>, text: string): string | undefined {
  const lower = text.toLowerCase();
  let found: string | undefined;
  for (const v of p.enum ?? []) {
    if (typeof v !== 'string' || negatedUnsaid(v, lower)) continue;
    const head = textTerms(v).at(-1);
    if (head === undefined || head.weight < 1 || toolStems.has(head.stem)) continue;
    const m = bag.match(head);
    if (m === 0 || m >= PREFIX) continue;
    if (found !== undefined) return undefined;
    found = v;
  }
  return found;
}

/**
 * `2 crowlers` for `32oz crowler`, `bags of salt` for `pool salt`: when the request writes no enum value whole, the one
 * value of several words one of whose own words it writes, a word no other value has and the tool's name and
 * description do not use (so it tells this value from the others rather than naming the tool's topic: `lukewarm
 * water` does not pick `no water flow` for a water dispenser). Two values so named, or none: undefined.
 */
export function pickEnumByWord(p: ParamSpec, bag: TermBag, toolStems: ReadonlySet<string>, text: string): string | undefined {
  const values = (p.enum ?? []).filter((v): v is string => typeof v === 'string');
  if (values.length < 2) return undefined;
  const lower = text.toLowerCase();
  const termsOf = values.map((v) => textTerms(v).filter((t) => t.weight >= 1 && /^[a-z]{3,}$/.test(t.stem)));
  const count = new Map<string, number>();
  for (const ts of termsOf) for (const st of new Set(ts.map((t) => t.stem))) count.set(st, (count.get(st) ?? 0) + 1);
  let found: string | undefined;
  for (let i = 0; i < values.length; i++) {
    if (textTerms(values[i]).length < 2 || negatedUnsaid(values[i], lower)) continue;
    // (the value's head, its last word: an English noun phrase ends with the thing it names)
    const head = termsOf[i].at(-1);
    if (head === undefined || head.stem !== textTerms(values[i]).at(-1)?.stem || count.get(head.stem) !== 1 || toolStems.has(head.stem) || bag.match(head) < 0.8) continue;
    if (found !== undefined) return undefined;
    found = values[i];
  }
  return found;
}

const NEGATION = /\b(?:not|no|without|exclude|excluding|never|don'?t|doesn'?t|nor|except|(?<!\ba\s)(?:few|little)|rarely|seldom|hardly|barely)\b[^,.;]{0,24}$/i;
const FLAG_WORDS = new Set(['is', 'include', 'includes', 'show', 'has', 'with', 'use', 'enable', 'allow', 'only', 'get', 'return']);

/**
 * A boolean the request speaks of: `true` when the words of the parameter's name appear, `false` when
 * they appear after a negation; undefined when the request does not mention it.
 */
export function pickBoolean(p: ParamSpec, text: string, bag: TermBag): boolean | undefined {
  const all = nameTerms(p.name, p.description).filter((t) => !FLAG_WORDS.has(t.stem));
  const specific = all.filter((t) => t.weight >= 1);
  const terms = specific.length > 0 ? specific : all;
  if (terms.length === 0) return undefined;
  let hit = 0;
  for (const t of terms) hit += bag.match(t) >= 0.8 ? 1 : 0;
  if (hit / terms.length < 0.5) return undefined;
  const lower = text.toLowerCase();
  for (const t of terms) {
    const at = lower.search(new RegExp(`\\b${t.stem.replace(/[^a-z0-9]/g, '')}`));
    if (at >= 0 && NEGATION.test(lower.slice(0, at))) return false;
  }
  return true;
}

/**
 * The default a parameter declares, in its schema or in its description (`Default is true`, `default 52`,
 * `Default is 'summary'`), or undefined.
 */
export function declaredDefault(p: ParamSpec): unknown {
  if (p.default !== undefined && p.default !== null && p.default !== '') return p.default;
  const m = /\bdefaults?(?:\s+value)?(?:\s+(?:is|to|of|as))?\s*[:=]?\s*(?:(true|false|-?\d+(?:\.\d+)?)\b|['"‘“]([^'"’”]{1,40})['"’”])/i.exec(p.description);
  if (!m) return undefined;
  if (m[2] !== undefined) return m[2];
  const v = m[1].toLowerCase();
  return v === 'true' ? true : v === 'false' ? false : Number(v);
}

/** A declared default that fits the parameter's type (numbers and booleans typed, strings as written). */
export function typedDefault(p: ParamSpec): unknown {
  const d = declaredDefault(p);
  if (d === undefined) return undefined;
  if (p.enum && p.enum.length > 0) return p.enum.find((e) => e === d || (typeof e === 'string' && typeof d === 'string' && e.toLowerCase() === d.toLowerCase()));
  switch (p.type) {
    case 'integer':
      return typeof d === 'number' && Number.isInteger(d) ? d : undefined;
    case 'number':
      return typeof d === 'number' ? d : undefined;
    case 'boolean':
      return typeof d === 'boolean' ? d : undefined;
    case 'string':
      return typeof d === 'string' ? d : undefined;
    case 'any':
      return d;
    default:
      return undefined;
  }
}
