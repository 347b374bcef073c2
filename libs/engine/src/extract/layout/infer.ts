import { isComponentLike, isQualified, joinedLevel, Kind, kindOf, letterLevel, tokenize, tokenLevel, type Token } from './tokens.js';
import { BRACKET_NAME, NAME_PID, readWithLayout, tailComponent, type Layout } from './layout.js';
import { framed } from '../header/shapes.js';

/**
 * Header inference from a batch of lines (in the spirit of Elasticsearch's find_structure and Loki's pattern
 * tokenizer): candidate layouts are built from the lines — a field delimiter present in (nearly) every line,
 * ` - ` ending the header, or whitespace columns whose tokens keep one type from line to line — and the one
 * that reads a level and a component from the most lines wins. One line is a batch of one (`single`: then the
 * level word must stand as header does, upper-case or capitalized and after header-like tokens only).
 */

const MAX_COLUMNS = 14;
const OPENERS = '[{<(';

/** How many lines a layout reads, and how many of them with a level and with a component. */
export function scoreLayout(layout: Layout, lines: readonly string[]): number {
  let score = 0;
  for (const s of lines) {
    const r = readWithLayout(layout, s);
    if (!r || r.message === '') continue;
    if (r.level) score++;
    if (r.component) score++;
  }
  return score;
}

/** The delimiters a table of records is cut by (records.ts), tried in this order. */
export const TABLE_DELIMITERS = ['\t', '|'];
/** The field delimiters a header is cut by, tried in this order: a table's, then `;` and `,`. */
const FIELD_DELIMITERS = [...TABLE_DELIMITERS, ';', ','];

/**
 * Delimiter detection, one for both delimited readers (the header layouts here, the tables of records.ts): how
 * many times `d` occurs (counted up to `max`) on `need` of the first `k` lines at least.
 */
export function delimiterReach(lines: readonly string[], k: number, d: string, need: number, max: number): number {
  const counts = new Array<number>(k);
  for (let i = 0; i < k; i++) {
    const s = lines[i];
    let n = 0;
    for (let p = s.indexOf(d); p >= 0 && n < max; p = s.indexOf(d, p + 1)) n++;
    counts[i] = n;
  }
  counts.sort((a, b) => b - a);
  return counts[need - 1];
}

/** Candidate layouts for the lines. */
export function candidateLayouts(lines: readonly string[], single: boolean): Layout[] {
  const out: Layout[] = [];
  // how many times a delimiter occurs on (nearly) every line: its 10 %-quantile of occurrences a line (up to 9)
  const n = lines.length;
  const nearlyEvery = n - Math.floor(0.1 * (n - 1));
  let pipes = 0;
  for (const d of FIELD_DELIMITERS) {
    const q = delimiterReach(lines, n, d, nearlyEvery, 9);
    if (d === '|') pipes = q;
    const k = Math.min(8, q);
    if (k >= 2) out.push(typedFields(lines, { delim: d, fields: k, levelAt: -1, seps: [] }, single));
  }
  // the header written inside the line's first bracket, a level (word or letter) then a stamp
  // (Tornado's `[I 230614 08:15:02 web:2239] msg`)
  const heads = lines.map(bracketHead);
  if (heads.filter((h) => h !== 0).length >= 0.9 * lines.length) {
    const bracketed: Layout = { delim: '', fields: 0, levelAt: 0, seps: [], bracketed: true };
    if (heads.filter((h) => h === 2).length >= 0.9 * lines.length) bracketed.letterAt = 0;
    out.push(bracketed);
  }
  const dash = lines.filter((s) => {
    const at = s.indexOf(' - ');
    return at > 0 && at < 160;
  }).length;
  if (dash >= 0.9 * lines.length) out.push({ delim: ' - ', fields: 1, levelAt: -1, seps: [] });
  // a pipe written once in (nearly) every line ends the header (Squid's `stamp kid1| message`)
  if (pipes === 1) out.push({ delim: '|', fields: 1, levelAt: -1, seps: [] });
  const columns = whitespaceLayout(lines, single);
  if (columns) out.push(columns);
  // the component written at the end of (nearly) every line, in brackets (log4j's `%m (%c)`); one line: a logger
  // name qualified twice (`(org.app.db.Pool)`), not a parenthesis of a sentence
  const tail = lines.filter((s) => {
    const t = tailComponent(s);
    return t !== undefined && (!single || t.component.split('.').length >= 3);
  }).length;
  if (tail >= 0.9 * lines.length) {
    for (const l of out) l.tail = true;
    // the logger at the end: what follows the level is the message (`INFO [Fetcher id=3] Error ...`), in one line
    // and in a dump (where a bracket after the level on most lines is the message's context, not a column)
    if (columns && columns.levelAt >= 0 && columns.fields > columns.levelAt + 1) out.unshift({ ...columns, fields: columns.levelAt + 1, seps: [], tail: true });
  }
  return out;
}

/**
 * Delimited fields typed across the batch: a field holding a level letter on (nearly) every line (two letters
 * or more among them: a column, not a constant) is the level; among the fields of names, the one whose values
 * hold no digits is the component when the others hold them (host or node ids: `node01`, `gpu-3`).
 */
function typedFields(lines: readonly string[], layout: Layout, single: boolean): Layout {
  // (a few lines are no evidence; one line is: its own fields)
  if (!single && lines.length < 4) return layout;
  const k = layout.fields;
  const letters = new Array<number>(k).fill(0);
  const distinct = Array.from({ length: k }, () => new Set<string>());
  const names = new Array<number>(k).fill(0);
  const digits = new Array<number>(k).fill(0);
  for (const s of lines) {
    const fs = s.split(layout.delim, k + 1);
    if (fs.length <= k) continue;
    for (let f = 0; f < k; f++) {
      const t = fs[f].trim();
      if (letterLevel(t)) {
        letters[f]++;
        distinct[f].add(t);
      }
      if (kindOf(t, 0, t.length) === Kind.Name && isComponentLike(t)) {
        names[f]++;
        if (/\d/.test(t)) digits[f]++;
      }
    }
  }
  const n = lines.length;
  const out: Layout = { ...layout };
  // one line: a field that is a bare letter (`|I|`) and not the first
  for (let f = 0; f < k; f++) if (letters[f] >= 0.9 * n && (single ? f > 0 && [...distinct[f]][0].length === 1 : distinct[f].size >= 2)) out.letterAt = f;
  const named = [...names.keys()].filter((f) => names[f] >= 0.8 * n && f !== out.letterAt);
  const plain = named.filter((f) => digits[f] <= 0.1 * names[f]);
  if (named.length >= 2 && plain.length === 1 && named.every((f) => f === plain[0] || digits[f] >= 0.5 * names[f])) out.componentAt = plain[0];
  return out;
}

/**
 * The line opens with a bracket holding a level and then a date or time (`[W 230614 08:15:02 ...]`): 2 for a
 * level letter, 1 for a level word, else 0.
 */
function bracketHead(s: string): number {
  if (s.charCodeAt(0) !== 91) return 0;
  const close = s.indexOf(']');
  if (close < 0 || close > 160) return 0;
  const ts = tokenize(s, 1, close, 3);
  if (ts.length < 3 || ts[1].kind !== Kind.Stamp || !/\d[-:/]\d|^\d{6,8}$/.test(s.slice(ts[1].start, ts[1].end))) return 0;
  const w = s.slice(ts[0].start, ts[0].end);
  return letterLevel(w) !== undefined ? 2 : tokenLevel(w, 0, w.length) !== undefined ? 1 : 0;
}

/**
 * Level letters: in a dump, a column holding a level letter (`I`, `W!`) on (nearly) every line, two letters or
 * more among them; in one line, a letter with `!` or `:` written right after a date or time, or a bare one between
 * a date or time and a bracket. Their tokens are marked as levels; the column, or -1.
 */
function letterColumn(toks: readonly Token[][], lines: readonly string[], single: boolean): number {
  if (single) {
    const ts = toks[0];
    const s = lines[0];
    for (let i = 1; i + 1 < ts.length && i < 6; i++) {
      const w = s.slice(ts[i].start, ts[i].end);
      const prev = ts[i - 1];
      if (!letterLevel(w) || prev.kind !== Kind.Stamp || !/\d[-:/]\d/.test(s.slice(prev.start, prev.end))) continue;
      if (w.length === 2 || ts[i + 1].kind === Kind.Bracket) {
        ts[i].kind = Kind.Level;
        return i;
      }
    }
    // a bare letter after a date, ids and one name (WebSphere's `[stamp] 0000008e ThreadMonitor W WSVR0605W: ...`);
    // not A or C, words of prose
    for (let i = 2; i + 1 < ts.length && i < 6; i++) {
      const w = s.slice(ts[i].start, ts[i].end);
      if (w.length !== 1 || !letterLevel(w) || w === 'A' || w === 'C' || ts[i - 1].kind !== Kind.Name) continue;
      let dated = false;
      let ok = true;
      for (let j = 0; j < i - 1 && ok; j++) {
        const t = s.slice(ts[j].start, ts[j].end);
        if (/\d[-:/]\d/.test(t)) dated = true;
        ok = ts[j].kind === Kind.Stamp || ts[j].kind === Kind.Id || ts[j].kind === Kind.Bracket || (ts[j].kind === Kind.Other && /^[\da-f]+$/.test(t));
      }
      if (ok && dated) {
        ts[i].kind = Kind.Level;
        return i;
      }
      break;
    }
    return -1;
  }
  const n = lines.length;
  if (n < 4) return -1;
  for (let j = 0; j < MAX_COLUMNS - 1; j++) {
    let k = 0;
    const distinct = new Set<string>();
    for (let li = 0; li < n; li++) {
      const t = toks[li][j];
      if (!t || toks[li].length <= j + 1) continue;
      const w = lines[li].slice(t.start, t.end);
      if (letterLevel(w)) {
        k++;
        distinct.add(w);
      }
    }
    if (k >= 0.9 * n && distinct.size >= 2) {
      for (let li = 0; li < n; li++) if (toks[li][j] && letterLevel(lines[li].slice(toks[li][j].start, toks[li][j].end))) toks[li][j].kind = Kind.Level;
      return j;
    }
  }
  return -1;
}

/** A bracket holding a name (`[main]`), not a labelled value (`[ERRCODE: SC_ERR_X(39)]`). */
function bracketed(s: string, t: Token): boolean {
  const inside = s.slice(t.start + 1, t.end - 1).trim();
  return isComponentLike(inside) || !/^[A-Za-z_$][\w$.-]*: /.test(inside);
}

/** A token that may stand before the level in a single line's header (no plain word of a sentence). */
function headerLike(s: string, t: Token): boolean {
  if (t.kind !== Kind.Name) return t.kind !== Kind.Other || /^[^\w]*\d/.test(s.slice(t.start, t.end));
  const w = s.slice(t.start, t.end).replace(/[,:]$/, '');
  return /^[A-Z0-9_]+$/.test(w) || isQualified(w) || /[_\d]/.test(w);
}

function levelColumn(toks: readonly Token[][], lines: readonly string[], single: boolean): number {
  const at = new Array<number>(MAX_COLUMNS).fill(0);
  toks.forEach((ts, li) => {
    const i = ts.findIndex((t) => t.kind === Kind.Level);
    if (i < 0 || i >= MAX_COLUMNS - 1) return;
    if (single) {
      const s = lines[li];
      const c = s.charCodeAt(ts[i].start);
      // a level in a sentence is written lower-case; one in a header is upper-case, capitalized, bracketed or
      // joined to a name (`information/ConfigItem:`)
      if (c >= 97 && c <= 122 && !joinedLevel(s.slice(ts[i].start, ts[i].end))) return;
      for (let j = 0; j < i - 1; j++) if (!headerLike(s, ts[j])) return;
    }
    at[i]++;
  });
  let best = -1;
  for (let i = 0; i < MAX_COLUMNS; i++) if (at[i] > 0 && (best < 0 || at[i] > at[best])) best = i;
  return best >= 0 && at[best] >= 0.6 * toks.length ? best : -1;
}

/** Whitespace columns: the level's column, then the header tokens after it while a cue says they are header. */
function whitespaceLayout(lines: readonly string[], single: boolean): Layout | undefined {
  const toks = lines.map((s) => tokenize(s, 0, s.length, MAX_COLUMNS));
  const n = lines.length;
  // no level word on most lines: a column of level letters
  const words = levelColumn(toks, lines, single);
  const letterAt = words < 0 ? letterColumn(toks, lines, single) : -1;
  const levelAt = words >= 0 ? words : letterAt;
  const seps: number[] = [];
  // one line: a `name:` after the level opens the message when a name stands before the level (`KERNEL INFO
  // ciod: ...`), and after a padded component (`Info  CBS  Exec: ...`)
  let named = single && levelAt > 0 && toks[0][levelAt - 1].kind === Kind.Name;
  const glued = single && levelAt >= 0 && toks[0].length > levelAt + 1 && toks[0][levelAt].gap === 0 && toks[0][levelAt + 1].kind === Kind.Bracket;
  // a dump: columns holding a bare number on (nearly) every line (a pid, a thread id) are header, and so is a
  // column of names on every line followed by one (Django's `%(module)s %(process)d %(thread)d`)
  const numeric = (j: number): boolean => {
    // (a few lines are no evidence: two messages may both start `job 4 ...`)
    if (single || n < 4) return false;
    let k = 0;
    for (let li = 0; li < n; li++) {
      const t = toks[li][j];
      if (t && toks[li].length > j + 1 && NUMBER_COLUMN.test(lines[li].slice(t.start, t.end))) k++;
    }
    return k >= 0.95 * n;
  };
  // one line: after the level and its stamps, a name then two long numbers (a pid and a thread id: Django's
  // `LEVEL stamp module process thread message`) are header
  let pidRun = -1;
  if (single && levelAt >= 0) {
    const ts = toks[0];
    let k = levelAt + 1;
    while (k < ts.length && ts[k].kind === Kind.Stamp && /\d[-:/]\d/.test(lines[0].slice(ts[k].start, ts[k].end))) k++;
    const long = (t: Token | undefined) => t !== undefined && t.kind === Kind.Stamp && /^\d{3,}$/.test(lines[0].slice(t.start, t.end));
    if (k > levelAt + 1 && ts.length > k + 3 && ts[k].kind === Kind.Name && long(ts[k + 1]) && long(ts[k + 2])) pidRun = k;
  }
  let j = levelAt + 1;
  let colonAt = -1;
  let bracketAt = -1;
  for (; j < MAX_COLUMNS - 1; j++) {
    const numbers = numeric(j);
    const namesBeforeNumbers = !single && !numbers && numeric(j + 1);
    let m = 0;
    let sep = 0;
    let colon = 0;
    let header = 0;
    let pidNames = 0;
    let bracketNames = 0;
    for (let li = 0; li < n; li++) {
      const ts = toks[li];
      if (ts.length <= j + 1) continue;
      m++;
      const t = ts[j];
      const s = lines[li];
      // (a frame around the message, `--- title ---`, is no separator)
      if (t.kind === Kind.Sep && !framed(s, t.start)) {
        sep++;
        continue;
      }
      const w = s.slice(t.start, t.end);
      if (t.kind === Kind.Name && NAME_PID.test(w)) pidNames++;
      if (t.kind === Kind.Bracket && BRACKET_NAME.test(w)) bracketNames++;
      // a `name:` column is header; one holding a code (`AH00126:`, `ORA-00942:`) opens the message
      if (t.kind === Kind.Name && w.endsWith(':') && w.length > 1 && !/\d{3}/.test(w)) colon++;
      else if (glued && j > levelAt + 1 && t.kind === Kind.Bracket) {
        // one line, after `[level][component]`: a source location (`[src/x.cc:12]`) is header, another bracket
        // (`[C4] remote address ...`) opens the message
        if (/[\w-]\.\w+:\d+\]$/.test(w)) header++;
      } else if (single && t.kind === Kind.Bracket && j > levelAt + 1 && ts[j - 1].kind === Kind.Name && isQualified(s.slice(ts[j - 1].start, ts[j - 1].end)) && ts[j + 1].kind !== Kind.Sep) {
        // one line: after the logger (`o.a.s.c.SolrCore [core] PERFORMANCE ...`) a bracket opens the message
        // unless a separator closes the header after it (`c.e.Foo [req=1] - ...`)
      } else if (cued(t, w, ts[j + 1], levelAt) || numbers || (namesBeforeNumbers && t.kind === Kind.Name) || (pidRun >= 0 && j >= pidRun && j <= pidRun + 2)) header++;
    }
    if (m < 0.6 * n || m === 0) break;
    // a column of `name:` on most lines of a dump (the others may run on to the colon, see Layout.colonAt)
    if (!single && colon >= 0.5 * m) colonAt = j;
    if (sep >= 0.8 * m) {
      seps.push(j);
      // after the separator, a `name:` or a bare `:` still belongs to the header (Ruby's `INFO -- progname: msg`)
      if (colonAfter(toks, lines, j + 1) >= 0.8 * m) {
        j += 2;
        break;
      }
      // (or a name, then a bare `:` after its padding: Spring's `--- logger   : msg` with no thread)
      if (nameThenColon(toks, lines, j + 1) >= 0.8 * m) {
        j += 3;
        break;
      }
      // else the columns after it are header while they read as header (Spring's `--- [thread] logger : msg`);
      // in one line only when a bracket follows the separator
      if (!single || (toks[0][j + 1]?.kind === Kind.Bracket && bracketed(lines[0], toks[0][j + 1]))) continue;
      j++;
      break;
    }
    if (colon >= 0.8 * m) {
      // one line: a `name:` the reader did not take as component opens the message (Apache's `[notice] LDAP: ...`)
      // unless it is written as code is: a source file or a camelCase name (`chan_sip.c:`, `executeQuery:`)
      if (!named && (!single || codeName(lines[0].slice(toks[0][j].start, toks[0][j].end)) || numbered(toks[0], lines[0], levelAt))) {
        colonAt = j;
        j++;
      }
      break;
    }
    if (header + colon < 0.75 * m) {
      // a dump: a column of one bracketed name on half its lines or more, right after header columns, is the
      // component where the line has it (the message starts there on the others: `INFO | 12:12:03 231485 [Router]
      // msg`, `INFO | ??:??:?? 5 Booted, ...`)
      if (!single && j > levelAt + 1 && bracketNames >= 0.5 * m) bracketAt = j;
      break;
    }
    // a process written `name/pid` (bunyan's `LEVEL: api/1234 on web-1: msg`): the header runs on to the colon
    // one or two tokens later, where (nearly) every line has it
    if (pidNames >= 0.75 * m) {
      const to = colonWithin(toks, lines, j);
      if (to > 0) {
        j = to + 1;
        break;
      }
    }
    if (single && toks[0][j].kind === Kind.Name) named = true;
  }
  if (j === 0) return undefined;
  const layout: Layout = colonAt >= 0 && colonAt === j - 1 ? { delim: '', fields: j, levelAt, seps, colonAt } : { delim: '', fields: j, levelAt, seps };
  if (letterAt >= 0) layout.letterAt = letterAt;
  if (bracketAt >= 0 && layout.colonAt === undefined) layout.bracketAt = bracketAt;
  return layout;
}

/**
 * A pid or thread number (bare or bracketed: `[ 77 ]`, `[4411]`) among the header's tokens before the level: a
 * header with process columns names its component with `name:` after the level (ClickHouse's `[ 77 ] {} <Debug>
 * executeQuery: ...`).
 */
function numbered(ts: readonly Token[], s: string, levelAt: number): boolean {
  for (let i = 0; i < levelAt; i++) {
    const w = s.slice(ts[i].start, ts[i].end);
    if (/^(?:\d+|\[\s*\d+\s*\])$/.test(w)) return true;
  }
  return false;
}

/** A `name:` written as code names things: a source file (`chan_sip.c:`, `pbx.py:`) or camelCase (`executeQuery:`). */
function codeName(w: string): boolean {
  return /^[A-Za-z_$][\w$/-]*\.(?:c|cc|cpp|cxx|h|hpp|go|py|java|kt|scala|js|mjs|ts|rb|rs|cs|php|pl|lua|swift|erl|ex)(?::\d+)?:$/.test(w) || /^[A-Za-z_$][\w$]*[a-z][A-Z][\w$]*:$/.test(w);
}

/** The column (j+1 or j+2) whose token ends with `:` on (nearly) every line that has one there, else -1. */
function colonWithin(toks: readonly Token[][], lines: readonly string[], j: number): number {
  for (const k of [j + 1, j + 2]) {
    let m = 0;
    let c = 0;
    for (let li = 0; li < toks.length; li++) {
      const t = toks[li][k];
      if (!t || toks[li].length <= k + 1) continue;
      m++;
      if (lines[li].charCodeAt(t.end - 1) === 58) c++;
    }
    if (m > 0 && m >= 0.6 * toks.length && c >= 0.9 * m) return k;
  }
  return -1;
}

/** How many lines hold a bare `:` or a `name:` (no code in it) in column j, with a message after it. */
function colonAfter(toks: readonly Token[][], lines: readonly string[], j: number): number {
  let n = 0;
  for (let li = 0; li < toks.length; li++) {
    const t = toks[li][j];
    if (!t || toks[li].length <= j + 1) continue;
    const w = lines[li].slice(t.start, t.end);
    if (w === ':' || (t.kind === Kind.Name && w.endsWith(':') && !/\d{3}/.test(w))) n++;
  }
  return n;
}

/** How many lines hold a name in column j and a bare `:` after it, with a message after that. */
function nameThenColon(toks: readonly Token[][], lines: readonly string[], j: number): number {
  let n = 0;
  for (let li = 0; li < toks.length; li++) {
    const t = toks[li][j];
    const c = toks[li][j + 1];
    if (t && c && toks[li].length > j + 2 && t.kind === Kind.Name && lines[li].charCodeAt(t.end - 1) !== 58 && isComponentLike(lines[li].slice(t.start, t.end)) && lines[li].slice(c.start, c.end) === ':') n++;
  }
  return n;
}

/** A number as a header column holds one: decimal, or hex written with `0x` (a thread or activity id). */
const NUMBER_COLUMN = /^(?:\d+|0x[\da-fA-F]+)$/;

/** Does token t (not a separator) read as header? */
function cued(t: Token, w: string, next: Token, levelAt: number): boolean {
  if (t.kind === Kind.Bracket) return true;
  // a second level word is header only in brackets (`[info] [main] error initializing` opens the message at `error`)
  if (t.kind === Kind.Level) return levelAt < 0 || OPENERS.includes(w[0]);
  // a number with a separator after it (a pid: Spring's `INFO 1844 --- [main] ...`)
  if ((t.kind === Kind.Stamp || t.kind === Kind.Id) && next.kind === Kind.Sep) return true;
  // a number padded to its column's width (a pid, a thread id, an activity id in hex: `0x0    2098   14   name:`)
  if (t.gap >= 2 && t.kind !== Kind.Name && NUMBER_COLUMN.test(w)) return true;
  // a date or a time after the level (`INFO  [main] 2023-05-01 12:00:00,123 Foo.java:12 - ...`)
  if (t.kind === Kind.Stamp && /[\d?][-:/][\d?]/.test(w)) return true;
  // with no level column the header is read from the line's start: stamps and ids belong to it
  if (levelAt < 0 && (t.kind === Kind.Stamp || t.kind === Kind.Id)) return true;
  if (t.kind !== Kind.Name) return false;
  // a process name with its pid (`api/1234`, `worker[12]`)
  if (NAME_PID.test(w)) return true;
  // a padded column (two spaces or a tab after it), a separator after it, or a qualified logger name
  // (a name qualified by `#` alone, `update#setState`, is a method named in the message unless padding or a
  // separator closes the header after it)
  return t.gap >= 2 || next.kind === Kind.Sep || (isQualified(w) && !/^[^.:]+#[^.:]+$/.test(w));
}

/** The best layout for the lines and its score (undefined when no candidate reads anything). */
export function inferLayout(lines: readonly string[], single = false): { layout: Layout; score: number } | undefined {
  let best: { layout: Layout; score: number } | undefined;
  for (const layout of candidateLayouts(lines, single)) {
    const score = scoreLayout(layout, lines);
    if (score > 0 && (!best || score > best.score)) best = { layout, score };
  }
  return best;
}
