import type { ParamSpec } from '../catalogue/catalogue.js';
import { contextBag, contextScore } from './context.js';
import type { TermBag } from '../../lexical/term-bag.js';
import { bracketLists, type NumberMention, type PhraseMention } from '../request/mentions.js';
import { residualPhrases } from '../request/residual.js';
import { dayOfWeek, daysOfWeek } from '../request/dates.js';
import { perObject } from '../catalogue/per-param.js';

interface Run {
  values: unknown[];
  starts: number[];
  start: number;
  end: number;
  numeric: boolean;
  /** Two names joined by a bare comma (`Denver, Colorado`): more likely one place than a list. */
  pair: boolean;
}

function asValue(s: string): unknown {
  const n = Number(s);
  return s !== '' && Number.isFinite(n) ? n : s;
}

/** Lists in the request: bracketed lists, and runs of numbers or names joined by commas, `and`, `to`. */
function runs(text: string, numbers: NumberMention[], phrases: PhraseMention[]): Run[] {
  const out: Run[] = [];
  for (const l of bracketLists(text)) {
    const values: unknown[] = l.rows ?? l.items.map(asValue);
    const starts = numbers.filter((n) => n.start >= l.start && n.end <= l.end).map((n) => n.start);
    out.push({ values, starts, start: l.start, end: l.end, numeric: values.every((v) => typeof v === 'number'), pair: false });
  }
  const inBracket = (i: number) => out.some((r) => i >= r.start && i < r.end);
  const chain = <T extends { start: number; end: number }>(items: T[], join: RegExp, value: (t: T) => unknown, numeric: boolean) => {
    let i = 0;
    while (i < items.length) {
      let j = i;
      while (j + 1 < items.length && join.test(text.slice(items[j].end, items[j + 1].start))) j++;
      if (j > i && !inBracket(items[i].start)) {
        const group = items.slice(i, j + 1);
        const pair = group.length === 2 && /^\s*,\s*$/.test(text.slice(group[0].end, group[1].start));
        out.push({ values: group.map(value), starts: group.map((g) => g.start), start: group[0].start, end: group[j - i].end, numeric, pair });
      }
      i = j + 1;
    }
  };
  // `from x=1 to x=3`: the variable named again before the second bound does not break the run.
  chain(numbers, /^\s*(?:,|and|,\s*and|to|&|;|\/)\s*(?:[a-z]\s*=\s*)?$/i, (n) => n.value, true);
  chain(phrases, /^\s*(?:,|and|,\s*and|or|&|;|\/)\s*(?:the\s+)?$/i, (p) => p.text, false);
  return out;
}

/** Gives array parameters the lists of the request, matched by item type and the words around them. */
export function fillArrays(text: string, params: ParamSpec[], numbers: NumberMention[], phrases: PhraseMention[], used: Set<number>, out: Record<string, unknown>, toolBag: TermBag, hasPlace: boolean): void {
  if (params.length === 0) return;
  const found = runs(text, numbers, phrases).filter((r) => !(hasPlace && r.pair && !r.numeric));
  const taken = new Set<number>();
  const nested = (r: Run) => r.values.some((v) => Array.isArray(v));
  const fits = (p: ParamSpec, r: Run) =>
    p.items === 'array' ? nested(r) : nested(r) ? p.items === null || p.items === 'any' : p.items === 'integer' || p.items === 'number' ? r.numeric : p.items === 'string' ? !r.numeric || r.values.length > 0 : true;
  const scored: Array<{ p: number; r: number; s: number }> = [];
  params.forEach((p, pi) =>
    found.forEach((r, ri) => {
      if (!fits(p, r)) return;
      const s = contextScore(contextBag(text, r.start, r.end, 4, 2), p) + (p.required ? 0.2 : 0) - 0.01 * ri;
      scored.push({ p: pi, r: ri, s });
    }),
  );
  scored.sort((a, b) => b.s - a.s);
  const done = new Set<number>();
  for (const { p, r, s } of scored) {
    if (done.has(p) || taken.has(r) || (!params[p].required && s < 0.45)) continue;
    done.add(p);
    taken.add(r);
    const param = params[p];
    const values = param.items === 'string' ? found[r].values.map(String) : found[r].values;
    out[param.name] = values;
    for (const st of found[r].starts) used.add(st);
    for (const ph of phrases) if (ph.start >= found[r].start && ph.end <= found[r].end) used.add(ph.start);
  }
  const lacking = params.filter((p) => p.required && !(p.name in out) && (p.items === 'string' || p.items === null || p.items === 'any'));
  if (lacking.length === 0) return;
  // A name introduced as a place (`in Boston`) is left to the tool's place parameter.
  // So is the region after it (`in Boston, Massachusetts`).
  const placed = (ph: PhraseMention) =>
    hasPlace && ph.kind === 'name' && /\b(?:in|at|near|around|from|to|for)\s+(?:the\s+)?(?:[A-Z][\w.'-]*\s+){0,3}?(?:[A-Z][\w.'-]*,\s*)?$/.test(text.slice(Math.max(0, ph.start - 40), ph.start));
  const spans = [...phrases.filter((ph) => !used.has(ph.start) && !placed(ph)), ...residualPhrases(text, toolBag, [...numbers, ...phrases])].sort((a, b) => a.start - b.start);
  const lists = runs(text, [], spans).filter((r) => !r.numeric && r.values.length > 1 && !(hasPlace && r.pair));
  const p = lacking[0];
  const list = lists.find((r) => !r.starts.some((st) => used.has(st))) ?? (spans.length > 0 ? { values: [spans[0].text], starts: [spans[0].start] } : null);
  if (!list) return;
  out[p.name] = list.values.map(String);
  for (const st of list.starts) used.add(st);
}

const TWO_LETTER_DAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'];

/** An item enum naming the seven days of the week, however spelt (`mon`…`sun`, `Mo`…`Su`, `Monday`…), day by day; null for another. */
const weekEnum = perObject((values: readonly unknown[]): string[] | null => {
  if (values.length !== 7) return null;
  const byDay: string[] = [];
  for (const v of values) {
    // (`Mo`, `Tu`: two letters name a day only in such a list, never in a request)
    const d = typeof v !== 'string' ? -1 : v.length === 2 ? TWO_LETTER_DAYS.indexOf(v.toLowerCase()) : dayOfWeek(v);
    if (d < 0 || byDay[d] !== undefined) return null;
    byDay[d] = v as string;
  }
  return byDay;
});

/**
 * `saturday and sunday` → `["sat","sun"]`, `weekdays` → `["mon",…,"fri"]` for a list whose items are the days of the
 * week: the days the request names, by name or group, in the enum's spelling; null when the items are no days or
 * the request names none.
 */
export function dayItems(values: readonly unknown[], text: string): string[] | null {
  const week = weekEnum(values);
  if (!week) return null;
  const days = daysOfWeek(text);
  return days.length > 0 ? days.map((d) => week[d]) : null;
}
