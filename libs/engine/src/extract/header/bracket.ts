import { Ch } from '../chars.js';
import { levelOfLetter, levelOfWord, namespacedLevel, type Level } from '../levels.js';
import { levelOpeningFields } from '../layout/tokens.js';
import { closingBracket, isDigit, isDigits, lastIndexOfFew, skipSpaces } from '../scan.js';
import { isDotted, isLineBreak, isRegexSpace, isSeparator } from './shapes.js';
import { putComponent, setLevel, wordEnd, type HeaderState } from './state.js';

/** A source file with its line (`config.go:12`, `src/net/conn.c:1234`). */
export const BRACKET_SOURCE = /^[\w./-]*\w\.[A-Za-z]{1,5}:\d+$/;

/** A name qualified by `:` or `\\` (`function:parse`, `app\web\NotFound:404`), no spaces. */
const QUALIFIED = /^[A-Za-z_][\w.-]*(?:[:\\][\w.-]+)+$/;
/** `name:number` (`[auth:242]`): a name and its pid, read elsewhere. */
const NAME_NUMBER = /^[\w.-]+:\d+$/;

/**
 * A `[...]` in the header: a level (`[ERROR]`, `[module:WARN]`), a pid, a `[thread:Class@line]` block, a
 * bracket after the level (Apache's `[pid N:tid M]`, a dotted class), a thread, or the trailing context.
 */
export function readBracket(s: string, st: HeaderState): 'next' | 'stop' {
  const f = st.f;
  const close = closingBracket(s, st.p);
  if (close < 0) return 'stop';
  if (s.charCodeAt(close + 1) === Ch.OpenBracket && !st.level && !st.component && gluedRun(s, st, close)) return 'stop';
  const inner = s.slice(st.p + 1, close).trim();
  const after = skipSpaces(s, close + 1);
  if (!st.level) {
    const colon = lastIndexOfFew(inner, ':');
    const lv = levelOfWord(colon > 0 ? inner.slice(colon + 1) : inner);
    if (lv && !(colon > 0 && inner.charCodeAt(colon - 1) === Ch.Colon)) {
      setLevel(st, lv);
      st.levelInBrackets = true;
      if (colon > 0) f.module = inner.slice(0, colon);
      st.p = close + 1;
      return 'next';
    }
    // a level written in a namespace after the name (`[tcp.Port#critical]`, `[App::Db::ERROR]`): the name the component
    const ns = namespacedLevel(inner);
    if (ns && ns.end > 0 && setLevel(st, ns.level)) {
      st.levelInBrackets = true;
      putComponent(st, inner.slice(0, ns.end));
      st.p = close + 1;
      return 'next';
    }
    // a level joined to a name opening a bracket of comma-separated fields (Couchbase's `[ns_server:info,stamp,…]`)
    const joined = levelOpeningFields(inner);
    if (joined && setLevel(st, joined.level)) {
      st.levelInBrackets = true;
      putComponent(st, joined.component);
      st.p = close + 1;
      return 'stop';
    }
  }
  // a level letter alone in a bracket right after the stamp (`stamp [W] [config.go:12] msg`; not `A` or `C`, words)
  if (!st.level && st.stamped && inner.length === 1 && !st.hasThread && inner !== 'A' && inner !== 'C' && setLevel(st, levelOfLetter(inner))) {
    st.levelInBrackets = true;
    st.p = close + 1;
    return 'next';
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
    // log4j's `%X{...}` context is often followed by the pattern's separator (`[req=ab12 user=x] - message`)
    if (isSeparator(s, after)) st.p = skipSpaces(s, after + 1);
    return 'stop';
  }
  // a source location alone in a bracket after the level, right before the message (`[W] [config.go:12]  msg`):
  // the component, as where nothing else names one
  if (st.level && !st.component && s.charCodeAt(after) !== Ch.OpenBracket && isDigit(inner.charCodeAt(inner.length - 1)) && BRACKET_SOURCE.test(inner)) {
    putComponent(st, inner);
    st.p = s.charCodeAt(close + 1) === Ch.Colon ? close + 2 : close + 1;
    return 'stop';
  }
  // a qualified name alone in a bracket after the level, the message right after it (`[error] [function:parse] TypeError:
  // msg`, `[warning][app\web\NotFound:404] msg`): the component; a `Name:` after it opens the message
  if (st.level && !st.component && s.charCodeAt(after) !== Ch.OpenBracket && !isSeparator(s, after) && QUALIFIED.test(inner) && !NAME_NUMBER.test(inner)) {
    putComponent(st, inner);
    st.p = close + 1;
    return 'stop';
  }
  // two brackets after the level, the second a dotted name closed by a colon (`[ERROR] [hz.main.thread-3] [c.h.Wrapper]:
  // msg`): the first is the thread, the second (read next) the component
  if (st.level && !st.hasThread && s.charCodeAt(after) === Ch.OpenBracket && loggerBracketColon(s, after)) {
    f.thread = inner;
    st.hasThread = true;
    st.p = close + 1;
    return 'next';
  }
  if (st.level && bracketAfterLevel(st, inner)) {
    st.p = close + 1;
    return 'next';
  }
  if ((st.level || st.stamped) && isBlock(st, inner)) {
    if (st.blockColon > 0) {
      f.thread = inner.slice(0, st.blockColon);
      st.hasThread = true;
    }
    putComponent(st, inner.slice(st.blockColon + 1, st.blockAt));
    f.line = inner.slice(st.blockAt + 1);
    st.p = close + 1;
    return 'next';
  }
  if ((!st.level && !st.lead) || headerFollows(s, st, after)) {
    if (!st.hasThread) {
      f.thread = inner;
      st.hasThread = true;
    } else f.context = inner;
    st.p = close + 1;
    return 'next';
  }
  return 'stop';
}

/** A name in a bracket of a glued run: a word, `name:line` or a dotted name (`ReM`, `sensor:830`, `net`). */
const RUN_NAME = /^[A-Za-z_][\w.-]*(?::\d+)?$/;

/**
 * A run of brackets written back to back and closed by a colon (`[Z0][ReM][D]: msg`, `[D][sensor:830]: msg`,
 * `[DBG ][net ]: msg`): the whole run is header. The bracket holding a level word, or a level letter alone, is the
 * level; the bracket holding a name (no digit but a line number after a colon) is the component; a number is the
 * pid, anything else the thread. Taken only when the run names both a level and a component. True when read.
 */
function gluedRun(s: string, st: HeaderState, firstClose: number): boolean {
  let level: Level | undefined;
  let component = '';
  let pid = '';
  let thread = '';
  let open = st.p;
  let close = firstClose;
  for (let k = 0; k < 6; k++) {
    const inner = s.slice(open + 1, close).trim();
    const word = inner.length >= 3 ? levelOfWord(inner) : undefined;
    const letter = inner.length === 1 && inner !== 'A' && inner !== 'C' ? levelOfLetter(inner) : undefined;
    if (!level && (word || letter)) level = word ?? letter;
    else if (component === '' && RUN_NAME.test(inner) && !/\d/.test(inner.replace(/:\d+$/, '')) && !levelOfWord(inner)) component = inner;
    else if (pid === '' && isDigits(inner)) pid = inner;
    else if (thread === '' && inner !== '') thread = inner;
    else return false;
    const next = close + 1;
    if (s.charCodeAt(next) === Ch.Colon) {
      if (!level || component === '' || (next + 1 < s.length && s.charCodeAt(next + 1) !== Ch.Space)) return false;
      setLevel(st, level);
      st.levelInBrackets = true;
      putComponent(st, component);
      if (pid !== '' && !st.hasPid) {
        st.f.pid = pid;
        st.hasPid = true;
      }
      if (thread !== '' && !st.hasThread) {
        st.f.thread = thread;
        st.hasThread = true;
      }
      st.p = next + 1;
      return true;
    }
    if (s.charCodeAt(next) !== Ch.OpenBracket) return false;
    open = next;
    close = s.indexOf(']', open + 1);
    if (close < 0 || close - open > 60) return false;
  }
  return false;
}

/** The bracket opening at p holds a dotted name (`[c.h.m.i.MapStoreWrapper]`) and a colon closes it. */
function loggerBracketColon(s: string, p: number): boolean {
  const close = closingBracket(s, p);
  return close > p + 2 && s.charCodeAt(close + 1) === Ch.Colon && s.indexOf('.', p + 2) < close && isDotted(s, p + 1, close);
}

/** A bracket after the level: Apache 2.4's `[pid N:tid M]`, or a dotted class name (`[o.e.n.Node   ]`). */
function bracketAfterLevel(st: HeaderState, inner: string): boolean {
  if (inner.startsWith('pid ') && !st.hasPid) {
    const colon = inner.indexOf(':tid ');
    const pid = inner.slice(4, colon < 0 ? inner.length : colon);
    if (!isDigits(pid)) return false;
    st.f.pid = pid;
    st.hasPid = true;
    if (colon > 0) st.f.tid = inner.slice(colon + 5);
    return true;
  }
  if (inner.indexOf('.', 1) > 0 && isDotted(inner, 0, inner.length)) {
    putComponent(st, inner);
    return true;
  }
  return false;
}

/**
 * `[thread:Class@line]` content: `/^(?:(.*?):)?([^:@\s][^@]*?)@(\d+)$/`. When it is one, the colon ending the
 * thread (-1 when none) and the `@` before the line number are left in `st.blockColon` and `st.blockAt`.
 */
function isBlock(st: HeaderState, t: string): boolean {
  const n = t.length;
  const at = lastIndexOfFew(t, '@');
  if (at < 0 || at === n - 1) return false;
  for (let i = at + 1; i < n; i++) {
    const c = t.charCodeAt(i);
    if (c < Ch.Digit0 || c > Ch.Digit9) return false;
  }
  const prevAt = at > 0 ? lastIndexOfFew(t, '@', at - 1) : -1;
  // the class starts after a colon (the first that works) or at 0; it holds no `@` and is not empty
  // the thread before the colon holds no line break (`.*?` does not cross one): `t[0, clean)` has none
  let clean = 0;
  for (let colon = t.indexOf(':'); colon >= 0 && colon < at; colon = t.indexOf(':', colon + 1)) {
    while (clean < colon && !isLineBreak(t.charCodeAt(clean))) clean++;
    if (clean < colon) break;
    const start = colon + 1;
    if (start < at && start > prevAt) {
      const c = t.charCodeAt(start);
      if (c !== Ch.Colon && !isRegexSpace(c)) {
        st.blockColon = colon;
        st.blockAt = at;
        return true;
      }
    }
  }
  if (at > 0 && prevAt < 0) {
    const c = t.charCodeAt(0);
    if (c !== Ch.Colon && !isRegexSpace(c)) {
      st.blockColon = -1;
      st.blockAt = at;
      return true;
    }
  }
  return false;
}

/** After a `[...]` that follows the level: does more header follow (a separator or a Class: name)? */
function headerFollows(s: string, st: HeaderState, p: number): boolean {
  if (isSeparator(s, p)) return true;
  const e = wordEnd(s, st, p);
  // a token ending in `:` is never dotted whole (a `:` inside must be followed by a name): one scan
  if (s.charCodeAt(e - 1) !== Ch.Colon) return isDotted(s, p, e) && isSeparator(s, skipSpaces(s, e));
  return e - p >= 3 && isDotted(s, p, e - 1);
}
