import { Ch } from '../chars.js';
import { levelOfLetter, levelOfWord, namespacedLevel } from '../levels.js';
import { closingBracket, isDigit, isDigits, isLetter, skipSpaces } from '../scan.js';
import { isComponentName, isDotted, isSeparator, THREAD_NAME } from './shapes.js';
import { putComponent, setComponent, setLevel, wordEnd, type HeaderState } from './state.js';

/**
 * A bare word of the header (not a bracket): a level word or letter, Python's `LEVEL:name:`, a pid (`4242`,
 * nginx's `pid#tid:`), or a component (`name:`, a dotted class name, the logger after the level).
 */
export function readToken(s: string, st: HeaderState): 'next' | 'stop' {
  const f = st.f;
  const p = st.p;
  const e = wordEnd(s, st, p);
  const endsColon = s.charCodeAt(e - 1) === Ch.Colon;
  const bare = s.slice(p, endsColon ? e - 1 : e);
  // an uptime in seconds after the stamp (`stamp 5072.979808s notice: msg`): a piece of the stamp
  if (!st.level && st.stamped && !endsColon && mayBeUptime(bare) && UPTIME.test(bare)) {
    st.p = e;
    return 'next';
  }
  // a number padded to its column's width after the stamp (a pid, a thread or activity id in hex, a count: macOS's
  // `stamp 0x301a3    Info   0x0     2098   14   name: msg`) is a header column; the first decimal one the pid
  if (!st.component && !endsColon && (st.stamped || st.level) && paddedNumber(s, p, e)) {
    if (!st.hasPid && isDigits(bare)) {
      f.pid = bare;
      st.hasPid = true;
    }
    st.p = e;
    return 'next';
  }
  if (!st.level) {
    if (setLevel(st, levelOfWord(bare))) {
      st.p = e;
      return endsColon ? 'stop' : 'next';
    }
    // a level written in a namespace after the name (`Kernel::WARNING`, `worker[42].INF`): the level, the name the component
    const ns = st.component ? undefined : namespacedLevel(bare);
    if (ns && isLetter(bare.charCodeAt(0)) && setLevel(st, ns.level)) {
      setComponent(st, bare.slice(0, ns.end));
      st.namespaced = true;
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
    if (c1 > 0 && colonChain(st, e, bare)) return 'stop';
    const fe = facilityLevel(s, p, st);
    if (fe > 0) {
      st.p = fe;
      return 'next';
    }
    if (bare.length === 1 && (st.pids > 0 || st.stamped)) {
      const next = skipSpaces(s, e);
      const nextEnd = wordEnd(s, st, next);
      if (setLevel(st, s.charCodeAt(nextEnd - 1) === Ch.Colon || st.pids > 0 ? levelOfLetter(bare) : undefined)) {
        st.p = e;
        return 'next';
      }
      if (st.stamped && upperComponentThenBracket(s, st, bare, next, nextEnd)) return 'next';
      // a letter right after the stamp, then a logger qualified twice or more (`stamp I i.q.c.WriterPool msg`): the
      // level, and the logger the component (not `A` or `C`, words)
      if (st.stamped && st.pids === 0 && bare !== 'A' && bare !== 'C' && nextEnd > next + 4 && isDotted(s, next, nextEnd) && s.slice(next, nextEnd).split('.').length > 2 && setLevel(st, levelOfLetter(bare))) {
        putComponent(st, s.slice(next, nextEnd));
        st.p = nextEnd;
        return 'stop';
      }
    }
  }
  // a thread number written against a bracketed name after the stamp (strongSwan's `09[IKE] msg`): the name is the
  // component, the number the thread
  if (!st.component && !st.level && st.stamped && st.pids === 0 && !st.hasThread && !endsColon && s.charCodeAt(e - 1) === Ch.CloseBracket) {
    const m = THREAD_NAME.exec(bare);
    if (m) {
      f.thread = m[1];
      st.hasThread = true;
      putComponent(st, m[2]);
      st.p = e;
      return 'stop';
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
  if (!st.component && st.level && !endsColon && bare.startsWith('Thread') && THREAD_ID.test(bare)) {
    // a thread id written as a call of its number after the level (`ThreadId(02)`, tracing's `with_thread_ids`)
    st.f.thread = bare;
    st.hasThread = true;
    st.p = e;
    return 'next';
  }
  if (!st.component && st.level && endsColon && s.charCodeAt(e - 2) === Ch.CloseBrace && (st.hasThread || st.f.thread) && SPAN.test(s.slice(p, e))) {
    // a span with its fields closed by a colon (`outbound:proxy{addr=10.0.4.12:8080}:`, tracing's span context)
    st.p = e;
    return 'next';
  }
  // a qualified logger opening the line, then a separator and a level word (`distributed.worker - INFO - msg`, no
  // stamp): the component
  if (!st.component && !st.level && !st.stamped && st.pids === 0 && !endsColon && bare.indexOf('.') > 0 && isDotted(s, p, e)) {
    const next = skipSpaces(s, e);
    if (isSeparator(s, next)) {
      const after = skipSpaces(s, next + 1);
      if (levelOfWord(s.slice(after, wordEnd(s, st, after)))) {
        putComponent(st, bare);
        st.p = e;
        return 'next';
      }
    }
  }
  if (!st.component && (st.level || st.pids > 0 || st.stamped || st.hasThread)) {
    if (st.level && !endsColon && (st.tab >= 0 || bare === 'in' || bare === 'from') && loggerAfterLevel(s, st, p, e, bare)) return 'stop';
    // after a bare `[level]` (or a level letter opening the line) only a dotted logger name is a component
    // (`[ERROR] django.request: ...`); a plain word with a colon there opens the message (`[notice] LDAP: Built with ...`)
    // (a name holding a hex address, `C-0x55d1a2b3:`, names a connection or object, not what wrote the line)
    // (a name of punctuation alone, the `:` of `INFO :: msg`, names nothing)
    if (endsColon && bare.length > 0 && isComponentName(bare) && hasWordChar(bare) && !(bare.includes('0x') && HEX_ADDRESS.test(bare)) && (!((st.levelInBrackets || st.lead) && st.pids === 0 && !st.hasThread) || isDotted(bare, 0, bare.length))) {
      if (bare.charCodeAt(0) === Ch.OpenParen && parenName(s, st, bare, e)) return 'stop';
      setComponent(st, bare);
      st.p = e;
      return 'stop';
    }
    const next = skipSpaces(s, e);
    const nc = s.charCodeAt(next);
    if (isDotted(bare, 0, bare.length) && (nc === Ch.OpenBracket || isSeparator(s, next) || (nc === Ch.Colon && s.charCodeAt(next + 1) === Ch.Space))) {
      putComponent(st, bare);
      st.p = nc === Ch.Colon ? next + 1 : e;
      return nc === Ch.Colon ? 'stop' : 'next';
    }
    // (a name: an address or a number there, `stamp - 10.0.0.7 - INFO - msg`, is the client's, header all the same)
    if (!st.level && isSeparator(s, next)) {
      const after = skipSpaces(s, next + 1);
      if (levelOfWord(s.slice(after, wordEnd(s, st, after)))) {
        if (isDigit(bare.charCodeAt(0))) {
          if (!f.host) f.host = bare;
          st.p = e;
          return 'next';
        }
        putComponent(st, bare);
        st.p = e;
        return 'next';
      }
    }
  }
  return 'stop';
}

/** t holds a letter or a digit. */
function hasWordChar(t: string): boolean {
  for (let i = 0; i < t.length; i++) if (isLetter(t.charCodeAt(i)) || isDigit(t.charCodeAt(i))) return true;
  return false;
}

/** A decimal number or a hex one written with `0x` in s[p, e), two spaces or a tab after it (a padded column). */
function paddedNumber(s: string, p: number, e: number): boolean {
  const g = s.charCodeAt(e);
  if (!(g === Ch.Tab || (g === Ch.Space && s.charCodeAt(e + 1) === Ch.Space)) || e - p > 18) return false;
  const hex = s.charCodeAt(p) === Ch.Digit0 && s.charCodeAt(p + 1) === 120 && e > p + 2;
  for (let i = hex ? p + 2 : p; i < e; i++) {
    const c = s.charCodeAt(i);
    if (!isDigit(c) && !(hex && ((c >= 97 && c <= 102) || (c >= 65 && c <= 70)))) return false;
  }
  return e > p;
}

/** Seconds since start with their fraction (`5072.979808s`). */
const UPTIME = /^\d+\.\d{3,9}s$/;
/** UPTIME's first and last character (a digit, an `s`): most tokens fail here, before the expression runs. */
function mayBeUptime(t: string): boolean {
  return t.charCodeAt(t.length - 1) === Ch.LowerS && isDigit(t.charCodeAt(0));
}
/** A thread's id written as a call of its number (`ThreadId(02)`, `Thread(7)`; not `Worker(3)` opening a message). */
const THREAD_ID = /^Thread[A-Za-z]*\(\d+\)$/;
/** Spans with their fields, each closed by a colon (`outbound:proxy{addr=10.0.4.12:8080}:`): the token ends with `}:`. */
const SPAN = /^(?:[\w:]+\{[^{}\s]*\}:)+$/;

/** A hex address (`0x7f3a91c0`) inside a token: an object's or connection's id. */
export const HEX_ADDRESS = /0x[0-9a-fA-F]{4,}/;

/**
 * syslog's facility and severity written as a header column, joined by `.` (BusyBox's syslogd, OpenWrt's logread,
 * rsyslog templates: `daemon.err odhcpd[42]: msg`) or by `:` and closed by one, padded or not (`dmesg --decode`:
 * `daemon:notice: msg`, `kern  :info  : msg`; not `security: warning:`, BIND's category and severity). The facility names
 * are syslog's own (RFC 5424).
 */
const FACILITY_LEVEL = /(?:kern|user|mail|daemon|auth|authpriv|syslog|lpr|news|uucp|cron|ftp|ntp|security|console|local[0-7])(?:\.([a-z]{3,8}):?| *:([a-z]{3,8}) *:)(?=[ \t]|$)/y;

/** The end of a facility and severity at p, its level set; 0 when there is none. */
export function facilityLevel(s: string, p: number, st: HeaderState): number {
  const c = s.charCodeAt(p);
  // (the facility names' first letters)
  if (c !== 107 && c !== 117 && c !== 109 && c !== 100 && c !== 97 && c !== 115 && c !== 108 && c !== 110 && c !== 99 && c !== 102) return 0;
  FACILITY_LEVEL.lastIndex = p;
  const m = FACILITY_LEVEL.exec(s);
  return m && setLevel(st, levelOfWord(m[1] ?? m[2])) ? FACILITY_LEVEL.lastIndex : 0;
}

/** An id: hex digits with at least one decimal digit (`0024`, `00fc`, `7f3a`). */
function isHexId(t: string): boolean {
  let digit = false;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i) | 0x20;
    if (c >= Ch.Digit0 && c <= Ch.Digit9) digit = true;
    else if (c < 0x61 || c > 0x66) return false;
  }
  return t.length > 0 && digit;
}

/**
 * A header written as one token of colon-joined fields, ids first, then the level and the channel (Wine's
 * `0024:err:module:import_dll msg`, `pid:tid:LEVEL:name`): the level, the field after it as the component, and the
 * whole token as header. True when it read one.
 */
function colonChain(st: HeaderState, e: number, bare: string): boolean {
  const pieces = bare.split(':');
  if (pieces.length < 3 || !isHexId(pieces[0])) return false;
  for (let k = 1; k < pieces.length && k < 4; k++) {
    const level = levelOfWord(pieces[k]);
    if (level) {
      const name = pieces[k + 1] ?? '';
      if (name === '' || !isComponentName(name) || !setLevel(st, level)) return false;
      putComponent(st, name);
      st.p = e;
      return true;
    }
    if (!isHexId(pieces[k])) return false;
  }
  return false;
}

/**
 * A severity letter, an upper-case component and a `[thread]` after the stamp (MongoDB before 4.4:
 * `... I NETWORK  [listener] waiting`): level, component and thread set.
 */
function upperComponentThenBracket(s: string, st: HeaderState, letter: string, next: number, nextEnd: number): boolean {
  const open = skipSpaces(s, nextEnd);
  if (nextEnd - next < 1 || nextEnd - next > 16 || s.charCodeAt(open) !== Ch.OpenBracket) return false;
  for (let i = next; i < nextEnd; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= Ch.UpperA && c <= Ch.UpperZ) || c === Ch.Hyphen || c === Ch.Underscore)) return false;
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

/**
 * The logger after the level: the field between tabs (zap, many Go loggers) or Flask's `LEVEL in module:`.
 * On success the component is set and st.p is past it.
 */
function loggerAfterLevel(s: string, st: HeaderState, p: number, e: number, bare: string): boolean {
  if (st.tab >= 0 && s.charCodeAt(p - 1) === Ch.Tab && s.charCodeAt(e) === Ch.Tab && isComponentName(bare)) {
    putComponent(st, bare);
    st.p = e;
    return true;
  }
  if (bare === 'from') return loggerInThread(s, st, e);
  if (bare !== 'in') return false;
  const n = skipSpaces(s, e);
  const ne = wordEnd(s, st, n);
  if (ne - n < 2 || s.charCodeAt(ne - 1) !== Ch.Colon || !isComponentName(s.slice(n, ne - 1))) return false;
  putComponent(st, s.slice(n, ne - 1));
  st.p = ne;
  return true;
}

/**
 * `from <logger> in <thread> - ` after the level (`[INFO] from play.api.Play in main - msg`): the logger the component,
 * the thread up to the separator (at most 80 characters), the message after it. True when read.
 */
function loggerInThread(s: string, st: HeaderState, e: number): boolean {
  const n = skipSpaces(s, e);
  const ne = wordEnd(s, st, n);
  const i = skipSpaces(s, ne);
  if (ne === n || !s.startsWith('in ', i) || !isComponentName(s.slice(n, ne))) return false;
  const t = skipSpaces(s, i + 3);
  const sep = s.indexOf(' - ', t);
  if (sep <= t || sep - t > 80) return false;
  putComponent(st, s.slice(n, ne));
  st.f.thread = s.slice(t, sep);
  st.hasThread = true;
  st.p = sep + 3;
  return true;
}

/** A name in parentheses (`(hb)`, `(drv_ssd)`): a module's name written as a tag. */
const PAREN_NAME = /^\(([A-Za-z_][\w.-]*)\)$/;
/** A source file and line in parentheses (`(hb.c:2216)`, `(src/net.cc:88)`). */
const PAREN_SOURCE = /^\(([\w./-]*\w\.[A-Za-z]{1,5}:\d+)\)$/;

/**
 * A component written in parentheses and closed by a colon (`WARNING (hb): (hb.c:2216) msg`): the name inside is the
 * component, and a source location in parentheses right after it is header too (the line's `source`). True when read.
 */
function parenName(s: string, st: HeaderState, bare: string, e: number): boolean {
  const m = PAREN_NAME.exec(bare);
  if (!m) return false;
  putComponent(st, m[1]);
  st.p = e;
  const next = skipSpaces(s, e);
  if (s.charCodeAt(next) !== Ch.OpenParen) return true;
  const close = s.indexOf(')', next);
  const src = close > next && close - next < 120 && s.charCodeAt(close + 1) === Ch.Space ? PAREN_SOURCE.exec(s.slice(next, close + 1)) : null;
  if (src) {
    st.f.source = src[1];
    st.p = close + 1;
  }
  return true;
}
