import type { ParamSpec } from '../catalogue/catalogue.js';

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
  if (!date) return written;
  // `MM-DD-YYYY`, or in words: `(month-day-year)`.
  const d = p.description.replace(/\b(month|day|year)\b(?=\s*[-/.]\s*(?:month|day|year))|(?<=(?:month|day|year)\s*[-/.]\s*)\b(month|day|year)\b/gi, (w) => ({ month: 'mm', day: 'dd', year: 'yyyy' })[w.toLowerCase()] ?? w);
  // `MM-DD-YYY` (a slip for YYYY) reads as a full year too.
  const f = /(y{3,4}|mm|dd)([-/.])(y{3,4}|mm|dd)\2(y{3,4}|mm|dd)/i.exec(d);
  if (f) {
    const part = (k: string) => (/^y/i.test(k) ? String(date.y) : k.toLowerCase() === 'mm' ? pad(date.m) : pad(date.d));
    return [f[1], f[3], f[4]].map(part).join(f[2]);
  }
  if (/^\d/.test(written) && /^\d[\d\s/.-]*$/.test(written)) return written;
  return `${date.y}-${pad(date.m)}-${pad(date.d)}`;
}
