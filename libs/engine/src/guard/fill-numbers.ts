import { stem } from '../lexical/stem.js';
import { identifierWords } from '../lexical/tokenize.js';
import { assignGreedy } from './assign.js';
import type { ParamSpec } from './catalogue.js';
import { contextBag, contextScore, explicitAt } from './context.js';
import type { NumberMention } from './mentions.js';

function typed(p: ParamSpec, n: NumberMention): number {
  let v = n.value;
  if (n.percent && /decimal|fraction|e\.g\.?,? 0\.\d|between 0 and 1|\b0 ?(?:to|-) ?1\b/i.test(p.description)) v = v / 100;
  else if (n.percent && p.type === 'number' && !/percent|%/i.test(p.description + p.name) && /rate|ratio|probability|yield|return|growth/i.test(p.name)) v = v / 100;
  return p.type === 'integer' && Number.isInteger(Math.round(v * 1e9) / 1e9) ? Math.round(v) : v;
}

const MONEY = /revenue|amount|price|cost|value|income|salary|budget|invest|principal|payment|fee|capital|sales|profit|balance|deposit|loan|fund|worth|spend|pay/i;
const YEARLIKE = /year|count|number|age|days|months|num_|_num|quantity/i;

/** A plain four-digit number between 1000 and 2100, written without unit, sign or decimals. */
function isYear(n: NumberMention): boolean {
  return !n.word && !n.money && !n.percent && Number.isInteger(n.value) && n.value >= 1000 && n.value <= 2100 && n.end - n.start === 4;
}

/** `two tickets` for `num_tickets`: a number word directly before a word of the parameter's name counts it. */
function countsOf(text: string, n: NumberMention, p: ParamSpec): boolean {
  const next = /^\s+([a-z]+)/i.exec(text.slice(n.end))?.[1];
  return next !== undefined && nameWords(p).has(stem(next.toLowerCase()));
}

const nameWordCache = new WeakMap<ParamSpec, Set<string>>();
function nameWords(p: ParamSpec): Set<string> {
  let s = nameWordCache.get(p);
  if (!s) nameWordCache.set(p, (s = new Set(identifierWords(p.name).map(stem))));
  return s;
}

/**
 * Gives numeric parameters the numbers of the request. Required parameters first: where the words around a
 * number name the parameter (`a height of 5`, `a = 2`), then in order of writing (digits before number words).
 * Optional parameters then take a remaining number only where its words name them.
 */
export function fillNumbers(text: string, params: ParamSpec[], numbers: NumberMention[], used: Set<number>, out: Record<string, unknown>): void {
  const free = numbers.filter((n) => !used.has(n.start));
  if (params.length === 0 || free.length === 0) return;
  const digitRank = new Map<number, number>();
  free.filter((n) => !n.word).forEach((n, r) => digitRank.set(n.start, r));
  const scores = free.map((n, ni) => {
    const rank = digitRank.get(n.start) ?? ni;
    const prevEnd = numbers.filter((m) => m.end <= n.start).at(-1)?.end ?? 0;
    const nextStart = numbers.find((m) => m.start >= n.end)?.start ?? text.length;
    const bag = contextBag(text, n.start, n.end, 4, 2, prevEnd, nextStart);
    return params.map((p, pi) => {
      if (explicitAt(text, p, n.start)) return 3;
      let s = contextScore(bag, p);
      if (n.word && !countsOf(text, n, p)) s -= 0.3;
      if (p.type === 'integer' && !Number.isInteger(n.value) && !n.percent) s -= 0.3;
      if (n.percent && /percent|rate|%/i.test(`${p.name} ${p.description}`)) s += 0.2;
      if (n.money) s += MONEY.test(p.name) ? 0.3 : YEARLIKE.test(p.name) ? -0.3 : 0;
      if (isYear(n)) s += YEARLIKE.test(p.name) ? 0.3 : -0.2;
      return s - 0.01 * Math.abs(pi - rank);
    });
  });
  const takenP = new Set<number>();
  const takenN = new Set<number>();
  const all = free.map((_, i) => i);
  const required = params.flatMap((p, i) => (p.required ? [i] : []));
  const digits = all.filter((i) => !free[i].word);
  const forRequired = digits.length >= required.length ? digits : all;
  const optional = params.flatMap((p, i) => (p.required ? [] : [i]));
  const set = ([p, n]: [number, number]) => (out[params[p].name] = typed(params[p], free[n]));
  assignGreedy(required, forRequired, (p, n) => scores[n][p], 0.45, takenP, takenN).forEach(set);
  const order = [...forRequired].sort((a, b) => Number(free[a].word) - Number(free[b].word) || free[a].start - free[b].start);
  for (const p of required) {
    if (takenP.has(p)) continue;
    const n = order.find((i) => !takenN.has(i));
    if (n === undefined) break;
    takenP.add(p);
    takenN.add(n);
    set([p, n]);
  }
  assignGreedy(optional, all, (p, n) => scores[n][p], 0.55, takenP, takenN).forEach(set);
  for (const n of takenN) used.add(free[n].start);
}
