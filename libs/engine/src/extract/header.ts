import type { LineFields } from './fields.js';
import { levelOfLetter, levelOfSyslogSeverity, levelOfWord, type Level } from './levels.js';
import { closingBracket, isDigit, isDigits, skipSpaces, tokenEnd } from './scan.js';
import { matchTimestamp, type TimestampMatch } from './timestamp.js';

/**
 * Generic header reader for plain-text log lines. It walks the line left to right and takes, in any
 * order, what headers are made of — a timestamp (bare or bracketed), a syslog priority, pid/tid
 * numbers, a level word or letter, a `[thread]`, a component (`name:`, a dotted class name, a
 * `[thread:Class@line]` block), separators (`-`, `|`) and a trailing `[context]` — and stops at the
 * first thing that is not header. Everything after is the message.
 */

const PRI = /<(\d{1,3})>/y;
const KLOG = /([IWEF])(\d{4} \d{2}:\d{2}:\d{2}\.\d{6})\s+(\d+) ([^\]\s]+)\] /y;
const LOGCAT_BRIEF = /([VDIWEFA])\/([^(]+?)\(\s*(\d+)\): /y;
const TAG_PID = /^(.*?)\[(\d+)\]$/;
/**
 * RFC 5424 after its priority: version, timestamp, host, app, procid, msgid (each `-` when absent), the
 * structured data (`-` or `[id k="v" ...]` elements, quotes may hold `]`), then the message.
 */
const RFC5424 = /([1-9]\d{0,2}) (\S+) (\S+) (\S+) (\S+) (\S+) (-|(?:\[(?:[^\]"]|"(?:[^"\\]|\\.)*")*\])+)(?: |$)/y;

/** A dotted name (`org.apache.Foo`, `a:b`): a name, then `.` or `:` and a name, repeated. */
const DOTTED = /[A-Za-z_][\w$-]*(?:[.:][A-Za-z_$][\w$-]*)+/y;
const COMPONENT_NAME = /^[\w$.\-/()[\]#@<>:* ]{1,80}$/;

/**
 * Is `s[a, b)` one dotted name? The expression takes as much as it can from `a` (each part is
 * as long as it can be), so the range is one dotted name exactly when the match ends at `b` —
 * given that the character at `b` cannot extend it, which holds where the reader asks: there
 * `s[b]` ends the string, is a space or tab, or is a `:` followed by one.
 */
function isDotted(s: string, a: number, b: number): boolean {
  DOTTED.lastIndex = a;
  return DOTTED.test(s) && DOTTED.lastIndex === b;
}

function isComponentName(t: string): boolean {
  return COMPONENT_NAME.test(t);
}

/** `\s` of a JavaScript regular expression. */
function isRegexSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 160) return false;
  return c === 160 || c === 5760 || (c >= 8192 && c <= 8202) || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}

/** `s.indexOf('\t')` of the line being read (set once per line by parseHeader). */
let tab = -1;

/** The end of the token at p of the line being read. */
function wordEnd(s: string, p: number): number {
  return tokenEnd(s, p, tab);
}

/** `s.slice(p).trim()`, cut once. */
function trimmedFrom(s: string, p: number): string {
  let e = s.length;
  while (p < e && isRegexSpace(s.charCodeAt(p))) p++;
  while (e > p && isRegexSpace(s.charCodeAt(e - 1))) e--;
  return s.slice(p, e);
}

/** A line terminator (what `.` does not match). */
function isLineBreak(c: number): boolean {
  return c === 10 || c === 13 || c === 8232 || c === 8233;
}

// What isBlock found: the colon ending the thread (-1 when none) and the `@` before the line number.
let blockColon = -1;
let blockAt = -1;

/** `[thread:Class@line]` content: `/^(?:(.*?):)?([^:@\s][^@]*?)@(\d+)$/` (positions in blockColon, blockAt). */
function isBlock(t: string): boolean {
  const n = t.length;
  const at = t.lastIndexOf('@');
  if (at < 0 || at === n - 1) return false;
  for (let i = at + 1; i < n; i++) {
    const c = t.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  const prevAt = at > 0 ? t.lastIndexOf('@', at - 1) : -1;
  // the class starts after a colon (the first that works) or at 0; it holds no `@` and is not empty
  // the thread before the colon holds no line break (`.*?` does not cross one): `t[0, clean)` has none
  let clean = 0;
  for (let colon = t.indexOf(':'); colon >= 0 && colon < at; colon = t.indexOf(':', colon + 1)) {
    while (clean < colon && !isLineBreak(t.charCodeAt(clean))) clean++;
    if (clean < colon) break;
    const st = colon + 1;
    if (st < at && st > prevAt) {
      const c = t.charCodeAt(st);
      if (c !== 58 && !isRegexSpace(c)) {
        blockColon = colon;
        blockAt = at;
        return true;
      }
    }
  }
  if (at > 0 && prevAt < 0) {
    const c = t.charCodeAt(0);
    if (c !== 58 && !isRegexSpace(c)) {
      blockColon = -1;
      blockAt = at;
      return true;
    }
  }
  return false;
}

interface State {
  f: LineFields;
  /**
   * What the header holds so far, mirrored from `f` (whose shape varies from line to line): the
   * reader asks these instead of `f`, which keeps its property reads on one shape.
   */
  level: string;
  component: string;
  hasThread: boolean;
  hasPid: boolean;
  p: number;
  pids: number;
  levelInBrackets: boolean;
  stamped: boolean;
}

const STATE: State = {
  f: { type: 'log', level: '', component: '', message: '', format: 'text' },
  level: '',
  component: '',
  hasThread: false,
  hasPid: false,
  p: 0, pids: 0, levelInBrackets: false, stamped: false };

function bracketedTimestamp(s: string, p: number): { start: number; end: number; after: number; m: TimestampMatch } | undefined {
  if (s.charCodeAt(p) === 91) {
    const close = s.indexOf(']', p);
    if (close < 0) return undefined;
    const m = matchTimestamp(s, p + 1);
    if (m && skipSpaces(s, m.end) === close) return { start: p + 1, end: m.end, after: close + 1, m };
    return undefined;
  }
  const m = matchTimestamp(s, p);
  return m ? { start: p, end: m.end, after: m.end, m } : undefined;
}

/** `s[a, b)` holds one of `. / : |` (a file name or source in front of the timestamp). */
function hasPathPunct(s: string, a: number, b: number): boolean {
  for (let i = a; i < b; i++) {
    const c = s.charCodeAt(i);
    if (c === 46 || c === 47 || c === 58 || c === 124) return true;
  }
  return false;
}

function setLevel(st: State, level: Level | undefined): boolean {
  if (!level || st.level) return false;
  st.f.level = level;
  st.level = level;
  return true;
}

/** The component (in `f` and its mirror). */
function putComponent(st: State, component: string): void {
  st.f.component = component;
  st.component = component;
}

/** `tag[pid]` or `tag(pid)` → component and pid. */
function setComponent(st: State, raw: string): void {
  const m = raw.charCodeAt(raw.length - 1) === 93 ? TAG_PID.exec(raw) : null;
  if (m && m[1]) {
    putComponent(st, m[1]);
    if (!st.hasPid) {
      st.f.pid = m[2];
      st.hasPid = true;
    }
  } else putComponent(st, raw);
}

function isSeparator(s: string, p: number): boolean {
  const c = s.charCodeAt(p);
  if (c !== 45 && c !== 124 && c !== 58) return false;
  if (c === 45) while (s.charCodeAt(p + 1) === 45 && p < s.length) p++;
  const d = s.charCodeAt(p + 1);
  return d === 32 || d === 9 || Number.isNaN(d);
}

/** After a `[...]` that follows the level: does more header follow (a separator or a Class: name)? */
function headerFollows(s: string, p: number): boolean {
  if (isSeparator(s, p)) return true;
  const e = wordEnd(s, p);
  // a token ending in `:` is never dotted whole (a `:` inside must be followed by a name): one scan
  if (s.charCodeAt(e - 1) !== 58) return isDotted(s, p, e) && isSeparator(s, skipSpaces(s, e));
  return e - p >= 3 && isDotted(s, p, e - 1);
}

/** `s[a, b)` is an RFC 3339 stamp (its `T` between date and time checked by the caller) with a zone (`Z`, `+01:00`). */
function isRfc3339(s: string, a: number, b: number): boolean {
  if (b - a < 20) return false;
  const z = s.charCodeAt(b - 1);
  if (z === 90) return true;
  // +01:00, or +0100 as journalctl's short-iso writes it
  const sign = s.charCodeAt(b - 6);
  if ((sign === 43 || sign === 45) && s.charCodeAt(b - 3) === 58) return true;
  const bare = s.charCodeAt(b - 5);
  return (bare === 43 || bare === 45) && isDigits(s.slice(b - 4, b));
}

/** After a stamp: a host name, then a `tag:` or `tag[pid]:` (the BSD syslog layout with a full stamp). */
function hostThenTag(s: string, p: number): boolean {
  const h = skipSpaces(s, p);
  const he = wordEnd(s, h);
  const c = s.charCodeAt(h);
  if (he === h || c === 91 || s.charCodeAt(he - 1) === 58 || levelOfWord(s.slice(h, he))) return false;
  const t = skipSpaces(s, he);
  const te = wordEnd(s, t);
  return te - t >= 2 && s.charCodeAt(te - 1) === 58 && isComponentName(s.slice(t, te - 1));
}

function readSyslogTag(s: string, st: State): void {
  const f = st.f;
  let p = skipSpaces(s, st.p);
  const e = wordEnd(s, p);
  const tok = s.slice(p, e);
  if (tok.charCodeAt(tok.length - 1) !== 58 && tok.indexOf('[') < 0 && !levelOfWord(tok)) {
    f.host = tok;
    p = skipSpaces(s, e);
  }
  const colon = s.indexOf(': ', p);
  const end = colon < 0 && s.charCodeAt(s.length - 1) === 58 ? s.length - 1 : colon;
  if (end > p && end - p <= 64) {
    setComponent(st, s.slice(p, end).trim());
    st.p = end + 1;
  } else st.p = p;
}

function readBracket(s: string, st: State): 'next' | 'stop' {
  const f = st.f;
  const close = closingBracket(s, st.p);
  if (close < 0) return 'stop';
  const inner = s.slice(st.p + 1, close).trim();
  const after = skipSpaces(s, close + 1);
  if (!st.level) {
    const colon = inner.lastIndexOf(':');
    const lv = levelOfWord(colon > 0 ? inner.slice(colon + 1) : inner);
    if (lv) {
      setLevel(st, lv);
      st.levelInBrackets = true;
      if (colon > 0) f.module = inner.slice(0, colon);
      st.p = close + 1;
      return 'next';
    }
  }
  if (isDigits(inner) && !st.hasPid) {
    f.pid = inner;
    st.hasPid = true;
    st.p = close + 1;
    return 'next';
  }
  if (st.component) {
    f.context = inner;
    st.p = close + 1;
    return 'stop';
  }
  if (st.level && bracketAfterLevel(st, inner)) {
    st.p = close + 1;
    return 'next';
  }
  if ((st.level || st.stamped) && isBlock(inner)) {
    if (blockColon > 0) {
      f.thread = inner.slice(0, blockColon);
      st.hasThread = true;
    }
    putComponent(st, inner.slice(blockColon + 1, blockAt));
    f.line = inner.slice(blockAt + 1);
    st.p = close + 1;
    return 'next';
  }
  if (!st.level || headerFollows(s, after)) {
    if (!st.hasThread) {
      f.thread = inner;
      st.hasThread = true;
    } else f.context = inner;
    st.p = close + 1;
    return 'next';
  }
  return 'stop';
}

/**
 * A severity letter, an upper-case component and a `[thread]` after the stamp (MongoDB before 4.4:
 * `... I NETWORK  [listener] waiting`): level, component and thread set.
 */
function upperComponentThenBracket(s: string, st: State, letter: string, next: number, nextEnd: number): boolean {
  const open = skipSpaces(s, nextEnd);
  if (nextEnd - next < 1 || nextEnd - next > 16 || s.charCodeAt(open) !== 91) return false;
  for (let i = next; i < nextEnd; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 65 && c <= 90) || c === 45 || c === 95)) return false;
  }
  if (!setLevel(st, levelOfLetter(letter))) return false;
  const name = s.slice(next, nextEnd);
  if (name !== '-') putComponent(st, name);
  const close = closingBracket(s, open);
  if (close > open) {
    st.f.thread = s.slice(open + 1, close).trim();
    st.hasThread = true;
    st.p = close + 1;
  } else st.p = nextEnd;
  return true;
}

/** Redis's `pid:role` before the stamp and its level marker after it: `.` debug, `-` verbose, `*` notice, `#` warning. */
const REDIS_ROLE = /^\d+:[XCSM]$/;
const REDIS_MARK: Record<string, Level> = { '.': 'debug', '-': 'trace', '*': 'notice', '#': 'warning' };

/** Reads Redis's marker after the stamp (the source before it being `pid:role`); true when it did. */
function readRedisMark(s: string, st: State, source: string): boolean {
  const p = skipSpaces(s, st.p);
  const level = REDIS_MARK[s.charAt(p)];
  if (!level || s.charCodeAt(p + 1) !== 32 || !REDIS_ROLE.test(source)) return false;
  const colon = source.indexOf(':');
  st.f.pid = source.slice(0, colon);
  st.f.role = source.slice(colon + 1);
  delete st.f.source;
  setLevel(st, level);
  st.p = p + 2;
  return true;
}

/** A stamp after the level (`INFO 2023-06-01 12:00:00,123 ...`): read, and the reader goes on. */
function readLateStamp(s: string, st: State): boolean {
  const later = bracketedTimestamp(s, st.p);
  if (!later) return false;
  st.f.timestamp = s.slice(later.start, later.end);
  st.p = later.after;
  st.stamped = true;
  return true;
}

/** A bracket after the level: Apache 2.4's `[pid N:tid M]`, or a dotted class name (`[o.e.n.Node   ]`). */
function bracketAfterLevel(st: State, inner: string): boolean {
  if (inner.startsWith('pid ') && !st.hasPid) {
    const colon = inner.indexOf(':tid ');
    const pid = inner.slice(4, colon < 0 ? inner.length : colon);
    if (!isDigits(pid)) return false;
    st.f.pid = pid;
    st.hasPid = true;
    if (colon > 0) st.f.tid = inner.slice(colon + 5);
    return true;
  }
  if (inner.indexOf('.') > 0 && isDotted(inner, 0, inner.length)) {
    putComponent(st, inner);
    return true;
  }
  return false;
}

/**
 * The logger after the level: the field between tabs (zap, many Go loggers) or Flask's `LEVEL in module:`.
 * On success the component is set and st.p is past it.
 */
function loggerAfterLevel(s: string, st: State, p: number, e: number, bare: string): boolean {
  if (tab >= 0 && s.charCodeAt(p - 1) === 9 && s.charCodeAt(e) === 9 && isComponentName(bare)) {
    putComponent(st, bare);
    st.p = e;
    return true;
  }
  if (bare !== 'in') return false;
  const n = skipSpaces(s, e);
  const ne = wordEnd(s, n);
  if (ne - n < 2 || s.charCodeAt(ne - 1) !== 58 || !isComponentName(s.slice(n, ne - 1))) return false;
  putComponent(st, s.slice(n, ne - 1));
  st.p = ne;
  return true;
}

function readToken(s: string, st: State): 'next' | 'stop' {
  const f = st.f;
  const p = st.p;
  const e = wordEnd(s, p);
  const endsColon = s.charCodeAt(e - 1) === 58;
  const bare = s.slice(p, endsColon ? e - 1 : e);
  if (!st.level) {
    if (setLevel(st, levelOfWord(bare))) {
      st.p = e;
      return endsColon ? 'stop' : 'next';
    }
    // Python's default `LEVEL:name:message`
    const c1 = bare.indexOf(':');
    if (c1 > 2 && setLevel(st, levelOfWord(bare.slice(0, c1)))) {
      const c2 = s.indexOf(':', p + c1 + 1);
      if (c2 > 0) {
        putComponent(st, s.slice(p + c1 + 1, c2));
        st.p = c2 + 1;
      } else st.p = p + c1 + 1;
      return 'stop';
    }
    if (bare.length === 1 && (st.pids > 0 || st.stamped)) {
      const next = skipSpaces(s, e);
      const nextEnd = wordEnd(s, next);
      if (setLevel(st, s.charCodeAt(nextEnd - 1) === 58 || st.pids > 0 ? levelOfLetter(bare) : undefined)) {
        st.p = e;
        return 'next';
      }
      if (st.stamped && upperComponentThenBracket(s, st, bare, next, nextEnd)) return 'next';
    }
  }
  // a pid (`4242`, or nginx's `pid#tid:`) where no level has come yet, or where a separator or colon follows it
  if (!st.component && (!st.level || (st.pids === 0 && ((endsColon && isDigit(bare.charCodeAt(0)) && bare.indexOf('#') > 0) || isSeparator(s, skipSpaces(s, e))))) && st.pids < 2) {
    const hash = bare.indexOf('#');
    const num = hash > 0 ? bare.slice(0, hash) : bare;
    if (isDigits(num) && (hash < 0 || isDigits(bare.slice(hash + 1)))) {
      if (st.pids === 0) {
        f.pid = num;
        st.hasPid = true;
      } else f.tid = num;
      if (hash > 0) f.tid = bare.slice(hash + 1);
      st.pids++;
      st.p = e;
      return endsColon ? 'stop' : 'next';
    }
  }
  if (!st.component && (st.level || st.pids > 0 || st.stamped || st.hasThread)) {
    if (st.level && !endsColon && (tab >= 0 || bare === 'in') && loggerAfterLevel(s, st, p, e, bare)) return 'stop';
    // after a bare `[level]` only a dotted logger name is a component (`[ERROR] django.request: ...`); a plain
    // word with a colon there opens the message (`[notice] LDAP: Built with ...`)
    if (endsColon && bare.length > 0 && isComponentName(bare) && (!(st.levelInBrackets && st.pids === 0 && !st.hasThread) || isDotted(bare, 0, bare.length))) {
      setComponent(st, bare);
      st.p = e;
      return 'stop';
    }
    const next = skipSpaces(s, e);
    const nc = s.charCodeAt(next);
    if (isDotted(bare, 0, bare.length) && (nc === 91 || isSeparator(s, next) || (nc === 58 && s.charCodeAt(next + 1) === 32))) {
      putComponent(st, bare);
      st.p = nc === 58 ? next + 1 : e;
      return nc === 58 ? 'stop' : 'next';
    }
    if (!st.level && isSeparator(s, next)) {
      const after = skipSpaces(s, next + 1);
      if (levelOfWord(s.slice(after, wordEnd(s, after)))) {
        putComponent(st, bare);
        st.p = e;
        return 'next';
      }
    }
  }
  return 'stop';
}

const nil = (v: string): string | undefined => (v === '-' ? undefined : v);

/**
 * A syslog `<PRI>`: level and facility. True when the line is RFC 5424 and read whole; else the reader goes on
 * after the priority (BSD syslog and others).
 */
function readPriority(s: string, st: State): boolean {
  PRI.lastIndex = st.p;
  const pri = PRI.exec(s);
  if (!pri) return false;
  setLevel(st, levelOfSyslogSeverity(Number(pri[1]) % 8));
  st.f.facility = Math.floor(Number(pri[1]) / 8);
  st.p = skipSpaces(s, PRI.lastIndex);
  RFC5424.lastIndex = st.p;
  const r = isDigit(s.charCodeAt(st.p)) ? RFC5424.exec(s) : null;
  if (!r) return false;
  rfc5424(s, st.f, r);
  return true;
}

/** The fields of an RFC 5424 line (its priority already read into `f`). */
function rfc5424(s: string, f: LineFields, r: RegExpExecArray): void {
  f.format = 'syslog';
  const stamp = nil(r[2]);
  if (stamp) f.timestamp = stamp;
  const host = nil(r[3]);
  if (host) f.host = host;
  f.component = nil(r[4]) ?? '';
  const pid = nil(r[5]);
  if (pid) f.pid = pid;
  const msgid = nil(r[6]);
  if (msgid) f.msgid = msgid;
  const sd = nil(r[7]);
  if (sd) f.structured_data = sd;
  // the message may open with a UTF-8 byte order mark (RFC 5424 §6.4)
  const m = s.slice(RFC5424.lastIndex);
  f.message = (m.charCodeAt(0) === 0xfeff ? m.slice(1) : m).trim();
}

/** Reads the header of one line; `undefined` when the line has none (plain text). */
export function parseHeader(s: string): LineFields | undefined {
  const f: LineFields = { type: 'log', level: '', component: '', message: '', format: 'text' };
  // one reader state for every call (the reader is synchronous and not re-entered)
  const st = STATE;
  tab = s.indexOf('\t');
  st.f = f;
  st.level = '';
  st.component = '';
  st.hasThread = false;
  st.hasPid = false;
  st.p = skipSpaces(s, 0);
  st.pids = 0;
  st.levelInBrackets = false;
  st.stamped = false;
  if (s.charCodeAt(st.p) === 60 && readPriority(s, st)) return f;
  KLOG.lastIndex = st.p;
  const k0 = s.charCodeAt(st.p);
  const k1 = s.charCodeAt(st.p + 1);
  const klog = (k0 === 73 || k0 === 87 || k0 === 69 || k0 === 70) && k1 >= 48 && k1 <= 57 ? KLOG.exec(s) : null;
  if (klog) {
    f.level = levelOfLetter(klog[1]) ?? '';
    f.timestamp = klog[2]!;
    f.pid = klog[3]!;
    f.component = klog[4]!;
    f.format = 'klog';
    f.message = s.slice(KLOG.lastIndex).trim();
    return f;
  }
  let ts = bracketedTimestamp(s, st.p);
  let source = '';
  if (!ts) {
    const e = wordEnd(s, st.p);
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
    if (ts.m.kind === 'syslog' || (s.charCodeAt(ts.start + 10) === 84 && isRfc3339(s, ts.start, ts.end) && hostThenTag(s, st.p))) {
      f.format = 'syslog';
      readSyslogTag(s, st);
      f.message = trimmedFrom(s, st.p);
      return f;
    }
  }
  LOGCAT_BRIEF.lastIndex = skipSpaces(s, st.p);
  const brief = s.charCodeAt(LOGCAT_BRIEF.lastIndex + 1) === 47 ? LOGCAT_BRIEF.exec(s) : null;
  if (brief) {
    f.level = levelOfLetter(brief[1]) ?? '';
    f.component = brief[2].trim();
    f.pid = brief[3]!;
    f.format = 'logcat';
    f.message = s.slice(LOGCAT_BRIEF.lastIndex).trim();
    return f;
  }
  for (let step = 0; step < 10; step++) {
    st.p = skipSpaces(s, st.p);
    if (st.p >= s.length) break;
    if (isSeparator(s, st.p)) {
      while (s.charCodeAt(st.p) === 45) st.p++;
      if (st.p === skipSpaces(s, st.p)) st.p++;
      if (st.level && (st.component || s.charCodeAt(skipSpaces(s, st.p)) !== 91)) break;
      continue;
    }
    if (st.level && !st.stamped && readLateStamp(s, st)) continue;
    const r = s.charCodeAt(st.p) === 91 ? readBracket(s, st) : readToken(s, st);
    if (r === 'stop') break;
  }
  if (!st.stamped && !st.level && !st.component && !st.hasThread) return undefined;
  f.message = trimmedFrom(s, st.p);
  if (tab >= 0) trailingFields(f);
  return f;
}

/** A JSON object after the message's last tab (zap's context fields) → `fields`, cut from the message. */
function trailingFields(f: LineFields): void {
  const m = f.message;
  const at = m.lastIndexOf('\t{');
  if (at < 0 || m.charCodeAt(m.length - 1) !== 125) return;
  try {
    const o: unknown = JSON.parse(m.slice(at + 1));
    if (!o || typeof o !== 'object' || Array.isArray(o)) return;
    f.fields = o;
    f.message = m.slice(0, at).trim();
  } catch {
    // not JSON: the message stays whole
  }
}
