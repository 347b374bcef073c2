import { Ch } from '../chars.js';
import type { LineFields } from '../fields.js';
import { levelOfLetter, levelOfWord, type Level } from '../levels.js';
import { closingBracket, isDigit, skipSpaces } from '../scan.js';
import { readBracket } from './bracket.js';
import { framed, hasPathPunct, isSeparator, trimmedFrom } from './shapes.js';
import { bracketedTimestamp, readLateStamp, readRedisMark } from './stamp.js';
import { putComponent, setLevel, startLine, wordEnd, type HeaderState } from './state.js';
import { hostThenTag, isRfc3339, readPriority, readSyslogTag, tagWithPid } from './syslog.js';
import { facilityLevel, readToken } from './word.js';

/**
 * Generic header reader for plain-text log lines. It walks the line left to right and takes, in any
 * order, what headers are made of — a timestamp (bare or bracketed), a syslog priority, pid/tid
 * numbers, a level word or letter, a `[thread]`, a component (`name:`, a dotted class name, a
 * `[thread:Class@line]` block), separators (`-`, `|`) and a trailing `[context]` — and stops at the
 * first thing that is not header. Everything after is the message.
 *
 * The pieces: `syslog.ts` (priority, RFC 5424, BSD host and tag), `stamp.ts` (the timestamp and Redis's
 * marker), `bracket.ts` (a `[...]`), `word.ts` (a bare word), `shapes.ts` (tests on characters and tokens),
 * `state.ts` (what the reader knows of the line so far).
 */

/**
 * klog/glog: a level letter against the date (`MMDD`, or `YYMMDD` as CockroachDB writes it), the time, the thread,
 * the source location closed by `]`, or followed by a bracket of tags without spaces (`[n1]`, header too).
 */
const KLOG = /([IWEF])((?:\d{2})?\d{4} \d{2}:\d{2}:\d{2}\.\d{6})\s+(\d+) ([^\]\s]+)(?:\] | \[([^\]\s]*)\] )/y;
/** A program's name closed by a colon (no path, no dot): `mailer:`; at most 41 characters, tested apart (see isProgram). */
const PROGRAM = /^[A-Za-z][\w-]*:$/;
function isProgram(t: string): boolean {
  return t.length <= 41 && PROGRAM.test(t);
}
/**
 * A program's one-word name in a bracket, as programs are named: lower-case first, no digits (not a pid, a thread
 * number, a stamp, nor an upper-case id such as a device's `[Q3RT7]`/`[ABCDE]`).
 */
const BRACKET_NAME = /^[a-z][A-Za-z_.-]*$/;
const LOGCAT_BRIEF = /([VDIWEFA])\/([^(]+?)\(\s*(\d+)\): /y;

/** Reads the header of one line; `undefined` when the line has none (plain text). */
export function parseHeader(s: string): LineFields | undefined {
  const f: LineFields = { type: 'log', level: '', component: '', message: '', format: 'text' };
  const st = startLine(s, f, skipSpaces(s, 0));
  if (s.charCodeAt(st.p) === Ch.LessThan && readPriority(s, st)) return f;
  // klog (Kubernetes components): `I0601 12:00:00.123456    42 file.go:10] message`; glog with a year and tags:
  // `I230614 08:15:02.123456 123 server/server.go:1234 [n1] message`
  KLOG.lastIndex = st.p;
  const k0 = s.charCodeAt(st.p);
  const k1 = s.charCodeAt(st.p + 1);
  const klog = (k0 === Ch.UpperI || k0 === Ch.UpperW || k0 === Ch.UpperE || k0 === Ch.UpperF) && k1 >= Ch.Digit0 && k1 <= Ch.Digit9 ? KLOG.exec(s) : null;
  if (klog) {
    f.level = levelOfLetter(klog[1]) ?? '';
    f.timestamp = klog[2]!;
    f.pid = klog[3]!;
    f.component = klog[4]!;
    if (klog[5] !== undefined) f.context = klog[5];
    f.format = 'klog';
    f.message = s.slice(KLOG.lastIndex).trim();
    return f;
  }
  // a level letter opening the line, bare or bracketed, right before the stamp (`E 06/09/23 11:16:20 …`,
  // `[W][15:30:48.192102] …`): the level, read before the stamp (not `A` or `C`, words)
  const lead = leadingLetter(s, st);
  // the stamp, bare or bracketed; or after a source (a file name, Redis's `pid:role`)
  let ts = bracketedTimestamp(s, st.p);
  let source = '';
  if (!ts && s.charCodeAt(st.p) === Ch.OpenBracket) {
    // a daemon's one-word `[name]` opening the line before the stamp (`[nsqd] 2023/06/14 08:15:02 INFO: msg`) is
    // its component, as a program's `name:` there is
    const c = s.indexOf(']', st.p);
    if (c > st.p + 1 && c - st.p < 40 && s.charCodeAt(c + 1) === Ch.Space && BRACKET_NAME.test(s.slice(st.p + 1, c)) && !levelOfWord(s.slice(st.p + 1, c))) {
      ts = bracketedTimestamp(s, c + 2);
      if (ts) putComponent(st, s.slice(st.p + 1, c));
    }
  }
  // syslog's facility and severity opening the line, the stamp after them (`daemon:notice: [91623.182372] msg`): the
  // level, and the stamp read after it — not a source file
  if (!ts) {
    const fe = facilityLevel(s, st.p, st);
    if (fe > 0) {
      st.p = fe;
      ts = bracketedTimestamp(s, skipSpaces(s, fe));
    }
  }
  if (!ts && !st.level) {
    const e = wordEnd(s, st, st.p);
    const q = skipSpaces(s, e);
    if (q > e && e - st.p < 160 && hasPathPunct(s, st.p, e)) {
      ts = bracketedTimestamp(s, q);
      if (ts) f.source = source = s.slice(st.p, e);
    }
  }
  if (ts) {
    // a stamp starts with a digit or letter and ends with a digit, a letter or a zone: nothing to trim
    f.timestamp = s.slice(ts.start, ts.end);
    st.p = ts.after;
    st.stamped = true;
    if (source !== '' && readRedisMark(s, st, source)) {
      f.message = trimmedFrom(s, st.p);
      return f;
    }
    // a program's `name:` before the stamp (`mailer: 2024-03-26 00:53:16: msg`) is its component, not a file
    if (source !== '' && isProgram(source)) {
      delete f.source;
      putComponent(st, source.slice(0, -1));
    }
    // (the journal's monotonic stamp, seconds since boot in a bracket, before a host and a `tag[pid]:`: `[  131.475502]
    // host snapd[977]: msg`, a syslog header too)
    if (ts.m.kind === 'syslog' || (s.charCodeAt(ts.start + 10) === Ch.UpperT && isRfc3339(s, ts.start, ts.end) && hostThenTag(s, st, st.p)) || (ts.m.kind === 'epoch' && ts.after > ts.end && hostThenTag(s, st, st.p) && tagWithPid(s, st, st.p))) {
      f.format = 'syslog';
      readSyslogTag(s, st);
      f.message = trimmedFrom(s, st.p);
      if (f.component) sourceOpening(f);
      return f;
    }
  }
  // Android logcat's brief format: `I/Tag( 123): message`
  LOGCAT_BRIEF.lastIndex = skipSpaces(s, st.p);
  const brief = s.charCodeAt(LOGCAT_BRIEF.lastIndex + 1) === Ch.Slash ? LOGCAT_BRIEF.exec(s) : null;
  if (brief) {
    f.level = levelOfLetter(brief[1]) ?? '';
    f.component = brief[2].trim();
    f.pid = brief[3]!;
    f.format = 'logcat';
    f.message = s.slice(LOGCAT_BRIEF.lastIndex).trim();
    return f;
  }
  // the rest of the header, a separator, a bracket or a word at a time
  for (let step = 0; step < 10; step++) {
    st.p = skipSpaces(s, st.p);
    if (st.p >= s.length) break;
    if (isSeparator(s, st.p)) {
      // a run of dashes that the line ends with too frames the message (`--- plugin:compile @ app ---`): the message's
      if (framed(s, st.p)) break;
      while (s.charCodeAt(st.p) === Ch.Hyphen) st.p++;
      if (st.p === skipSpaces(s, st.p)) st.p++;
      if (st.level && (st.component || s.charCodeAt(skipSpaces(s, st.p)) !== Ch.OpenBracket)) break;
      continue;
    }
    if (st.level && !st.stamped && readLateStamp(s, st)) continue;
    const r = s.charCodeAt(st.p) === Ch.OpenBracket ? readBracket(s, st) : readToken(s, st);
    if (r === 'stop') break;
  }
  if (!st.stamped && !st.level && !st.component && !st.hasThread) return undefined;
  if (lead && !st.level) setLevel(st, lead);
  f.message = trimmedFrom(s, st.p);
  // a message written whole in one bracket after a namespaced level (`… zmc[42].INF [Ns::Fn:58] [Deleting event 17]`)
  // is read inside it
  if (st.namespaced) {
    const m = f.message;
    if (m.charCodeAt(0) === Ch.OpenBracket && closingBracket(m, 0) === m.length - 1) f.message = m.slice(1, -1).trim();
  }
  if (st.tab >= 0) trailingFields(f);
  return f;
}

/** A source file (not an absolute path) and its line closed by a colon opening the message (`handlers.go:1098: `). */
const SOURCE_OPENING = /^\w(?:[\w./-]*\w)?\.[A-Za-z]{1,5}:\d+: /;

/**
 * After a syslog tag, a source location closed by a colon opening the message (`host snapd[977]: handlers.go:1098: msg`,
 * Go's `Lshortfile`): header (`source`), not the message's words.
 */
function sourceOpening(f: LineFields): void {
  const m = f.message;
  // (the message's first word ends with a digit and a colon: most messages fail here)
  const colon = m.indexOf(' ') - 1;
  if (colon < 3 || colon > 120 || m.charCodeAt(colon) !== Ch.Colon || !isDigit(m.charCodeAt(colon - 1)) || !SOURCE_OPENING.test(m)) return;
  if (f.source === undefined) f.source = m.slice(0, colon);
  f.message = m.slice(colon + 2).trim();
}

/** A JSON object after the message's last tab (zap's context fields) → `fields`, cut from the message. */
function trailingFields(f: LineFields): void {
  const m = f.message;
  const at = m.lastIndexOf('\t{');
  if (at < 0 || m.charCodeAt(m.length - 1) !== Ch.CloseBrace) return;
  try {
    const o: unknown = JSON.parse(m.slice(at + 1));
    if (!o || typeof o !== 'object' || Array.isArray(o)) return;
    f.fields = o;
    f.message = m.slice(0, at).trim();
  } catch {
    // not JSON: the message stays whole
  }
}

/**
 * A level letter opening the line, bare and followed by a space or alone in a bracket, with a stamp right after it:
 * the reader moves to the stamp and the letter's level is returned, to be the line's when the header names no other.
 * `A` and `C` are words, not read.
 */
function leadingLetter(s: string, st: HeaderState): Level | undefined {
  const p = st.p;
  const bracket = s.charCodeAt(p) === Ch.OpenBracket;
  const at = bracket ? p + 1 : p;
  const c = s.charCodeAt(at);
  if (c < Ch.UpperA || c > Ch.UpperZ || c === Ch.UpperA || c === Ch.UpperC) return undefined;
  if (bracket ? s.charCodeAt(at + 1) !== Ch.CloseBracket : s.charCodeAt(at + 1) !== Ch.Space) return undefined;
  const level = levelOfLetter(s.charAt(at));
  if (!level) return undefined;
  const q = skipSpaces(s, at + (bracket ? 2 : 1));
  if (!isDigit(s.charCodeAt(q)) && s.charCodeAt(q) !== Ch.OpenBracket) return undefined;
  if (!bracketedTimestamp(s, q)) return undefined;
  st.p = q;
  st.lead = true;
  return level;
}
