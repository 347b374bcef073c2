import { isLowerRun } from '../../lexical/compound.js';
import { BoundedCache } from '../../lexical/bounded-cache.js';
import { stem } from '../../lexical/stem.js';
import { matchIn } from '../../lexical/term-bag.js';
import { nameTerms, textTerms, type Term } from '../../lexical/terms.js';
import { identifierWords } from '../../lexical/tokenize.js';
import { assignGreedy } from './assign.js';
import type { ParamSpec } from '../catalogue/catalogue.js';
import { contextBag, contextScore, explicitAt, labelOf, openLabel } from './context.js';
import type { NumberMention } from '../request/mentions.js';
import { isUnitName, unitFit, unitNamesParam } from '../request/units.js';
import { timeUnitOf } from './implied.js';
import { spanBonus, spanRole, spanRolesOf } from './roles.js';
import { perObject } from '../catalogue/per-param.js';
import { NUMBER_WORDS } from '../../lexical/number-words.js';

/** Seconds in a unit of time written after a number (months and years only between themselves). */
const SECONDS: Record<string, number> = { second: 1, minute: 60, hour: 3600, day: 86400, week: 604800 };
const MONTHS: Record<string, number> = { month: 1, year: 12 };

function timeUnitWritten(unit: string): string | null {
  const m = /^(sec(?:ond)?|min(?:ute)?|h(?:ou)?r|hour|day|week|month|year|yr)s?$/.exec(unit);
  if (!m) return null;
  const u = m[1];
  return u.startsWith('sec') ? 'second' : u.startsWith('min') ? 'minute' : u === 'hr' || u === 'hour' ? 'hour' : u === 'yr' ? 'year' : u;
}

/** `3 minutes` for a parameter counted in seconds is 180; `2 weeks` for one counted in days is 14. */
export function inParamUnit(p: ParamSpec, n: NumberMention): number {
  const from = timeUnitWritten(n.unit);
  const to = from ? timeUnitOf(p) : null;
  if (!from || !to || from === to) return n.value;
  const v = SECONDS[from] && SECONDS[to] ? (n.value * SECONDS[from]) / SECONDS[to] : MONTHS[from] && MONTHS[to] ? (n.value * MONTHS[from]) / MONTHS[to] : n.value;
  // `30 minutes` for a whole number of hours is left as written rather than made 0.5.
  return p.type === 'integer' && !Number.isInteger(Math.round(v * 1e9) / 1e9) ? n.value : v;
}

const PLACES: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** SI prefixes and the base units a description may name (`in farads (F)`, `in henries`, `in grams`). */
const PREFIX: Record<string, number> = { p: -12, n: -9, µ: -6, μ: -6, u: -6, m: -3, c: -2, k: 3, M: 6, G: 9 };
const BASE_WORDS: Array<[RegExp, string]> = [
  [/^farads?$/, 'F'], [/^henr(?:y|ies|ys)$/, 'H'], [/^ohms?$/, 'Ω'], [/^volts?$/, 'V'], [/^amp(?:ere)?s?$/, 'A'], [/^watts?$/, 'W'],
  [/^hertz$/, 'Hz'], [/^grams?$/, 'g'], [/^met(?:er|re)s?$/, 'm'], [/^joules?$/, 'J'], [/^newtons?$/, 'N'], [/^pascals?$/, 'Pa'],
  [/^coulombs?$/, 'C'], [/^lit(?:er|re)s?$/, 'L'],
];
/** The base unit a parameter's description says it is counted in, or null. */
const baseUnit = perObject((p: ParamSpec): string | null => {
  const m = /\bin\s+([a-z]+)/i.exec(p.description);
  const word = m ? BASE_WORDS.find(([re]) => re.test(m[1].toLowerCase())) : undefined;
  return word ? word[1] : null;
});

/** `100µF` for a parameter in farads is 0.0001; `50mH` for one in henries 0.05; `2km` for one in meters 2000. */
function siScaled(p: ParamSpec, n: NumberMention, v: number): number {
  const raw = n.unitRaw;
  const base = raw && raw.length >= 2 ? baseUnit(p) : null;
  if (!raw || !base || raw === base || !raw.endsWith(base)) return v;
  const e = PREFIX[raw.slice(0, raw.length - base.length)];
  if (e === undefined) return v;
  return e > 0 ? v * 10 ** e : v / 10 ** -e;
}

function typed(p: ParamSpec, n: NumberMention): number {
  let v = siScaled(p, n, inParamUnit(p, n));
  // `Four decimal places`: the value is given as the parameter asks.
  const places = /\b(one|two|three|four|five|six|[1-6])\s+decimal\s+places?\b/i.exec(p.description);
  if (places && p.type === 'number') {
    const k = PLACES[places[1].toLowerCase()] ?? Number(places[1]);
    v = Math.round(v * 10 ** k) / 10 ** k;
  }
  if (n.percent && /decimal|fraction|e\.g\.?,? 0\.\d|between 0 and 1|\b0 ?(?:to|-) ?1\b/i.test(p.description)) v = v / 100;
  else if (n.percent && p.type === 'number' && !/percent|%/i.test(p.description + p.name) && /rate|ratio|probability|yield|return|growth/i.test(p.name)) v = v / 100;
  return p.type === 'integer' && Number.isInteger(Math.round(v * 1e9) / 1e9) ? Math.round(v) : v;
}

const MONEY = /revenue|amount|price|cost|value|income|salary|budget|invest|principal|payment|fee|capital|sales|profit|balance|deposit|loan|fund|worth|spend|pay/i;
/** A parameter named for a percentage (`tip_percent`, `discountPct`, `rate_percentage`). */
const PERCENT_PARAM = /percent|pct/i;
const YEARLIKE = /year|count|number|age|days|months|num_|_num|quantity/i;

/** A plain four-digit number between 1000 and 2100, written without unit, sign or decimals. */
function isYear(n: NumberMention): boolean {
  return !n.word && !n.money && !n.percent && Number.isInteger(n.value) && n.value >= 1000 && n.value <= 2100 && n.end - n.start === 4;
}

/** A parameter one of whose name's words is `year` or `yr` (`year_of_death`, `approximateYear`, `model_year`). */
const yearNamed = perObject((p: ParamSpec) => (p.type === 'integer' || p.type === 'number') && identifierWords(p.name).some((w) => /^(?:year|yr)$/i.test(w)));

/**
 * `2 adults 3 kids`, `4 skaters`: the plural noun written right after a whole number in digits (no unit, money, percent
 * or time), which names what the number counts; null when there is none.
 */
function nounAfter(text: string, n: NumberMention): Term[] | null {
  // (`two charges of 5C and 7C`: a number word counts the values rather than being one)
  if (n.word || n.money || n.percent || n.time || !Number.isInteger(n.value) || n.value < 0) return null;
  const next = /^\s+([a-z]{3,}s)\b/i.exec(text.slice(n.end))?.[1]?.toLowerCase();
  if (next === undefined || (n.unit !== '' && n.unit.toLowerCase() !== next) || isUnitName(next) || timeUnitWritten(next) !== null) return null;
  const noun = textTerms(next);
  return noun.length === 1 ? noun : null;
}

/** How well a counted noun names a counting (integer) parameter: 1 for a word of its name, the group's weight for a word of its lexicon group (`kids` for `children`), else 0. */
function nounCounts(noun: readonly Term[], p: ParamSpec): number {
  if (p.type !== 'integer') return 0;
  let best = 0;
  for (const t of nameTerms(p.name)) if (t.weight >= 1) best = Math.max(best, matchIn(noun, t));
  return best >= 0.8 ? 1 : best;
}

/** `two tickets` for `num_tickets`: a number word directly before a word of the parameter's name counts it. */
function countsOf(text: string, n: NumberMention, p: ParamSpec): boolean {
  const next = /^\s+([a-z]+)/i.exec(text.slice(n.end))?.[1];
  return next !== undefined && nameWords(p).has(stem(next.toLowerCase()));
}

/**
 * `three personality traits` for `trait_count`, `ten major events` for a count described as `Number of events`:
 * a number followed, within three words, by the thing a count parameter counts.
 */
function countedThing(text: string, n: NumberMention, p: ParamSpec): boolean {
  if (!/count|num|number|top|limit|how_many|quantity/i.test(p.name)) return false;
  const words = /^\s+((?:[a-z]+\s+){0,2}[a-z]+)/i.exec(text.slice(n.end))?.[1]?.toLowerCase().split(/\s+/) ?? [];
  const counted = /\bnumber of (?:top\s+)?([a-z]+)/i.exec(p.description)?.[1]?.toLowerCase();
  return words.some((w) => nameWords(p).has(stem(w)) || (counted !== undefined && stem(w) === stem(counted)));
}

/** A parameter counting things without saying which (`How many`, `Number of kits`, `quantity`). */
const countParam = perObject((p: ParamSpec) => p.type === 'integer' && (/^\s*(?:how many|number of|quantity|count of)\b/i.test(p.description) || /^(?:quantity|qty|count|copies|num_?items)$/i.test(p.name)));
/** Words after a number that do not make it a count of things: prepositions, conjunctions, times of day, `times`. */
const NOT_COUNTED = /^(?:for|in|at|to|on|by|per|from|with|within|and|or|but|of the|am|pm|a\.m|p\.m|times?|x|o'clock|percent|out)$/i;

/**
 * `Two strong espressos`, `3 of item SKU-1002`, `2 A1C kits`: a whole number written before a noun (no unit, money,
 * percent, year or time of day) is a count of things, for a parameter counting things without naming them.
 */
function bareCount(text: string, n: NumberMention, p: ParamSpec): boolean {
  if (!countParam(p) || n.percent || n.money || n.time || isYear(n) || !Number.isInteger(n.value) || n.value < 1 || n.value > 999) return false;
  const next = /^\s+(of\s+the|[A-Za-z][\w'.-]*)/.exec(text.slice(n.end))?.[1];
  if (next === undefined || NOT_COUNTED.test(next) || isUnitName(next) || timeUnitWritten(next.toLowerCase()) !== null) return false;
  // (`zone 2 lawns`, `strength 5`: a number right after a noun is that noun's label, not a count)
  return !/[A-Za-z]\s+$/.test(text.slice(Math.max(0, n.start - 2), n.start)) || /\b(?:me|us|need|want|like|order|get|buy|make|send|add|put|give|bring|book|reserve|rent|hire|borrow|lease|of|with|for|about|the|another|just|only|need|more)\s+$/i.test(text.slice(Math.max(0, n.start - 12), n.start));
}

/** A parameter named for a count of things without saying which (`quantity`, `qty`, `count`, `copies`). */
const itemsParam = perObject((p: ParamSpec) => p.type === 'integer' && /^(?:quantity|qty|count|copies|num_?items)$/i.test(p.name));
const COUNT_WORD = '\\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen';
/** What may follow a thing counted by `a`/`an` (`a tent for july 4`, `a generator onto order PR-1`): the phrase's end. */
const PHRASE_END = /^(?:\s*$|\s*[,.;!?]|\s+(?:for|to|onto|into|on|in|at|from|with|and|please|too|delivered)\b)/i;

/**
 * `120 chairs`, `one tent`, `a water slide`, `two 8x10s`: a count (digits, a number word, `a`/`an`) written right
 * before the value another parameter took (the item, as the tool's enum writes it) counts that item, for the tool's one
 * parameter named for a count of things. A digit count is then no other parameter's number.
 */
export function itemCount(text: string, params: readonly ParamSpec[], numbers: readonly NumberMention[], used: Set<number>, out: Record<string, unknown>): void {
  const counts = params.filter(itemsParam);
  if (counts.length !== 1 || counts[0].name in out) return;
  const p = counts[0];
  for (const q of params) {
    const v = out[q.name];
    if (q === p || typeof v !== 'string' || v.length < 2) continue;
    const item = v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const m = new RegExp(`(?:^|[^\\w-])(${COUNT_WORD})\\s+${item}(?:s|es)?\\b`, 'i').exec(text);
    if (!m) continue;
    const w = m[1].toLowerCase();
    const at = m.index + m[0].indexOf(m[1]);
    if (/^an?$/.test(w) && !PHRASE_END.test(text.slice(m.index + m[0].length))) continue;
    const value = /^\d/.test(w) ? Number(w) : /^an?$/.test(w) ? 1 : NUMBER_WORDS[w];
    if (value === undefined || value < 1 || outOfBounds(p, value)) continue;
    out[p.name] = value;
    for (const n of numbers) if (n.start === at) used.add(n.start);
    return;
  }
}

/** Whether a value lies outside the parameter's schema `minimum`/`maximum`. */
function outOfBounds(p: ParamSpec, v: number): boolean {
  return (p.minimum !== undefined && v < p.minimum) || (p.maximum !== undefined && v > p.maximum);
}

const nameWordCache = new BoundedCache<Set<string>>(4096);
function nameWords(p: ParamSpec): Set<string> {
  return nameWordCache.get(isLowerRun(p.name) ? `${p.name}\u0001${p.description}` : p.name, () => new Set(identifierWords(p.name, p.description).map(stem)));
}

const kindCache = new BoundedCache<'money' | 'year' | null>(4096);

/**
 * Whether a parameter asks for money or for a year/count, judged by the last word of its name first
 * (`year2_revenue` is money, `revenue_year` a year), then by any of its words.
 */
function paramKind(p: ParamSpec): 'money' | 'year' | null {
  return kindCache.get(p.name, () => {
    const words = identifierWords(p.name, p.description).filter((w) => !/^\d+$/.test(w));
    const head = words[words.length - 1] ?? '';
    if (MONEY.test(head)) return 'money';
    if (YEARLIKE.test(head)) return 'year';
    return MONEY.test(p.name) ? 'money' : YEARLIKE.test(p.name) ? 'year' : null;
  });
}

/**
 * `its base and height as 6cm and 10cm`: a list of parameter names followed by a list of as many numbers
 * joined by `and`/commas gives the numbers to the parameters in the order of mention. Returns number start
 * to parameter index.
 */
function respectively(text: string, params: ParamSpec[], free: NumberMention[]): Map<number, number> {
  const out = new Map<number, number>();
  let i = 0;
  while (i < free.length) {
    let j = i;
    while (j + 1 < free.length && /^\s*[a-z°%]{0,3}\s*(?:,|and|,\s*and)\s*$/i.test(text.slice(free[j].end, free[j + 1].start))) j++;
    const k = j - i + 1;
    if (k >= 2) {
      const sentenceStart = Math.max(0, text.lastIndexOf('.', free[i].start - 1) + 1, free[i - 1]?.end ?? 0);
      const window = text.slice(sentenceStart, free[i].start);
      const lower = window.toLowerCase();
      const mentions: Array<{ at: number; end: number; pi: number }> = [];
      params.forEach((p, pi) => {
        const words = identifierWords(p.name, p.description).filter((w) => w.length > 1 && !/^\d+$/.test(w));
        if (words.length === 0) return;
        const m = new RegExp(`\\b${words.join(' ').replace(/[^a-z0-9 ]/g, '')}s?\\b`).exec(lower);
        if (m) mentions.push({ at: m.index, end: m.index + m[0].length, pi });
      });
      mentions.sort((a, b) => a.at - b.at);
      const last = mentions.slice(-k);
      const joined = last.length === k && last.every((m, x) => x === 0 || /^\s*(?:,|and|,\s*and)\s*(?:the\s+|its\s+)?$/.test(lower.slice(last[x - 1].end, m.at)));
      if (joined) last.forEach((m, x) => out.set(free[i + x].start, m.pi));
    }
    i = j + 1;
  }
  return out;
}

const DIMENSIONS = ['length', 'width', 'height', 'depth'];

/**
 * `a wall of 30 feet by 12 feet`: two numbers joined by `by`/`x` are dimensions in the usual order (length,
 * width, height, depth): the first suits the earlier of the tool's dimension parameters. Returns number start
 * to parameter index.
 */
function byPairs(text: string, params: ParamSpec[], free: NumberMention[]): Map<number, number> {
  const out = new Map<number, number>();
  const dims = params
    .map((p, pi) => ({ pi, d: DIMENSIONS.findIndex((w) => p.name.toLowerCase().includes(w)) }))
    .filter((x) => x.d >= 0)
    .sort((a, b) => a.d - b.d);
  if (dims.length < 2) return out;
  for (let i = 0; i + 1 < free.length; i++) {
    if (!/^\s*[a-z]{0,6}\.?\s*(?:by|x|×)\s*$/i.test(text.slice(free[i].end, free[i + 1].start))) continue;
    out.set(free[i].start, dims[0].pi);
    out.set(free[i + 1].start, dims[1].pi);
  }
  return out;
}

/**
 * Gives numeric parameters the numbers of the request. Required parameters first: where the words around a
 * number name the parameter (`a height of 5`, `a = 2`), then in order of writing (digits before number words).
 * Optional parameters then take a remaining number only where its words name them.
 */
export function fillNumbers(text: string, params: ParamSpec[], numbers: NumberMention[], used: Set<number>, out: Record<string, unknown>, toolParams: readonly ParamSpec[] = params): void {
  const free = numbers.filter((n) => !used.has(n.start));
  if (params.length === 0 || free.length === 0) return;
  // (`card 1204`: a number labelled by another parameter's noun is that parameter's, never this one's, while that
  // parameter is still open; read only when the tool has parameters besides these)
  const labels = toolParams.length > params.length ? free.map((n) => openLabel(labelOf(text, n.start, toolParams), params, out)) : null;
  const elsewhere = (ni: number, pi: number) => labels !== null && labels[ni] !== null && labels[ni] !== params[pi];
  const digitRank = new Map<number, number>();
  free.filter((n) => !n.word).forEach((n, r) => digitRank.set(n.start, r));
  const listed = respectively(text, params, free);
  const dims = byPairs(text, params, free);
  // (`between 28 and 35`: read only when a parameter is a span's start or end)
  const spans = params.some((p) => spanRole(p) !== null) ? spanRolesOf(text, free.map((n) => ({ start: n.start, end: n.end, kind: n.money ? 'money' : n.percent ? 'percent' : 'number' }))) : null;
  const moneyParams = params.filter((p) => paramKind(p) === 'money').length;
  const moneyMentions = numbers.filter((n) => n.money).length;
  const scores = free.map((n, ni) => {
    const rank = digitRank.get(n.start) ?? ni;
    const prevEnd = numbers.filter((m) => m.end <= n.start).at(-1)?.end ?? 0;
    const nextStart = numbers.find((m) => m.start >= n.end)?.start ?? text.length;
    const bag = contextBag(text, n.start, n.end, 4, 2, prevEnd, nextStart);
    const noun = nounAfter(text, n);
    return params.map((p, pi) => {
      // (a number outside the schema's bounds is no value of the parameter: `18 yards` for `Up to 4 archers`, maximum 4)
      if (outOfBounds(p, typed(p, n))) return null;
      // (`a $64 bill at 18%`: a percentage is no sum of money, nor a sum of money a percentage)
      if ((n.percent && paramKind(p) === 'money' && !PERCENT_PARAM.test(p.name)) || (n.money && PERCENT_PARAM.test(p.name))) return null;
      // (`2 adults 3 kids`: the noun right after a count names what it counts; `adults 3` is then no label of `3`)
      const counted = noun === null ? 0 : nounCounts(noun, p);
      if (counted > 0) return 2 + 0.5 * counted;
      if (explicitAt(text, p, n.start) && !(noun !== null && params.some((q) => nounCounts(noun, q) > 0))) return 3;
      if (elsewhere(ni, pi)) return -1;
      if (listed.get(n.start) === pi) return 2.5;
      let s = contextScore(bag, p);
      if (n.word && !countsOf(text, n, p)) s -= 0.3;
      if (!p.required && (countedThing(text, n, p) || bareCount(text, n, p))) s = Math.max(s, 0.6);
      // `in 2020` for a parameter that is a year.
      if (isYear(n) && /(?:^|_)year$/i.test(p.name)) s += 0.3;
      // `died 2025` for `year_of_death`, `around 1994` for `approximateYear`: a year written alone suits a parameter one
      // of whose name's words is `year` (not `years`, a length), enough for an optional one.
      if (isYear(n) && yearNamed(p)) s = Math.max(s, 0.6);
      if (p.type === 'integer' && !Number.isInteger(n.value) && !n.percent) s -= 0.3;
      if (n.percent && /percent|rate|%/i.test(`${p.name} ${p.description}`)) s += 0.2;
      const kind = paramKind(p);
      if (n.money) s += kind === 'money' ? 0.3 : kind === 'year' ? -0.3 : 0;
      // (`Pay $129 on unit 318` for an optional `amount`: a sum of money suits the one parameter asking money, enough
      // for an optional one, when the request writes no other sum)
      if (n.money && kind === 'money' && moneyParams === 1 && moneyMentions === 1) s = Math.max(s, 0.6);
      if (isYear(n)) s += kind === 'year' ? 0.3 : -0.2;
      s += unitFit(n.unit, p);
      // (`500 m around it` for `radius_m`, `about 5000 sq ft` for `lawn_size_sqft`: a number in a unit of what the
      // parameter names is its value, enough for an optional one)
      if (unitNamesParam(n.unit, p)) s = Math.max(s, 0.6);
      if (dims.get(n.start) === pi) s += 0.1;
      if (spans) {
        const b = spanBonus(p, spans[ni]);
        s += b;
        // (`between 28 and 35` for `min_age`, `max_age`: the two ends of a span written as such suit the parameters that
        // are a span's start and end, enough for optional ones)
        if (b > 0 && spans.some((r, k) => k !== ni && r !== null && r !== spans[ni])) s = Math.max(s, 0.6);
      }
      return s - 0.01 * Math.abs(pi - rank);
    });
  });
  const takenP = new Set<number>();
  const takenN = new Set<number>();
  const all = free.map((_, i) => i);
  const required = params.flatMap((p, i) => (p.required ? [i] : []));
  const digits = all.filter((i) => !free[i].word);
  // A number word counts for a required parameter when the parameter's name is written just before it (`top five`);
  // `two numbers` counts the values rather than being one.
  const namedWords = all.filter((i) => free[i].word && required.some((p) => (scores[i][p] ?? -9) >= 2.5));
  const forRequired = digits.length >= required.length ? [...digits, ...namedWords] : all;
  const optional = params.flatMap((p, i) => (p.required ? [] : [i]));
  const set = ([p, n]: [number, number]) => (out[params[p].name] = typed(params[p], free[n]));
  assignGreedy(required, forRequired, (p, n) => scores[n][p], 0.45, takenP, takenN).forEach(set);
  const order = [...forRequired].sort((a, b) => Number(free[a].word) - Number(free[b].word) || free[a].start - free[b].start);
  for (const p of required) {
    if (takenP.has(p)) continue;
    const n = order.find((i) => !takenN.has(i) && (scores[i][p] ?? -9) >= 0) ?? order.find((i) => !takenN.has(i) && scores[i][p] !== null && !elsewhere(i, p));
    if (n === undefined) break;
    takenP.add(p);
    takenN.add(n);
    set([p, n]);
  }
  assignGreedy(optional, all, (p, n) => scores[n][p], 0.55, takenP, takenN).forEach(set);
  for (const n of takenN) used.add(free[n].start);
}
