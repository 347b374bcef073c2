import type { ParamSpec } from '../catalogue/catalogue.js';
import { perObject } from '../catalogue/per-param.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

interface Ymd {
  y: number;
  m: number;
  d: number;
}

function month(word: string): number {
  return MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;
}

/** Reads a written date (`March 17, 1915`, `Jun.20,2023`, `10th December 2022`, `2022/08/16`); null if partial. */
export function parseDate(text: string): Ymd | null {
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (m) return { y: +m[1], m: +m[2], d: +m[3] };
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (m) return +m[1] > 12 ? { y: +m[3], m: +m[2], d: +m[1] } : { y: +m[3], m: +m[1], d: +m[2] };
  m = /^(\d{4})\s+([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?$/.exec(text);
  if (m && month(m[2])) return { y: +m[1], m: month(m[2]), d: +m[3] };
  m = /^([A-Za-z]+)\.?\s*(\d{1,2})(?:st|nd|rd|th)?,?\s*(\d{4})$/.exec(text);
  if (m && month(m[1])) return { y: +m[3], m: month(m[1]), d: +m[2] };
  m = /^(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]+),?\s*(\d{4})$/.exec(text);
  if (m && month(m[2])) return { y: +m[3], m: month(m[2]), d: +m[1] };
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Writes a date the way the parameter's description asks (`YYYY-MM-DD`, `MM-DD-YYYY`, `DD/MM/YYYY`...);
 * a date written in words becomes ISO `YYYY-MM-DD` when the description does not say; a date already written
 * in digits is kept as written.
 */
export function formatDate(p: ParamSpec, written: string): string {
  const date = parseDate(written.trim());
  if (!date) return monthOfYear(p, written.trim()) ?? written;
  // `MM-DD-YYYY`, or in words: `(month-day-year)`.
  const d = p.description.replace(/\b(month|day|year)\b(?=\s*[-/.]\s*(?:month|day|year))|(?<=(?:month|day|year)\s*[-/.]\s*)\b(month|day|year)\b/gi, (w) => ({ month: 'mm', day: 'dd', year: 'yyyy' })[w.toLowerCase()] ?? w);
  // `MM-DD-YYY` (a slip for YYYY) reads as a full year too.
  const f = /(y{3,4}|mm|dd)([-/.])(y{3,4}|mm|dd)\2(y{3,4}|mm|dd)/i.exec(d);
  if (f) {
    const part = (k: string) => (/^y/i.test(k) ? String(date.y) : k.toLowerCase() === 'mm' ? pad(date.m) : pad(date.d));
    return [f[1], f[3], f[4]].map(part).join(f[2]);
  }
  // (a schema's `format: date` is the ISO calendar date: `3/14/2026` is `2026-03-14` there)
  if (/^\d/.test(written) && /^\d[\d\s/.-]*$/.test(written) && !isoDay(p)) return written;
  return `${date.y}-${pad(date.m)}-${pad(date.d)}`;
}

/**
 * `october 2026`, `Mar. 2026` for a parameter asking a month as `YYYY-MM` (its description writes that notation and no
 * day, or its pattern takes `2026-10` and not a day): `2026-10`; null for any other value or parameter.
 */
function monthOfYear(p: ParamSpec, written: string): string | null {
  const m = /^(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?,?\s+(\d{4})$/i.exec(written);
  if (!m) return null;
  const asks = /\byyyy-mm\b(?!-dd)/i.test(p.description) || (p.pattern !== undefined && patternTakes(p, '2026-10') && !patternTakes(p, '2026-10-01'));
  return asks ? `${m[2]}-${pad(month(m[1]))}` : null;
}

/** A parameter whose schema `format` is a calendar day (`date`, `full-date`), written `YYYY-MM-DD` by definition. */
const isoDay = (p: ParamSpec) => p.format !== undefined && /^(?:date|full-date)$/.test(p.format);

/** An hour of the 12-hour clock (1 to 12) with its `a`/`am` or `p`/`pm` on the 24-hour clock: `12am` is 0, `3pm` 15. */
export function on24HourClock(h: number, meridiem: string): number {
  return (h % 12) + (/^p/i.test(meridiem) ? 12 : 0);
}

/** Reads a time of day written alone (`4:15pm`, `11 PM`, `7:30 a.m.`, `6:45`, `14:30`) on the 24-hour clock; null if none. */
export function parseClock(text: string): { h: number; m: number } | null {
  const c = /^(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s?m\.?)?$/i.exec(text.trim());
  if (!c || (c[2] === undefined && c[3] === undefined)) return null;
  let h = +c[1];
  const m = c[2] === undefined ? 0 : +c[2];
  if (c[3] !== undefined) {
    if (h < 1 || h > 12) return null;
    h = on24HourClock(h, c[3]);
  }
  return h <= 23 && m <= 59 ? { h, m } : null;
}

/** Whether the parameter's schema `pattern` takes the value (false for no pattern or one that does not compile). */
function patternTakes(p: ParamSpec, value: string): boolean {
  if (!p.pattern) return false;
  try {
    return new RegExp(p.pattern).test(value);
  } catch {
    return false;
  }
}

/**
 * A parameter asking for a time of day on the 24-hour clock, `HH:MM`: its description says so (`24-hour HH:MM`,
 * `Time, HH:MM`, `24h`) and names no am/pm and no date, or its `pattern` takes `23:59` and not `11:59pm`.
 */
const clock24 = perObject((p: ParamSpec) => {
  if (patternTakes(p, '23:59') && !patternTakes(p, '11:59pm')) return true;
  const d = p.description;
  return /\bhh:mm\b|\b24[\s-]?h(?:ours?|rs?)?\b/i.test(d) && !/\b(?:am|pm|a\.m|p\.m|yyyy|dd)\b|\bhh:mm:ss\b/i.test(d);
});

/**
 * Writes a date or a time of day the way the parameter asks: a time alone (`4:15pm`, `11 PM`, `6:45`) as `HH:MM` for a
 * parameter on the 24-hour clock (`16:15`, `23:00`, `06:45`), as written otherwise; a date by `formatDate`.
 */
export function formatWhen(p: ParamSpec, written: string): string {
  const clock = parseClock(written);
  if (clock === null) return formatDate(p, written);
  return clock24(p) ? `${pad(clock.h)}:${pad(clock.m)}` : written;
}

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
/** A day of the week, written whole or cut short (`monday`, `Mon`, `tues`, `thurs`), as 0 (Monday) to 6; -1 for none. */
export function dayOfWeek(word: string): number {
  const m = /^(mon|tue|wed|thu|fri|sat|sun)(?:day|s|sday|nesday|rsday|r|rs|urday|\.)?$/i.exec(word.trim());
  return m ? DAYS.indexOf(m[1].toLowerCase()) : -1;
}

const DAY_GROUPS: Array<[RegExp, number[]]> = [
  [/\b(?:week\s?days?|work\s?days?|working\s+days|business\s+days|mon(?:day)?\s*(?:-|–|to|through|thru)\s*fri(?:day)?)\b/i, [0, 1, 2, 3, 4]],
  [/\bweek-?ends?\b/i, [5, 6]],
  [/\b(?:every\s?day|daily|each\s+day|all\s+week|7\s+days\s+a\s+week|seven\s+days\s+a\s+week)\b/i, [0, 1, 2, 3, 4, 5, 6]],
];
const DAY_WORD = /\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?\b|\bwednesdays?\b|\bthursdays?\b|\btuesdays?\b|\bsaturdays?\b/gi;

/**
 * The days of the week a request names, 0 (Monday) to 6, in the week's order: by name (`saturday and sunday`, `Mon,
 * Wed`) or by group (`weekdays`, `business days`, `Monday to Friday` are Monday to Friday; `weekends` Saturday and
 * Sunday; `every day`, `daily` all seven).
 */
export function daysOfWeek(text: string): number[] {
  const days = new Set<number>();
  for (const [re, group] of DAY_GROUPS) if (re.test(text)) for (const d of group) days.add(d);
  for (const m of text.matchAll(DAY_WORD)) {
    const d = dayOfWeek(m[0].replace(/s$/i, '').replace(/(?<=day)s$/i, ''));
    if (d >= 0) days.add(d);
  }
  return [...days].sort((a, b) => a - b);
}
