import { isDigit } from './scan.js';

/** Recognizes the timestamp spellings logs use, at a given position, without per-format configuration. */

export interface TimestampMatch {
  end: number;
  /** `syslog` when the stamp has no year and the BSD syslog layout (host and tag follow). */
  kind: 'date' | 'syslog' | 'time' | 'epoch';
}

const ZONE = String.raw`(?:\s?(?:Z|[+-]\d{2}:?\d{2}|UTC|GMT)(?![\w]))?`;
/** A 12-hour clock's `AM`/`PM` belongs to the time (`07/23/2023 02:26:03 PM`). */
const MERIDIEM = String.raw`(?: ?(?:AM|PM|am|pm)(?![\w]))?`;
const TIME = String.raw`\d{1,2}:\d{2}(?::\d{2})?(?:[.,:]\d{1,9})?${MERIDIEM}`;
/** A stamp ends at a space or the line's end, or at a colon followed by one (`2023-06-14 08:15:02: msg`). */
const END = String.raw`(?!\w|:\S)`;
/** A month's name, capitalized or written upper-case (`Dec`, `December`, `DEC`). */
const MON = '(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*|JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)';
const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,?';

const NUMERIC: ReadonlyArray<[RegExp, TimestampMatch['kind']]> = [
  // 2015-10-18 18:01:47,978 · 2023-01-01T12:00:00.123Z · 2009/11/10 23:00:00 · 2023-01-01 · 2023-06-14  8:15:02
  // (an hour of one digit padded with a space, as MariaDB writes it) · 2023-12-01.03:25:08 (a dot before the time, as
  // `zpool history` writes it)
  [new RegExp(String.raw`\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?:(?:[T .]|, ?|-|_|  (?=\d:))${TIME}${ZONE})?${END}`, 'y'), 'date'],
  // 17/06/09 20:10:40 · 03-17 16:13:38.811 (logcat) · 10/11/2000 13:55:36 · 06-14|08:15:02.123 (log15)
  [new RegExp(String.raw`\d{1,2}[-/.]\d{1,2}(?:[-/.]\d{2,4})?[T |]${TIME}${ZONE}${END}`, 'y'), 'date'],
  // 081109 203615 · 20230101T120000
  [new RegExp(String.raw`\d{6,8}[ T-]\d{6}(?:[.,]\d{1,9})?${ZONE}${END}`, 'y'), 'date'],
  // 10/Oct/2000:13:55:36 -0700 · 16-Mar-2023 10:00:00.123
  [new RegExp(String.raw`\d{1,2}[-/ ]${MON}[-/ ]\d{4}[: ]${TIME}${ZONE}${END}`, 'y'), 'date'],
  // 12:00:00.123
  [new RegExp(String.raw`\d{1,2}:\d{2}:\d{2}(?:[.,]\d{1,9})?${MERIDIEM}${ZONE}${END}`, 'y'), 'time'],
  // 1497001840 · 1497001840.123 · 1497001840123
  [/(?:1\d{9}(?:\.\d{1,9})?|1\d{12})(?![\w:.])/y, 'epoch'],
];

// Sun Dec 04 04:47:44 2005 · Jun 14 15:16:01 · Dec 4 2023 10:00:00 · Mon, 02 Jan 2006 15:04:05 MST
const WORDY = new RegExp(
  String.raw`(?:${DAY} )?(?:${MON} +\d{1,2}|\d{1,2} ${MON})(?: \d{4})? ${TIME}(?: \d{4})?(?: (?:UTC|GMT|[ECMP][SD]T|CES?T|BST|IST|JST)|${ZONE})${END}`,
  'y',
);

/** Three ASCII characters as one number, -1 for anything else (a name's first three letters, looked up without cutting them out). */
function code3(s: string, p: number): number {
  const a = s.charCodeAt(p);
  const b = s.charCodeAt(p + 1);
  const c = s.charCodeAt(p + 2);
  return a < 128 && b < 128 && c < 128 ? (a << 14) | (b << 7) | c : -1;
}
/** Month and weekday names as their first three letters (a wordy stamp starts with one of them). */
const WORDY_START = new Set(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((w) => code3(w, 0)));

/** Four digits in a row inside `s[a, b)` (a year inside a wordy stamp). */
function hasYear(s: string, a: number, b: number): boolean {
  let run = 0;
  for (let i = a; i < b; i++) {
    if (!isDigit(s.charCodeAt(i))) run = 0;
    else if (++run === 4) return true;
  }
  return false;
}

/**
 * Could NUMERIC[i] match where `n` digits (counted up to 13) are followed by the character `c`?
 * A cheap necessary condition read off each expression's opening, so the others are not run.
 */
function mayMatch(i: number, n: number, c: number, first: number): boolean {
  switch (i) {
    case 0: // \d{4}[-/.]
      return n === 4 && (c === 45 || c === 47 || c === 46);
    case 1: // \d{1,2}[-/.]
      return n <= 2 && (c === 45 || c === 47 || c === 46);
    case 2: // \d{6,8}[ T-]
      return n >= 6 && n <= 8 && (c === 32 || c === 84 || c === 45);
    case 3: // \d{1,2}[-/ ]
      return n <= 2 && (c === 45 || c === 47 || c === 32);
    case 4: // \d{1,2}:
      return n <= 2 && c === 58;
    default: // 1\d{9}
      return first === 49 && n >= 10;
  }
}

/**
 * A TAI64N label (`@4000000064159e5c22c2f148`: `@`, then 24 hex digits, seconds and nanoseconds), as daemontools'
 * multilog, runit's svlogd and s6-log write it at a line's start; TAI64 (16 hex digits) too. Its leading `4000000`
 * (the TAI epoch offset: any date from 1970 to 2106) keeps a hex id from being taken.
 */
function tai64(s: string, pos: number): TimestampMatch | undefined {
  if (!s.startsWith('4000000', pos + 1)) return undefined;
  let q = pos + 8;
  while (q - pos <= 25 && isHex(s.charCodeAt(q))) q++;
  const n = q - pos - 1;
  if (n !== 24 && n !== 16) return undefined;
  const after = s.charCodeAt(q);
  return Number.isNaN(after) || after === 32 || after === 9 ? { end: q, kind: 'epoch' } : undefined;
}

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}

export function matchTimestamp(s: string, pos: number): TimestampMatch | undefined {
  const c = s.charCodeAt(pos);
  if (c === 64) return tai64(s, pos);
  if (isDigit(c)) {
    let q = pos + 1;
    while (q - pos < 13 && isDigit(s.charCodeAt(q))) q++;
    const n = q - pos;
    const after = s.charCodeAt(q);
    for (let i = 0; i < NUMERIC.length; i++) {
      if (!mayMatch(i, n, after, c)) continue;
      const [re, kind] = NUMERIC[i];
      re.lastIndex = pos;
      if (re.test(s)) return { end: re.lastIndex, kind };
    }
    // (a date needs a separator or a month's name after its first number)
    return n <= 4 && !isDigit(after) ? piecewise(s, pos) : undefined;
  }
  if (((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) && WORDY_START.has(code3(s, pos))) {
    WORDY.lastIndex = pos;
    if (WORDY.test(s)) {
      const end = WORDY.lastIndex;
      return { end, kind: hasYear(s, pos, end) ? 'date' : 'syslog' };
    }
    return piecewise(s, pos);
  }
  return undefined;
}

/*
 * The general reader, behind the fixed shapes above: a date made of pieces — a day, a month (a number or a name),
 * a year of two or four digits or none — in any common order, joined by `-`, `/`, `.`, a space or nothing, then a
 * time of day (`hh:mm[:ss[.frac]]`, AM/PM, a zone) after a space, `T`, `:`, `-`, `_`, `|`, `,` or ` - `
 * (`26-Sep 13:29`, `2023-Sep-26 13:29:01`, `Sep-26-2023 13:29`, `26.09.23 13:29`, `12/01/2023 - 12:47:13`).
 * A date without a time is not taken here (a number pair in a message is no stamp).
 */

/** The time after the date: hh:mm, seconds and fraction, AM/PM and a zone, then the stamp's end. */
const TIME_AT = new RegExp(String.raw`(?:[01]?\d|2[0-4]):[0-5]\d(?::[0-5]\d)?(?:[.,]\d{1,9})?${MERIDIEM}${ZONE}${END}`, 'y');

/** The month named at p (three letters or the whole name, capitalized or upper-case): the end of the name, or -1. */
function monthName(s: string, p: number): number {
  const code = code3(s, p);
  if (!MONTH_START.has(code)) return -1;
  let e = p + 3;
  if (s.charCodeAt(p + 1) >= 97) while (e < s.length && e < p + 9 && s.charCodeAt(e) >= 97 && s.charCodeAt(e) <= 122) e++;
  const next = s.charCodeAt(e);
  return (next >= 65 && next <= 90) || (next >= 97 && next <= 122) ? -1 : e;
}
const MONTH_START = new Set(
  ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].flatMap((w) => [code3(w, 0), code3(w.toUpperCase(), 0)]),
);

/** A run of 1 to `max` digits at p: its end, or -1. */
function digitsEnd(s: string, p: number, max: number): number {
  let e = p;
  while (e - p < max + 1 && isDigit(s.charCodeAt(e))) e++;
  return e > p && e - p <= max ? e : -1;
}

function isDateSep(c: number): boolean {
  return c === 45 || c === 47 || c === 46 || c === 32;
}

/** The value of the digits in s[a, b). */
function valueOf(s: string, a: number, b: number): number {
  let v = 0;
  for (let i = a; i < b; i++) v = v * 10 + s.charCodeAt(i) - 48;
  return v;
}

/** A year (two or four digits) after the separator `sep` at p: the year's end, or p when none is written. */
function optionalYear(s: string, p: number, sep: number): number {
  if (s.charCodeAt(p) !== sep && !(sep === 32 && s.charCodeAt(p) === 44 && s.charCodeAt(p + 1) === 32)) return p;
  const q = s.charCodeAt(p) === 44 ? p + 2 : p + 1;
  const e = digitsEnd(s, q, 4);
  // (two digits and a colon are the hour, not a year)
  return e - q === 4 || (e - q === 2 && s.charCodeAt(e) !== 58) ? e : p;
}

/** The end of a date made of pieces at p, or -1. */
function dateEnd(s: string, p: number): number {
  const c = s.charCodeAt(p);
  if (!isDigit(c)) {
    // a month's name first: `Sep-26`, `Sep/26/2023`, `SEP.26.23`
    const m = monthName(s, p);
    if (m < 0) return -1;
    const sep = s.charCodeAt(m);
    if (!isDateSep(sep)) return -1;
    const d = digitsEnd(s, m + 1, 2);
    if (d < 0 || valueOf(s, m + 1, d) > 31) return -1;
    return optionalYear(s, d, sep);
  }
  const a = digitsEnd(s, p, 4);
  if (a < 0) return -1;
  const sep = s.charCodeAt(a);
  // a month's name written against the day (`26Sep2023`) or after a separator
  const named = monthName(s, isDateSep(sep) ? a + 1 : a);
  if (a - p === 4) {
    // the year first: `2023-Sep-26`, `2023.9.26`
    if (!isDateSep(sep) || sep === 32) return -1;
    const m = named >= 0 ? named : digitsEnd(s, a + 1, 2);
    if (m < 0 || s.charCodeAt(m) !== sep || (named < 0 && valueOf(s, a + 1, m) > 12)) return -1;
    const d = digitsEnd(s, m + 1, 2);
    return d >= 0 && valueOf(s, m + 1, d) <= 31 ? d : -1;
  }
  if (a - p > 2) return -1;
  const first = valueOf(s, p, a);
  if (named >= 0) {
    // the day first: `26-Sep`, `26 Sep 2023`, `26Sep2023`
    if (first > 31 || first === 0) return -1;
    if (!isDateSep(sep)) {
      // (no separator: a year, if any, written against the name too)
      const y = digitsEnd(s, named, 4);
      return y >= 0 && (y - named === 4 || y - named === 2) ? y : named;
    }
    return optionalYear(s, named, sep);
  }
  // numbers only: day and month either way round, one of them a month
  if (!isDateSep(sep) || sep === 32) return -1;
  const b = digitsEnd(s, a + 1, 2);
  if (b < 0) return -1;
  const second = valueOf(s, a + 1, b);
  if (first === 0 || second === 0 || (first > 12 && second > 12) || first > 31 || second > 31) return -1;
  return optionalYear(s, b, sep);
}

/** The date-and-time at pos read piece by piece (see above), or undefined. */
function piecewise(s: string, pos: number): TimestampMatch | undefined {
  const d = dateEnd(s, pos);
  if (d < 0) return undefined;
  // what joins the date to the time: spaces (and a ` - `, ` | `, ` @ `), or one of `T:-_|,@` and spaces
  let q = d;
  const c = s.charCodeAt(q);
  if (c === 32) {
    q = skipBlank(s, q);
    const j = s.charCodeAt(q);
    if ((j === 45 || j === 124 || j === 64) && s.charCodeAt(q + 1) === 32) q = skipBlank(s, q + 1);
  } else if (c === 84 || c === 58 || c === 45 || c === 95 || c === 124 || c === 44 || c === 64) q = skipBlank(s, q + 1);
  else return undefined;
  if (q - d > 4) return undefined;
  TIME_AT.lastIndex = q;
  if (!TIME_AT.test(s)) return undefined;
  return { end: TIME_AT.lastIndex, kind: 'date' };
}

function skipBlank(s: string, p: number): number {
  while (s.charCodeAt(p) === 32) p++;
  return p;
}
