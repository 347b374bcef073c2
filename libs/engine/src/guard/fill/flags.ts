import { PREFIX, type TermBag } from '../../lexical/term-bag.js';
import { nameTerms, textTerms } from '../../lexical/terms.js';
import type { ParamSpec } from '../catalogue/catalogue.js';
import type { NumberMention } from '../request/mentions.js';
import { inParamUnit } from './numbers.js';
import { shortUnit } from '../request/units.js';
import { stem } from '../../lexical/stem.js';
import { identifierWords } from '../../lexical/tokenize.js';

/** The enum value the request names (the one with the most of its words present), or undefined. */
export function pickEnum(p: ParamSpec, bag: TermBag, numbers: NumberMention[], text: string): unknown {
  const lower = text.toLowerCase();
  let best: unknown;
  let bestScore = 0;
  let said: { p: Period | null } | undefined;
  for (const v of p.enum ?? []) {
    if (typeof v === 'number') {
      // (`for an hour` for minutes 30 or 60: a length of time in the parameter's unit; the hour of `10am` is no value of
      // its own; `at 18 yards` for `distanceYards`, a number followed by a word of the parameter's name, comes first)
      const said = numbers.filter((n) => !n.time && (n.value === v || inParamUnit(p, n) === v));
      const score = said.length === 0 ? 0 : said.some((n) => n.unit !== '' && unitNamed(p, n.unit)) ? 1.05 : 1;
      if (score > bestScore) [best, bestScore] = [v, score];
      continue;
    }
    // (`20 meters` for `20m`, `a 5 mm wetsuit` for `5mm`: a value written as a number and a short unit is said by the
    // number with that unit in any of its forms)
    const measure = /^(\d+(?:\.\d+)?)([a-z]+)$/i.exec(String(v).trim());
    const unit = measure ? shortUnit(measure[2]) : null;
    if (measure && unit && numbers.some((n) => n.value === Number(measure[1]) && n.unit !== '' && shortUnit(n.unit) === unit)) {
      if (bestScore < 1.05) [best, bestScore] = [v, 1.05];
      continue;
    }
    const terms = textTerms(String(v));
    if (terms.length === 0) {
      const raw = String(v).toLowerCase().trim();
      if (raw && writtenIn(raw, /[^a-z0-9]+/g, lower) && bestScore < 1) [best, bestScore] = [v, 1];
      continue;
    }
    if (negatedUnsaid(String(v), lower)) continue;
    let hit = 0;
    let exact = 0;
    for (const t of terms) {
      const m = bag.match(t);
      hit += m >= 0.8 ? 1 : 0;
      exact += m >= 1 ? 1 : 0;
    }
    // (of values said alike, one whose words are all written as they are beats one said by a prefix; one written as it
    // is, whole, beats one said by its stems or with its words scattered: `build a fence` is `fence`, not `building`;
    // `every 2 weeks instead of weekly` is `every 2 weeks`, not `every week`)
    let score = hit === terms.length ? 1 + terms.length * 0.1 + (exact === terms.length ? 0.01 : 0) : 0;
    if (score > 0 && writtenWhole(String(v), lower)) score += 0.02;
    // (`every day` for `daily`, `the past week` for `last 7 days`; `the last day` is no `last 7 days`)
    const vp = periodOf(String(v));
    if (vp) said ??= firstPeriod(lower);
    if (vp && said?.p && said.p.kind === vp.kind) {
      if (said.p.hours !== vp.hours) continue;
      score = Math.max(score, 1);
    }
    if (score > bestScore) [best, bestScore] = [v, score];
  }
  return best;
}

/** Whether an enum value is written whole in the request, as one run of words. */
function writtenWhole(value: string, lower: string): boolean {
  const words = value.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return words.length >= 1 && writtenIn(words.join(' '), / /g, lower) !== null;
}

/**
 * Where a value is written in the text as a whole (`\b…\b`), each run of the characters `apart` matches in it (`/[^a-z0-9]+/g`)
 * written as any run of non-word characters (`\W+`). A value whose shortest writing is longer than the text is not
 * looked for: it cannot be there, and the expression of a catalogue's value of thousands of words overflows the
 * compiler's stack (`Invalid regular expression: Stack overflow`, thrown out of the guard).
 */
function writtenIn(value: string, apart: RegExp, text: string, flags = ''): RegExpExecArray | null {
  if (value.replace(apart, ' ').length > text.length) return null;
  return new RegExp(`\\b${value.replace(apart, '\\W+')}\\b`, flags).exec(text);
}

/** Hours in a unit of time said as a period (`day`, `week`, `month` of 30 days). */
const PERIOD_HOURS: Record<string, number> = { hour: 1, day: 24, night: 24, week: 168, fortnight: 336, month: 720, year: 8760 };
const ADVERB_UNIT: Record<string, string> = { hourly: 'hour', daily: 'day', nightly: 'night', weekly: 'week', fortnightly: 'fortnight', monthly: 'month', yearly: 'year', annually: 'year', annual: 'year' };
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10, twelve: 12, fourteen: 14, thirty: 30 };

interface Period {
  kind: 'every' | 'last';
  hours: number;
}

/**
 * A recurrence or a look-back said as a length of time, in hours with its kind: `daily`, `every day`, `each day` are
 * `every` 24; `every 2 weeks`, `biweekly`, `every other week` `every` 336; `last 7 days`, `past week`, `the last 24
 * hours` `last` 168, 168, 24. Null for anything else.
 */
function periodOf(s: string): Period | null {
  // (most values name no period: one test before the full reading)
  if (!PERIOD_HINT.test(s)) return null;
  const t = s.trim().toLowerCase();
  const adverb = /^(bi)?(hourly|daily|nightly|weekly|fortnightly|monthly|yearly|annually)$/.exec(t);
  if (adverb) return { kind: 'every', hours: PERIOD_HOURS[ADVERB_UNIT[adverb[2]]] * (adverb[1] ? 2 : 1) };
  const m = /^(?:(every|each|once\s+(?:a|an|per|every)|per)|(?:the\s+)?(last|past|previous))\s+(?:(other)\s+|(\d+|[a-z]+)\s+)?(hour|day|night|week|fortnight|month|year)s?$/.exec(t);
  if (!m) return null;
  const count = m[3] ? 2 : m[4] === undefined ? 1 : /^\d+$/.test(m[4]) ? Number(m[4]) : NUMBER_WORDS[m[4]];
  if (count === undefined || (m[4] !== undefined && count !== 1 && !/s$/.test(t))) return null;
  return { kind: m[1] ? 'every' : 'last', hours: count * PERIOD_HOURS[m[5]] };
}

const PERIOD_HINT = /ly\s*$|\b(?:every|each|once|per|last|past|previous)\b/i;
const PERIOD_SAID = /\b(?:(?:bi)?(?:hourly|daily|nightly|weekly|fortnightly|monthly|yearly|annually)|(?:every|each|once\s+(?:a|an|per|every)|per|(?:the\s+)?(?:last|past|previous))\s+(?:other\s+|(?:\d+|[a-z]+)\s+)?(?:hour|day|night|week|fortnight|month|year)s?)\b/g;

/** The first recurrence or look-back the request says (`every 2 weeks instead of weekly` asks every 2 weeks). */
function firstPeriod(lower: string): { p: Period | null } {
  for (const m of lower.matchAll(PERIOD_SAID)) {
    const p = periodOf(m[0]);
    if (p) return { p };
  }
  return { p: null };
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

const TARGET_PARAM = /(?:^|_)to(?:_|$)|^to[A-Z]|[a-z]To[A-Z]|target|dest|output|into/;
const SOURCE_PARAM = /(?:^|_)from(?:_|$)|^from[A-Z]|[a-z]From[A-Z]|source|orig|input|base/;

/**
 * `100 fahrenheit in celsius`, `convert 300 kelvin to celsius`: of two parameters taking the same allowed values, one
 * named for the source (`from_scale`) and one for the target (`to_scale`), the target takes the value written after
 * `to`/`into`/`in`/`as`, the source the other value written; both are set only when the request writes two values.
 */
export function sourceAndTarget(params: readonly ParamSpec[], text: string, out: Record<string, unknown>): void {
  const lists = params.filter((p) => p.type === 'string' && p.enum && p.enum.length > 1);
  if (lists.length < 2) return;
  const key = (p: ParamSpec) => (p.enum ?? []).map((v) => String(v).toLowerCase()).sort().join('\u0001');
  for (const target of lists) {
    if (!TARGET_PARAM.test(target.name)) continue;
    const source = lists.find((q) => q !== target && SOURCE_PARAM.test(q.name) && key(q) === key(target));
    if (!source) continue;
    const said = (target.enum ?? [])
      .map((v) => ({ v, m: writtenIn(String(v), /[^A-Za-z0-9]+/g, text, 'i') }))
      .filter((x): x is { v: unknown; m: RegExpExecArray } => x.m !== null);
    if (said.length !== 2) continue;
    const to = said.find((x) => /\b(?:to|into|in|as)\s+$/i.test(text.slice(Math.max(0, x.m.index - 6), x.m.index)));
    const from = said.find((x) => x !== to);
    if (!to || !from) continue;
    out[target.name] = to.v;
    out[source.name] = from.v;
  }
}
