import { levelOfWord, type Level } from '../levels.js';
import { SOURCE_FILE } from './layout.js';
import { abbreviatedLogger, isComponentLike, letterLevel, tokenLevel, ZONE_WORD } from './tokens.js';

/**
 * A batch-level column model of a dump's header (issue 19, fifth round). Every sampled line is cut into cells
 * (whitespace words; a bracket kept whole, or opened when it holds a level among other pieces — `[stamp LEVEL
 * target]` —; a name written against a bracket cut from it, `util.py[DEBUG]:`, `ce[][o.a.B]`), each cell typed
 * (stamp piece, level word, number, id with digits, identifier, plain word, bracket, separator). The columns are
 * aligned on the level cell of each line (the batch's anchor), typed across the batch, and the header is the run
 * of columns after the level that keep a header type on (nearly) every line: separators, brackets, numbers and
 * stamps, identifiers (`a.b.C`, `my_app::db`, `main/main.c`), a `name:` column, or a name followed by such a
 * column. The message starts at the first column that does not; the component is the header column (before or
 * after the level) whose values read as names on most lines, qualified names first.
 */

export const enum Cell {
  Stamp,
  Level,
  Num,
  Id,
  /** An identifier that is not a plain word: dotted, `::`, `/`, `_`, camelCase, digits with letters. */
  Ident,
  Word,
  Bracket,
  Sep,
  /** The close of a bracket that held header pieces: the header goes up to it. */
  Close,
  Other,
}

interface C {
  start: number;
  end: number;
  text: string;
  type: Cell;
  /** Whitespace after the cell: 2 or more is padding, 9 a tab. */
  gap: number;
  colon: boolean;
  /** cellName's answer, once asked. */
  name?: string;
}

const OPEN: Record<string, string> = { '[': ']', '(': ')', '{': '}', '<': '>' };
const MONTH = /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/;
const STAMPISH = /^[\d:.,/TZ+-]*\d[\d:.,/TZ+-]*$/;
const SEP = /^(?:-+|\||:|>|=>|::|—)$/;
const WORD = /^[A-Za-z][a-z]*$|^[A-Z][a-z]+$/;
const IDENT = /^[A-Za-z_$][\w$.:/#@-]*$/;
const MAX_CELLS = 16;
/** A path (`src/db/pool.cc`), not `main/main.c`-like module/function names only: two slashes or a file at its end. */
const PATH = /\/.*\/|\/[\w-]+\.(?:cc|cpp|c|h|go|py|rs|java|js|ts)(?::\d+)?$/;
/** A source file with its line (`consensus.cc:1430`): where it is written, not a name. */
const SOURCE_LINE = /^[\w$-]+\.(?:c|cc|cpp|cxx|h|hpp|go|py|java|kt|scala|js|mjs|ts|rb|rs|cs|php|pl|lua|swift|erl|ex):\d+$/;
/** A method called on a package-qualified class (`com.shop.OrderService.place()`): a lower-case package first. */
const PACKAGE_CALL = /^[a-z_$][\w$]*(?:\.[\w$]+){2,}\(\)$/;
/** A bracketed pid (`[44]`, `[44]:`). */
const PID_BRACKET = /^\[\d+\]:?$/;
/** A message code opening the message (`WSVR0605W:`, `AH00126:`): not a `name:` column. */
const CODE = /^[A-Z]{2,}\d{2,}[A-Z]?$/;
/** Header text is looked for in the first characters of a line. */
const HEAD = 240;

function typeOf(t: string): Cell {
  const b = t.endsWith(':') && t.length > 1 ? t.slice(0, -1) : t;
  if (tokenLevel(t, 0, t.length)) return Cell.Level;
  if (SEP.test(t)) return Cell.Sep;
  const close = OPEN[t[0]];
  if (close && (t.endsWith(close) || t.endsWith(close + ':'))) return Cell.Bracket;
  // (a month with its day, Nextflow's `Jan-11`)
  if (MONTH.test(b) || /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d\d?$/.test(b)) return Cell.Stamp;
  // (a time zone's abbreviation written after the time, `08:15:02.123 UTC`)
  if (ZONE_WORD.test(b)) return Cell.Stamp;
  if (/^\d+$/.test(b)) return b.length >= 9 ? Cell.Stamp : Cell.Num;
  if (/^\d+(?:\.\d+)?%$/.test(b)) return Cell.Num;
  if (STAMPISH.test(b)) return /\d[-:/.,T]\d/.test(b) ? Cell.Stamp : Cell.Num;
  if (WORD.test(b)) return Cell.Word;
  if (abbreviatedLogger(b)) return Cell.Ident;
  if (IDENT.test(b)) return /\d/.test(b) && !/[.:/_]/.test(b) && /^[A-Za-z]+[-_]?\d+$/.test(b) ? Cell.Id : Cell.Ident;
  // a logger holding bracketed groups (Tomcat's `o.a.c.c.C.[.[.[/].[dispatcherServlet]`)
  if (/^[A-Za-z_$]/.test(b) && isComponentLike(b)) return Cell.Ident;
  return /\d/.test(b) ? Cell.Id : Cell.Other;
}

/** The cells of a line's head. */
export function cells(s: string, max = MAX_CELLS): C[] {
  const out: C[] = [];
  const to = Math.min(s.length, HEAD);
  let p = 0;
  while (p < to && (s.charCodeAt(p) === 32 || s.charCodeAt(p) === 9)) p++;
  const push = (a: number, e: number, type?: Cell): void => {
    let q = e;
    let tab = false;
    while (q < s.length && (s.charCodeAt(q) === 32 || s.charCodeAt(q) === 9)) {
      if (s.charCodeAt(q) === 9) tab = true;
      q++;
    }
    const text = s.slice(a, e);
    out.push({ start: a, end: e, text, type: type ?? typeOf(text), gap: tab ? 9 : q - e, colon: text.endsWith(':') && text.length > 1 });
    p = q;
  };
  while (p < to && out.length < max) {
    const close = OPEN[s[p]];
    if (close) {
      const c = s.indexOf(close, p + 1);
      if (c > 0 && c - p < 160) {
        let e = c + 1;
        if (s[e] === ':') e++;
        const inner = s.slice(p + 1, c);
        // a bracket holding a level among other pieces (`[2023-01-01T00:00:00Z INFO  my_app::db]`): its pieces are
        // cells, and its close ends them
        if (/\s/.test(inner.trim()) && inner.trim().split(/\s+/).some((w) => tokenLevel(w, 0, w.length) || (w.length === 1 && letterLevel(w)))) {
          let q = p + 1;
          while (q < c) {
            while (q < c && s.charCodeAt(q) === 32) q++;
            let w = q;
            while (w < c && s.charCodeAt(w) !== 32) w++;
            if (w > q) {
              const text = s.slice(q, w);
              out.push({ start: q, end: w, text, type: typeOf(text), gap: 1, colon: false });
            }
            q = w;
          }
          push(c, e, Cell.Close);
          continue;
        }
        push(p, e);
        continue;
      }
    }
    let e = p;
    while (e < to && s.charCodeAt(e) !== 32 && s.charCodeAt(e) !== 9) {
      // a name written against a bracket (`util.py[DEBUG]:`, `ce[][o.a.B]`): the name is a cell of its own
      if (e > p && s[e] === '[' && /[\w)]/.test(s[e - 1])) break;
      e++;
    }
    if (e === p) e++;
    push(p, e);
  }
  return out;
}

/** What the column model learned from a batch. */
export interface Columns {
  /** Cells after the level that are header (the message starts after them). */
  after: number;
  /** The component's column relative to the level (0: none). */
  component: number;
  /** The level is a single letter (a column of letters). */
  letter: boolean;
  /**
   * A bracketed name written after the header on some lines only (Knot's `info: [example.com.] msg` beside
   * `info: msg`): where a line has it, it is header and the component.
   */
  optional?: boolean;
  /**
   * A dump: the kinds of the cells before the level and of the header's cells after it, as (nearly) every line with
   * a level writes them; a line with no level whose cells open with both (the level left out) is read with them.
   */
  shape?: { before: string[]; after: string[] };
}

/** A cell's kind as a line's shape is compared: names, numbers and stamps, brackets, separators as written. */
function kind(c: C): string {
  switch (c.type) {
    case Cell.Word:
    case Cell.Ident:
    case Cell.Id:
      return c.colon ? 'n:' : 'n';
    case Cell.Stamp:
    case Cell.Num:
      return 's';
    case Cell.Bracket:
      return c.colon ? 'b:' : 'b';
    case Cell.Sep:
      return c.text;
    default:
      return 'o';
  }
}

/** The shape (see Columns.shape) the anchored rows share, four in five of them or more; undefined when none. */
function shapeOf(rows: readonly { cs: C[]; a: number }[], after: number): { before: string[]; after: string[] } | undefined {
  const counts = new Map<string, number>();
  for (const r of rows) {
    if (r.cs.length <= r.a + after + 1) continue;
    const key = `${r.cs.slice(0, r.a).map(kind).join(' ')}|${r.cs.slice(r.a + 1, r.a + after + 1).map(kind).join(' ')}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const [key, k] of counts) {
    if (k < 0.8 * rows.length) continue;
    const [b, a] = key.split('|');
    if (b === '') return undefined;
    return { before: b.split(' '), after: a === '' ? [] : a.split(' ') };
  }
  return undefined;
}

/** Four in five of the lines with a level (at[i] >= 0) write the same kinds of cells before it, two cells or more. */
function sharedPrefix(all: readonly C[][], at: readonly number[]): boolean {
  const counts = new Map<string, number>();
  let n = 0;
  for (let i = 0; i < all.length; i++) {
    if (at[i] < 2) continue;
    n++;
    const key = all[i].slice(0, at[i]).map(kind).join(' ');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const k = Math.max(0, ...counts.values());
  return n > 0 && k >= 0.8 * at.filter((a) => a >= 0).length;
}

/** A line with no level: its reading with the shape of the lines that have one, or undefined when it has another. */
function readShape(m: Columns, cs: readonly C[], s: string): { level: ''; component: string; message: string } | undefined {
  const sh = m.shape;
  if (!sh || m.optional === true) return undefined;
  const p = sh.before.length;
  const h = p + sh.after.length;
  if (cs.length <= h) return undefined;
  for (let i = 0; i < h; i++) if (kind(cs[i]) !== (i < p ? sh.before[i] : sh.after[i - p])) return undefined;
  // (and the cell that would open the message is not a level: that line has its level elsewhere)
  if (cs[h].type === Cell.Level) return undefined;
  let from = cs[h - 1].end;
  while (from < s.length && (s.charCodeAt(from) === 32 || s.charCodeAt(from) === 9)) from++;
  const message = s.slice(from).trim();
  if (message === '') return undefined;
  const k = m.component < 0 ? p + m.component : m.component > 0 ? p + m.component - 1 : -1;
  return { level: '', component: k >= 0 ? cellName(cs[k]) : '', message };
}

function levelCell(c: C, letter: boolean): Level | undefined {
  if (letter) return c.text.length <= 2 ? letterLevel(c.text) : undefined;
  if (c.type !== Cell.Level) return undefined;
  return tokenLevel(c.text, 0, c.text.length);
}

/** The first level cell among a line's first cells. */
function anchor(cs: readonly C[], letter: boolean): number {
  for (let i = 0; i < cs.length && i < 8; i++) if (levelCell(cs[i], letter)) return i;
  return -1;
}

/**
 * One line: the level cell in header position — after a stamp, number or bracket opening the line and header-like
 * cells only (a plain word only when padding follows it), written upper-case, capitalized or in brackets (lower-case
 * only against padding or a tab).
 */
function singleAnchor(cs: readonly C[]): number {
  if (cs.length < 2 || (cs[0].type !== Cell.Stamp && cs[0].type !== Cell.Bracket && cs[0].type !== Cell.Num)) return -1;
  for (let i = 1; i < cs.length && i < 9; i++) {
    const c = cs[i];
    if (c.type === Cell.Level) {
      const w = c.text.replace(/[:,]$/, '');
      const cased = w === w.toUpperCase() || /^[A-Z][a-z]+$/.test(w) || /^[[(<{]/.test(w);
      // (a lower-case `level:` right after the line's stamp is header too: Knot's `stamp info: [zone.] msg`)
      const stamped = i === 1 && cs[0].type === Cell.Stamp && c.colon;
      return cased || stamped || c.gap >= 2 || cs[i - 1].gap >= 2 ? i : -1;
    }
    // (a name written against its bracketed pid, `cron[44]:`, is header)
    if (c.type === Cell.Word && c.gap < 2 && !(c.gap === 0 && PID_BRACKET.test(cs[i + 1]?.text ?? ''))) return -1;
    if (c.type === Cell.Other) return -1;
  }
  return -1;
}

/** A cell's name (brackets, a trailing `:`, a pid or line number written after it dropped), '' when none. */
export function cellName(c: C): string {
  if (c.name === undefined) c.name = nameOf(c);
  return c.name;
}

function nameOf(c: C): string {
  let t = c.text.replace(/:$/, '');
  if (c.type === Cell.Bracket) {
    t = t.slice(1, -1).trim();
    // a bracketed stamp (`[Sun Dec 04 04:47:44 2005]`) names nothing
    if (/\d:\d\d|\d{4}-\d\d-\d\d/.test(t)) return '';
    // a bracket of words ending in a number (`[shard 0]`, `[worker 3]`) is a thread or worker, not a name
    if (/^[A-Za-z][\w-]* \d+$/.test(t)) return '';
  }
  else if (c.type !== Cell.Ident && c.type !== Cell.Word && c.type !== Cell.Id) return '';
  // a module's line number, padded or not, is not part of its name (`salt.minion   :986`); a source file keeps it
  const line = /^([A-Za-z_$][\w$.-]*)\s*:(\d+)$/.exec(t);
  if (line) t = SOURCE_FILE.test(line[1]) ? `${line[1]}:${line[2]}` : line[1];
  // a bracket of a few words is a name when it reads as one (`[fluent bit]`), else its first word is
  if (/\s/.test(t) && (c.type !== Cell.Bracket || !isComponentLike(t) || /^\S+\/\d/.test(t))) {
    // a bracket opening with `name/pid` names it (`(api/1234 on web-1)`); other brackets of words name nothing
    if (c.type !== Cell.Bracket || !/^\S+\/\d/.test(t)) return '';
    t = t.slice(0, t.search(/\s/));
  }
  // a pid and thread written after the name (`kea-dhcp4.dhcp4/812.1398`), an id (`worker[12]`)
  t = t.replace(/\/\d[\d.]*$/, '').replace(/(?<=[A-Za-z_)])\[\d+\]$/, '');
  // (a call written with its parentheses, `workerEnv.init()`, is the message's first word, not a name; one
  // qualified by a package, `com.shop.OrderService.place()`, is a logger's `class.method()` and names the class)
  if (t.endsWith('()') && PACKAGE_CALL.test(t)) t = t.slice(0, t.lastIndexOf('.'));
  // (a bracketed fully qualified domain name keeps its final dot: `[example.com.]`)
  const fqdn = c.type === Cell.Bracket && /^[A-Za-z][\w-]*(?:\.[\w-]+)+\.$/.test(t);
  if (t === '' || !/^[A-Za-z_$]/.test(t) || t.endsWith('()') || levelOfWord(t) || !(fqdn || isComponentLike(t))) return '';
  return t;
}

/** An id rather than a name: three digit runs or more, or a code (`MY-010068`, `WSVR0605W`). */
function idLike(t: string): boolean {
  return (t.match(/\d+/g)?.length ?? 0) >= 3 || /^[A-Z]+-?\d{3,}[A-Z]?$/.test(t);
}

/** A name that is not a plain word: a logger, a target, a file (`a.b.C`, `my_app::db`, `util.py`, `main/main.c`). */
export function qualifiedName(t: string): boolean {
  return /[.:/_$#]/.test(t) || /[a-z][A-Z]/.test(t);
}

function frac(xs: readonly boolean[]): number {
  let n = 0;
  for (const x of xs) if (x) n++;
  return xs.length === 0 ? 0 : n / xs.length;
}

/** Learns the column model from a batch of lines; undefined when the batch has no level column. */
export function inferColumns(lines: readonly string[], single = false): Columns | undefined {
  // (the level among the first 8 cells and the header's columns after it: 12 cells a line)
  const all = lines.map((l) => cells(l, 12));
  for (const letter of single ? [false] : [false, true]) {
    const at = all.map((cs) => (single ? singleAnchor(cs) : anchor(cs, letter)));
    const anchored = at.filter((a) => a >= 0).length;
    // (a dump: two lines in three are enough when those share the cells before their level word, the others
    // leaving the level out: `stamp [name] msg` beside `stamp [name] LEVEL msg`)
    if (anchored < 0.8 * lines.length && (single || letter || anchored < 0.65 * lines.length || !sharedPrefix(all, at))) continue;
    if (letter) {
      // a column of letters: two letters or more among them, else a word of prose
      const seen = new Set(all.map((cs, i) => (at[i] >= 0 ? cs[at[i]].text[0] : '')));
      seen.delete('');
      if (seen.size < 2) continue;
    }
    const rows = all.map((cs, i) => ({ cs, a: at[i] })).filter((r) => r.a >= 0);
    const cell = (r: { cs: C[]; a: number }, k: number): C | undefined => r.cs[r.a + k];
    const typed = (k: number, ok: (c: C) => boolean): number => frac(rows.map((r) => cell(r, k) !== undefined && ok(cell(r, k)!)));
    const r0 = (k: number): C | undefined => (rows[0] ? cell(rows[0], k) : undefined);
    const structural = (c: C): boolean => c.type === Cell.Sep || c.type === Cell.Bracket || c.type === Cell.Num || c.type === Cell.Stamp || c.type === Cell.Close;
    // the header after the level: columns keeping a header type on nearly every line
    let after = 0;
    let sawName = false;
    for (let k = 1; k <= 8; k++) {
      if (typed(k, (c) => c.type === Cell.Close) >= 0.9) {
        after = k;
        break;
      }
      // (one line: a number or stamp after the level may be the message's, `INFO - main - 10.0.0.1 - ...`)
      // (a number or stamp only before any name column: `INFO 1844 --- [main]`, not `[311] job 4 queued`)
      const marks = (c: C): boolean => c.type === Cell.Sep || c.type === Cell.Bracket || c.type === Cell.Close;
      // (one line: a bracket after the separator that follows the logger is the message's, `logger - [3fc922e8] msg`)
      if (single && sawName && r0(k)?.type === Cell.Bracket && r0(k - 1)?.type === Cell.Sep) break;
      if (typed(k, single || sawName ? marks : structural) >= 0.9) {
        after = k;
        continue;
      }
      sawName = true;
      if (single) {
        // one line: a qualified name closing the header with a colon, a separator, the bracket's close, a tab or a
        // bracket written against it (`target:`, `a.b.C -`, `util.py[`)
        const c = r0(k);
        const n = c ? cellName(c) : '';
        const nx = r0(k + 1);
        // (any name before a bracket written against it, or before the separator that also stands before the level:
        // `- INFO - main - msg`)
        const glued = k === 1 && c !== undefined && c.gap === 0 && nx?.type === Cell.Bracket;
        const repeated = nx?.type === Cell.Sep && r0(-1)?.type === Cell.Sep && r0(-1)?.text === nx.text;
        // a lower-case word (or `?`) right after the level, then a qualified `name:` closing the header: a database or
        // host column before the logger (Odoo's `INFO proddb odoo.sql_db: msg`)
        const nn = nx?.colon ? cellName(nx) : '';
        if (k === 1 && c !== undefined && c.gap < 2 && (/^[a-z][a-z\d_-]*$/.test(c.text) || c.text === '?') && nn !== '' && qualifiedName(nn) && !CODE.test(nn)) {
          after = k + 1;
          break;
        }
        // a name written twice after the level (a thread named as its logger, `INFO Daemon Daemon msg`): both header
        if (k === 1 && c && n !== '' && !c.colon && nx?.text === c.text && !CODE.test(n)) {
          after = k + 1;
          break;
        }
        // a name between the separator written after the level and the same separator again (`ERROR - cron[44] -
        // msg`, `DEBUG - scheduler  - msg`), its pid in brackets with it
        const sep0 = k === 2 ? r0(1) : undefined;
        const pid = c !== undefined && c.gap === 0 && nx?.type === Cell.Bracket && /^\[\d+\]$/.test(nx.text) ? 1 : 0;
        if (sep0?.type === Cell.Sep && c && n !== '' && !c.colon && !CODE.test(n) && r0(k + 1 + pid)?.type === Cell.Sep && r0(k + 1 + pid)?.text === sep0.text && r0(k + 2 + pid) !== undefined) {
          after = k + 1 + pid;
          break;
        }
        // (a source file with its line right after the level is header whatever follows: `INFO  mailer.py:142 msg`)
        if (c && n !== '' && !CODE.test(n) && (glued || repeated || (k === 1 && SOURCE_LINE.test(n)) || (qualifiedName(n) && (c.colon || c.gap === 9 || nx?.type === Cell.Sep || nx?.type === Cell.Close)))) {
          after = k;
          if (c.colon) break;
          continue;
        }
        break;
      }
      // a column of free words (a user or a host written by the pattern) followed on nearly every line by a qualified
      // logger name and a separator (`[thread] user a.b.Class - msg`): header up to the logger (the first line's
      // separator tested first, as nearly every line must hold it)
      if (r0(k + 2)?.type === Cell.Sep && typed(k + 2, (c) => c.type === Cell.Sep) >= 0.9 && typed(k + 1, (c) => !c.colon && qualifiedName(cellName(c))) >= 0.9 && typed(k, (c) => c.type !== Cell.Sep && !c.colon) >= 0.9) {
        after = k + 1;
        continue;
      }
      // a `name:` column ends the header (up to two columns on: `db logger: msg`)
      let colonAt = 0;
      for (let j = k; j < k + 2 && j <= 8; j++) {
        if (typed(j, (c) => c.colon && cellName(c) !== '' && !CODE.test(cellName(c))) >= 0.9) {
          colonAt = j;
          break;
        }
      }
      if (colonAt > 0) {
        after = colonAt;
        break;
      }
      const named = typed(k, (c) => cellName(c) !== '');
      // a name column written twice on nearly every line (a thread named as its logger, `INFO Daemon Daemon msg`):
      // both columns header
      const twice = frac(rows.map((r) => {
        const c = cell(r, k);
        return c !== undefined && !c.colon && cell(r, k + 2) !== undefined && cell(r, k + 1)?.text === c.text;
      }));
      if (named >= 0.9 && twice >= 0.9) {
        after = k + 1;
        break;
      }
      // one line: only a separator after the name, or a bracket written against it (`ce[][o.a.B]`), says header
      const next = single
        ? typed(k + 1, (c) => c.type === Cell.Sep || c.type === Cell.Close) + typed(k, (c) => c.gap === 0 && r0(k + 1)?.type === Cell.Bracket)
        : typed(k + 1, (c) => c.type === Cell.Sep || c.type === Cell.Bracket || c.type === Cell.Close || c.type === Cell.Level);
      // identifiers on nearly every line, or a name followed by a header column
      const tabbed = typed(k, (c) => c.gap === 9);
      if (named >= 0.9 && (typed(k, (c) => cellName(c) !== '' && qualifiedName(cellName(c))) >= 0.9 || next >= 0.9 || tabbed >= 0.9)) {
        after = k;
        continue;
      }
      break;
    }
    // the component: among the header's columns (after the level, then the columns before it), the one whose
    // values are names on most lines, qualified names first
    let component = 0;
    let best = 0;
    let located = false;
    for (let k = 1; k <= after && !single; k++) if (typed(k, (c) => c.type !== Cell.Bracket && cellName(c) !== '' && !SOURCE_LINE.test(cellName(c))) >= 0.6) located = true;
    const consider = (k: number): void => {
      // one line: not an id (`d2d482e9-359c-...`, `MY-010068`)
      // one line: not an id (`d2d482e9-359c-...`, `MY-010068`), nor a bracketed word after the level (a thread,
      // `[main]`) unless it is written against the level's bracket
      // (one line: an id padded up to the level is a name there, Prosody's `c2s55d0a1b2c3d0      info`)
      const padded = (c: C): boolean => k < 0 && c.gap >= 2 && !c.text.includes('-');
      const named = typed(k, (c) => cellName(c) !== '' && (!single || ((!idLike(cellName(c)) || padded(c)) && (c.type !== Cell.Bracket || qualifiedName(cellName(c)) || (k === 1 && r0(0)?.gap === 0)))));
      if (named < 0.6) return;
      // (a source path is a location, not a name: `[src/db/pool.cc:88]`; a bracket written against the level's is)
      // (nor a source file with its line where a bare name is written too, `raft - consensus.cc:1430 - msg`: a location)
      const q = typed(k, (c) => cellName(c) !== '' && qualifiedName(cellName(c)) && !PATH.test(cellName(c)) && !(located && SOURCE_LINE.test(cellName(c))));
      const glued = k === 1 ? typed(0, (c) => c.gap === 0) * 0.05 : 0;
      const score = named + q + (k > 0 ? 0.1 : 0) + glued;
      if (score > best + 1e-9 || (single && k > 0 && score >= best && best > 0)) {
        best = score;
        component = k;
      }
    };
    for (let k = 1; k <= after; k++) consider(k);
    // one line: before the level, only a qualified name or a name padded up to it (`general      info`)
    if (single) {
      for (let k = -1; k >= -4; k--) {
        const b = r0(k);
        if (b && (b.type === Cell.Sep || b.type === Cell.Num || (PID_BRACKET.test(b.text) && r0(k - 1)?.gap === 0))) continue;
        // (or a name written against its bracketed pid: `cron[44]: ERROR msg`)
        if (b && (b.gap >= 2 || qualifiedName(cellName(b)) || (b.gap === 0 && PID_BRACKET.test(r0(k + 1)?.text ?? '')))) consider(k);
        break;
      }
    } else for (let k = -1; k >= -4; k--) {
      // before the level: stamps, numbers and separators are skipped, a name is taken, the line's start ends it
      if (typed(k, (c) => c.type === Cell.Stamp) >= 0.9) break;
      consider(k);
    }
    // no component column: a one-word bracketed name right after the header on a third of the lines or more is one
    // where it is written
    if (!single && component === 0) {
      const optional = typed(after + 1, (c) => optionalName(c));
      if (optional >= 0.3 && optional < 0.9) return { after, component: after + 1, letter, optional: true };
    }
    if (single) return { after, component, letter };
    const shape = shapeOf(rows, after);
    return shape ? { after, component, letter, shape } : { after, component, letter };
  }
  return undefined;
}

/** A one-word bracketed name (`[example.com.]`, `[db]`), not a number, id or stamp. */
function optionalName(c: C): boolean {
  return c.type === Cell.Bracket && !c.colon && !/\s/.test(c.text) && cellName(c) !== '' && !idLike(cellName(c));
}

/** What the column model reads from one line (undefined when the line has no level where the batch has it). */
export function readColumns(m: Columns, s: string, single = false): { level: Level | ''; component: string; message: string } | undefined {
  // (the level among the first 8 cells, then the header's columns after it and the message's first)
  const cs = cells(s, 10 + Math.max(m.after, m.component));
  const a = single ? singleAnchor(cs) : anchor(cs, m.letter);
  if (a < 0) return single ? undefined : readShape(m, cs, s);
  const level = levelCell(cs[a], m.letter)!;
  const extra = m.optional === true && a + m.after + 1 < cs.length && optionalName(cs[a + m.after + 1]);
  const last = a + m.after + (extra ? 1 : 0);
  if (last >= cs.length) return undefined;
  const tail = cs[last];
  let from = tail.end;
  while (from < s.length && (s.charCodeAt(from) === 32 || s.charCodeAt(from) === 9)) from++;
  const message = s.slice(from).trim();
  if (message === '') return undefined;
  const c = m.component !== 0 && (extra || m.optional !== true) ? cs[a + m.component] : undefined;
  return { level, component: c ? cellName(c) : '', message };
}
