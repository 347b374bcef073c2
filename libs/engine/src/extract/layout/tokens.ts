import { cutMark } from '../header/shapes.js';
import { levelOfLetter, levelOfWord, type Level } from '../levels.js';

/**
 * The header of a line cut into tokens for layout inference: whitespace-separated words, a bracketed group
 * (`[10.30 16:49:06]`, `{file.py:12}`, `<host01>`) kept whole, each with the gap that follows it.
 */
export interface Token {
  start: number;
  end: number;
  /** Whitespace after the token: its length, 9 when it holds a tab (a padded or tab-separated column). */
  gap: number;
  kind: Kind;
}

export const enum Kind {
  /** Digits and stamp punctuation (`2023-04-11`, `08:15:02,331`, `1117838570`). */
  Stamp,
  /** A level word, bare or bracketed (`INFO`, `Info`, `[WARN ]`, `ERROR:`). */
  Level,
  /** A separator (`-`, `|`, `:`, `--`, `>`). */
  Sep,
  /** A bracketed group that is not a level. */
  Bracket,
  /** An identifier holding several digit runs (`R02-M1-N0-C:J12-U11`, `10.0.0.3:80`). */
  Id,
  /** Anything else that starts with a letter, `_` or `$` (a word, a dotted name, `chrome.exe`). */
  Name,
  Other,
}

/** A name: a letter, `_` or `$`, then word characters, `$`, `.` or `-` (`web-3`, `com.shop.Cache`), one word. */
export const NAME = /^[A-Za-z_$][\w$.-]*$/;

const OPEN_CLOSE: Record<string, string> = { '[': ']', '{': '}', '<': '>', '(': ')' };

/** Whitespace tokens of `s` from `from`, at most `max` of them (a bracket opening a token runs to its closer). */
export function tokenize(s: string, from: number, to: number, max: number): Token[] {
  const out: Token[] = [];
  let p = from;
  while (p < to && isSpace(s.charCodeAt(p))) p++;
  while (p < to && out.length < max) {
    let e = p;
    const close = OPEN_CLOSE[s[p]];
    let adjacent = false;
    if (close) {
      const c = s.indexOf(close, p + 1);
      if (c > 0 && c < to && c - p < 120) {
        e = c + 1;
        // brackets written back to back (`[stamp][tid][info][gc]`) are columns of their own
        adjacent = e < to && OPEN_CLOSE[s[e]] !== undefined;
      }
    }
    if (!adjacent) while (e < to && !isSpace(s.charCodeAt(e))) e++;
    let q = e;
    let tab = false;
    while (q < to && isSpace(s.charCodeAt(q))) {
      if (s.charCodeAt(q) === 9) tab = true;
      q++;
    }
    out.push({ start: p, end: e, gap: tab ? 9 : q - e, kind: kindOf(s, p, e) });
    p = q;
  }
  return out;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9;
}

/** The level a token names (brackets, a trailing `:` or `,` and padding inside brackets ignored). */
export function tokenLevel(s: string, a: number, b: number): Level | undefined {
  let x = a;
  let y = b;
  const c0 = s[x];
  if (c0 === '[' || c0 === '<' || c0 === '(' || c0 === '{') {
    x++;
    // a bracket closing the header with a colon (Puppet's `Puppet (notice): ...`)
    if (y > x + 1 && s[y - 1] === ':' && s[y - 2] === OPEN_CLOSE[c0]) y--;
    if (y > x && s[y - 1] === OPEN_CLOSE[c0]) y--;
  } else if (c0 === '|' && y > x + 2 && s[y - 1] === '|') {
    // a level between pipes (`|ERROR|`)
    x++;
    y--;
  }
  while (y > x && (s[y - 1] === ':' || s[y - 1] === ',' || s[y - 1] === ' ')) y--;
  while (x < y && s[x] === ' ') x++;
  // a level with a thread or call id written against it (Asterisk's `NOTICE[5731][C-00000c7]`)
  if (x === a && y > x && s[y - 1] === ']') {
    const open = s.indexOf('[', x);
    if (open > x && open < y) y = open;
  }
  return y - x >= 3 && y - x <= 13 ? levelOfWord(s.slice(x, y)) : undefined;
}

/**
 * A single-letter level as a header writes it (`I`, `W!`, `E:`): upper-case, alone or with a `!` or `:` after it.
 * Trusted only where the batch (a column of such letters) or the letter's place in the line says it is a level.
 */
export function letterLevel(t: string): Level | undefined {
  // (an empty field, `a||b` or `|  |`, holds no letter)
  if (t.length === 0 || t.length > 2 || (t.length === 2 && t[1] !== '!' && t[1] !== ':')) return undefined;
  return levelOfLetter(t[0]);
}

/**
 * A level joined to a name by `/` (Icinga's `information/ConfigItem:`, `INFO/MainProcess`) or `,` (a topic list,
 * `dhcp,warning`) or, upper-case, by `.` (Monolog's `app.ERROR:`): the level and the name. Undefined for anything
 * else.
 */
export function joinedLevel(t: string): BracketLevel | undefined {
  if (t.length > 80) return undefined;
  // an upper-case level word after a name and `-` (GLib's `Gtk-WARNING`, `GLib-GIO-CRITICAL`: the log domain's)
  const dash = t.lastIndexOf('-');
  if (dash > 0) {
    const w = t.slice(dash + 1).replace(/:$/, '');
    const name = t.slice(0, dash);
    if (w.length >= 4 && w === w.toUpperCase() && levelOfWord(w) && NAME.test(name) && /[a-z]/.test(name) && isComponentLike(name)) {
      return { level: levelOfWord(w)!, component: name };
    }
  }
  const m = /^([A-Za-z_$][\w$.-]*?)([/.,:])([A-Za-z_$][\w$.-]*):?$/.exec(t);
  if (!m) return undefined;
  // a level letter joined to a tag closed by a colon (Android's `I/ActivityManager:`, logcat's tag format)
  // — or without the colon when the tag is a name of three characters or more (Firefox's MOZ_LOG `D/nsHttp msg`,
  // not `I/O`)
  if (m[2] === '/' && m[1].length === 1 && (t.endsWith(':') || m[3].length >= 3) && /^[VDIWEF]$/.test(m[1]) && isComponentLike(m[3])) {
    const level = levelOfLetter(m[1]);
    if (level) return { level, component: m[3] };
  }
  for (const [w, other] of [[m[1], m[3]], [m[3], m[1]]]) {
    const level = levelOfWord(w);
    if (!level || (m[2] === '.' && w !== w.toUpperCase())) continue;
    // joined by `:` (Python's `WARNING:root:`, Couchbase's `[ns_server:info,…]`), a level word of three letters or more
    if (m[2] === ':' && w.length < 3) continue;
    if (w !== w.toUpperCase() && w !== w.toLowerCase()) continue;
    if (isComponentLike(other) && !levelOfWord(other)) return { level, component: other };
  }
  return undefined;
}

/** What a bracket holding a level with other header pieces says (`[core:error]`, `[12:00:01,120: INFO/MainProcess]`). */
/**
 * A level joined to a name opening a bracket's comma-separated fields, read from the bracket's inside
 * (`ns_server:info,stamp,node:…` of Couchbase's `[ns_server:info,…]`): no space inside, the first field 3 to 39 characters.
 */
export function levelOpeningFields(inner: string): BracketLevel | undefined {
  const comma = inner.indexOf(',');
  return comma > 2 && comma < 40 && inner.indexOf(' ') < 0 ? joinedLevel(inner.slice(0, comma)) : undefined;
}

export interface BracketLevel {
  level: Level;
  /** The name written next to the level inside the bracket (after it, else before it), '' when none. */
  component: string;
}

/**
 * The level inside a bracket that holds more than the level word (pieces cut at spaces, `/`, `:`, `|`): the level
 * and the name beside it. Undefined for a bracket without a standalone level piece.
 */
export function bracketLevel(t: string): BracketLevel | undefined {
  const close = OPEN_CLOSE[t[0]];
  if (!close || t[t.length - 1] !== close) return undefined;
  const opening = levelOpeningFields(t.slice(1, -1));
  if (opening) return opening;
  if (t.length > 80) return undefined;
  const pieces = t.slice(1, -1).split(/[\s/:|]+/).filter((x) => x !== '');
  if (pieces.length < 2 || pieces.length > 6) return undefined;
  for (let i = 0; i < pieces.length; i++) {
    const w = pieces[i].replace(/,$/, '');
    const level = levelOfWord(w);
    // a level piece written as header is: upper-case, capitalized or all lower-case (no sentence around it)
    if (!level || (w !== w.toUpperCase() && w !== w.toLowerCase() && w[0] !== w[0].toUpperCase())) continue;
    const near = [pieces[i + 1], pieces[i - 1]].find((x) => x !== undefined && /^[A-Za-z_$]/.test(x) && isComponentLike(x) && !levelOfWord(x));
    // words around the level that are not header pieces: a sentence in brackets, not a header
    if (pieces.filter((x) => /^[a-z]+$/.test(x) && x !== w).length > 1) return undefined;
    return { level, component: near ?? '' };
  }
  return undefined;
}

const STAMP = /^[\d:.,/TZ+-]+$/;
/** A time zone's abbreviation (`UTC`, `CEST`) or a 12-hour clock's `AM`/`PM`: a piece of the stamp before it. */
export const ZONE_WORD = /^(?:UTC|GMT|[ECMP][SD]T|CES?T|BST|IST|JST|AM|PM)$/;
const SEP = /^(?:-+|\||:|>|=>|::|\*{2,3}:?)$/;

/** What kind of token `s[a, b)` is. */
export function kindOf(s: string, a: number, b: number): Kind {
  if (tokenLevel(s, a, b) || (OPEN_CLOSE[s[a]] !== undefined && bracketLevel(s.slice(a, b)))) return Kind.Level;
  const t = s.slice(a, b);
  if (SEP.test(t)) return Kind.Sep;
  if (OPEN_CLOSE[t[0]] && (t[t.length - 1] === OPEN_CLOSE[t[0]] || (t.length > 2 && t[t.length - 1] === ':' && t[t.length - 2] === OPEN_CLOSE[t[0]]))) return Kind.Bracket;
  if (t.length > 3 && joinedLevel(t)) return Kind.Level;
  // (a time zone's abbreviation after the time, `08:15:02.123 UTC`)
  if (ZONE_WORD.test(t)) return Kind.Stamp;
  const digits = digitRuns(t);
  if (digits > 0 && STAMP.test(t.replace(/,$/, ''))) return Kind.Stamp;
  // a time or date with its digits masked (`??:??:??`, a clock not set yet): a stamp too (round 25)
  if (digits === 0 && t.charCodeAt(0) === 63 && MASKED_STAMP.test(t)) return Kind.Stamp;
  if (digits >= 3) return Kind.Id;
  return /^[A-Za-z_$]/.test(t) || abbreviatedLogger(t) ? Kind.Name : Kind.Other;
}

const MASKED_STAMP = /^\?\?[:/.-]\?\?[:/.-]\?\?(?:\?\?)?$/;

function digitRuns(t: string): number {
  let runs = 0;
  let inRun = false;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    const d = c >= 48 && c <= 57;
    if (d && !inRun) runs++;
    inRun = d;
  }
  return runs;
}

/**
 * A name that reads as a component: a word or identifier (`CBS`, `net.Pool`, `Step_LSC`, `scheduler_job.py:155`);
 * not a labelled value (`ERRCODE: SC_ERR_X(39)`), nor words run together with `, `.
 */
export function isComponentLike(t: string): boolean {
  if (t.endsWith(']')) t = t.replace(EVENT_ID, '').replace(/\.\[[^\]\s]*\]/g, '.x');
  if (abbreviatedLogger(t)) t = t.slice(1);
  return t.length > 0 && t.length <= 120 && /^[A-Za-z_$][\w$.:#/@*()\-, ]*$/.test(t) && !/ {2}|, |: /.test(t) && !t.endsWith('.') && !t.endsWith(',') && !IDENTITY.test(t);
}

/**
 * A dotted logger name whose leading packages were cut off, the cut marked by a `.` or `#` opening it
 * (`.handler.ScriptHandler`, `#c.i.Startup`): a qualified name all the same.
 */
export function abbreviatedLogger(t: string): boolean {
  if (cutMark(t, 0, t.length) !== 1) return false;
  CUT_NAME.lastIndex = 1;
  return CUT_NAME.test(t);
}
/** The qualified name after the mark, up to the end. */
const CUT_NAME = /[A-Za-z_$][\w$-]*(?:\.[A-Za-z_$][\w$-]*)+$/y;

/** An event id written against a name (.NET's `Microsoft.Hosting.Lifetime[14]`); Tomcat's `C.[.[/]` groups are kept. */
export const EVENT_ID = /(?<=\w)\[\d+\]$/;

/** `user@database` (PostgreSQL's `%u@%d`, a login): who the line is about, not what wrote it. */
const IDENTITY = /^[a-z_][a-z0-9_-]*@[a-z_][a-z0-9_-]*$/;

/**
 * `^[A-Za-z_$][\w$-]*(?:[.#$:][A-Za-z_$][\w$-]*)+$` read in linear time: a `$` is both a name's character and a
 * separator there, so that expression tried every split of `a$a$a…$a!` (0.7 s at 60 characters, doubling with each
 * `$a`). The same names: the characters, each `.`, `#` or `:` opening a part; and one separator at least, a `$` counting
 * where a part's opening character follows it.
 */
const QUALIFIED_CHARS = /^[A-Za-z_$](?:[\w$-]|[.#:](?=[A-Za-z_$]))*$/;
const QUALIFIED_MARK = /[.#:]/;
const DOLLAR_PART = /.\$[A-Za-z_$]/;

/** A dotted or qualified name (`org.apache.Foo.start`, `net.Pool`, `Run#execute`): a logger, not a word. */
export function isQualified(t: string): boolean {
  if (t.endsWith(']')) t = t.replace(EVENT_ID, '');
  if (abbreviatedLogger(t)) t = t.slice(1);
  return QUALIFIED_CHARS.test(t) && (QUALIFIED_MARK.test(t) || DOLLAR_PART.test(t));
}
