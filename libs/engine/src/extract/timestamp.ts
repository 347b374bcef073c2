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
  // (an hour of one digit padded with a space, as MariaDB writes it)
  [new RegExp(String.raw`\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?:(?:[T ]|, ?|-|_|  (?=\d:))${TIME}${ZONE})?${END}`, 'y'), 'date'],
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

export function matchTimestamp(s: string, pos: number): TimestampMatch | undefined {
  const c = s.charCodeAt(pos);
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
    return undefined;
  }
  if (((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) && WORDY_START.has(code3(s, pos))) {
    WORDY.lastIndex = pos;
    if (WORDY.test(s)) {
      const end = WORDY.lastIndex;
      return { end, kind: hasYear(s, pos, end) ? 'date' : 'syslog' };
    }
  }
  return undefined;
}
