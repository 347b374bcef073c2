import { Ch } from '../chars.js';
import type { Level } from '../levels.js';
import { skipSpaces } from '../scan.js';
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
    return undefined;
  }
  const m = matchTimestamp(s, p);
  return m ? { start: p, end: m.end, after: m.end, m } : undefined;
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
