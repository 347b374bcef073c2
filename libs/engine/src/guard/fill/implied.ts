import type { ParamSpec } from '../catalogue/catalogue.js';
import { perObject } from '../catalogue/per-param.js';

const numeric = (p: ParamSpec) => p.type === 'integer' || p.type === 'number';

/** Times per year of the frequency adverbs of English. */
const PER_YEAR: Record<string, number> = {
  annually: 1, yearly: 1, semiannually: 2, 'semi-annually': 2, biannually: 2, 'bi-annually': 2, quarterly: 4,
  monthly: 12, fortnightly: 26, biweekly: 26, 'bi-weekly': 26, weekly: 52, daily: 365,
};
const FREQUENCY = /\b(annually|yearly|semi-?annually|bi-?annually|quarterly|monthly|fortnightly|bi-?weekly|weekly|daily)\b/i;

/** Days in a spoken span of time, for `the next week` and the like (a month counted as 30 days). */
const SPAN_DAYS: Record<string, number> = { day: 1, week: 7, fortnight: 14, month: 30, year: 365, decade: 3650, century: 36500 };
const SPAN = /\b(?:next|coming|upcoming|following|past|last|this)\s+(day|week|fortnight|month|year|decade|century)\b/i;

/** A parameter counting how often something happens (its name or description speaks of compounding or frequency). */
const frequencyParam = perObject((p: ParamSpec) => /compound|frequen/i.test(`${p.name} ${p.description}`));

/** The unit of time a numeric parameter counts in, read from its name, else from its description. */
export const timeUnitOf = perObject((p: ParamSpec): string | null => readTimeUnit(p));

function readTimeUnit(p: ParamSpec): string | null {
  // Plural only: `days_ahead`, `time_years`, `months` count; `year` or `day` name a date.
  const fromName = /(?:^|_)(second|minute|hour|day|week|month|year)s(?:_|$)/i.exec(p.name.replace(/([a-z])([A-Z])/g, '$1_$2'));
  if (fromName) return fromName[1].toLowerCase();
  const fromDescription = /\b(?:in|number of|count of|how many)\s+(second|minute|hour|day|week|month|year)s?\b/i.exec(p.description);
  return fromDescription ? fromDescription[1].toLowerCase() : null;
}

/**
 * Numbers the request implies without writing them, by general rules of English:
 * - `started from rest`, `at rest`, `dropped`: an initial velocity or speed of 0;
 * - `compounded quarterly`, `monthly compounding`: 4 or 12 periods a year, for a parameter counting how often
 *   something happens per year (its name or description speaks of compounding or frequency);
 * - `the next week`, `the past decade`: 7 days, 10 years, for a parameter counting days, weeks, months or years;
 * - `every hour`: 1, for a frequency or rate counted per hour.
 * Only parameters still empty are filled.
 */
export function impliedNumbers(params: ParamSpec[], text: string, out: Record<string, unknown>): void {
  const open = params.filter((p) => numeric(p) && !(p.name in out) && !(p.enum && p.enum.length > 0));
  if (open.length === 0) return;
  // Each rule reads the text only when the tool has a parameter it could fill.
  const rest = open.find((q) => /initial|start/i.test(q.name) && /veloc|speed/i.test(q.name));
  if (rest && /\b(?:from|at)\s+rest\b|\bdropped\b|\bis\s+released\s+from\b/i.test(text)) out[rest.name] = 0;
  const often = open.find((q) => !(q.name in out) && frequencyParam(q));
  const f = often ? FREQUENCY.exec(text) : null;
  if (often && f) out[often.name] = PER_YEAR[f[1].toLowerCase()];
  // `duplicates every hour`: once per hour, for a frequency counted per hour.
  const rate = open.find((q) => !(q.name in out) && /frequen|rate/i.test(q.name) && /\bper\s+[a-z]/i.test(q.description));
  const every = rate ? /\bevery\s+(second|minute|hour|day|week|month|year)\b/i.exec(text) : null;
  if (rate && every && new RegExp(`\\bper\\s+${every[1]}\\b`, 'i').test(rate.description)) out[rate.name] = 1;
  const s = open.some((q) => !(q.name in out) && timeUnitOf(q) !== null) ? SPAN.exec(text) : null;
  if (s) {
    const days = SPAN_DAYS[s[1].toLowerCase()];
    for (const p of open) {
      if (p.name in out) continue;
      const unit = timeUnitOf(p);
      const perUnit = unit === 'day' ? 1 : unit === 'week' ? 7 : unit === 'month' ? 30 : unit === 'year' ? 365 : 0;
      if (perUnit === 0) continue;
      const v = days / perUnit;
      if (Number.isInteger(v) || p.type === 'number') {
        out[p.name] = v;
        break;
      }
    }
  }
}
