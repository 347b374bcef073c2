import { Ch } from '../chars.js';
import type { Level } from '../levels.js';
import { isDigit, skipSpaces } from '../scan.js';
import { matchTimestamp, type TimestampMatch } from '../timestamp.js';
import { setLevel, type HeaderState } from './state.js';

/** The timestamp of a header, bare or bracketed, and what is read beside it (Redis's level marker). */

/** A stamp at p, bare or in brackets: where its text starts and ends, and where reading goes on after it. */
export function bracketedTimestamp(s: string, p: number): { start: number; end: number; after: number; m: TimestampMatch } | undefined {
  if (s.charCodeAt(p) === Ch.OpenBracket) {
    const close = s.indexOf(']', p);
    if (close < 0) return undefined;
    const m = matchTimestamp(s, p + 1);
    if (m && skipSpaces(s, m.end) === close) return { start: p + 1, end: m.end, after: close + 1, m };
    return secondsInBracket(s, p, close);
  }
  const m = matchTimestamp(s, p);
  return m ? { start: p, end: m.end, after: m.end, m } : undefined;
}

/**
 * Seconds with a fraction alone in a bracket, padded or not: the kernel's time since boot (`[91623.182372]`,
 * `[    5.123456]`) or an epoch written with its fraction. A number in a bracket without a fraction is not taken
 * (a pid, a thread, a count).
 */
function secondsInBracket(s: string, p: number, close: number): { start: number; end: number; after: number; m: TimestampMatch } | undefined {
  const a = skipSpaces(s, p + 1);
  let q = a;
  while (q < close && isDigit(s.charCodeAt(q))) q++;
  if (q === a || q - a > 10 || s.charCodeAt(q) !== Ch.Dot) return undefined;
  const f = q + 1;
  q = f;
  while (q < close && isDigit(s.charCodeAt(q))) q++;
  if (q - f < 3 || q - f > 9 || skipSpaces(s, q) !== close) return undefined;
  return { start: a, end: q, after: close + 1, m: { end: q, kind: 'epoch' } };
}

/** A stamp after the level (`INFO 2023-06-01 12:00:00,123 ...`): read, and the reader goes on. */
export function readLateStamp(s: string, st: HeaderState): boolean {
  const later = bracketedTimestamp(s, st.p);
  if (!later) return false;
  st.f.timestamp = s.slice(later.start, later.end);
  st.p = later.after;
  st.stamped = true;
  return true;
}

/** Redis's `pid:role` before the stamp and its level marker after it: `.` debug, `-` verbose, `*` notice, `#` warning. */
const REDIS_ROLE = /^\d+:[XCSM]$/;
const REDIS_MARK: Record<string, Level> = { '.': 'debug', '-': 'trace', '*': 'notice', '#': 'warning' };

/** Reads Redis's marker after the stamp (the source before it being `pid:role`); true when it did. */
export function readRedisMark(s: string, st: HeaderState, source: string): boolean {
  const p = skipSpaces(s, st.p);
  const level = REDIS_MARK[s.charAt(p)];
  if (!level || s.charCodeAt(p + 1) !== Ch.Space || !REDIS_ROLE.test(source)) return false;
  const colon = source.indexOf(':');
  st.f.pid = source.slice(0, colon);
  st.f.role = source.slice(colon + 1);
  delete st.f.source;
  setLevel(st, level);
  st.p = p + 2;
  return true;
}
