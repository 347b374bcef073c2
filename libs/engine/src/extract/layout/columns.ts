import { levelOfWord, type Level } from '../levels.js';
import { SOURCE_FILE } from './layout.js';
import { isComponentLike, letterLevel, tokenLevel } from './tokens.js';

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
}

const OPEN: Record<string, string> = { '[': ']', '(': ')', '{': '}', '<': '>' };
const MONTH = /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/;
const STAMPISH = /^[\d:.,/TZ+-]*\d[\d:.,/TZ+-]*$/;
const SEP = /^(?:-+|\||:|>|=>|::|—)$/;
const WORD = /^[A-Za-z][a-z]*$|^[A-Z][a-z]+$/;
const IDENT = /^[A-Za-z_$][\w$.:/#@-]*$/;
const MAX_CELLS = 16;
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
  if (MONTH.test(b)) return Cell.Stamp;
  if (/^\d+$/.test(b)) return b.length >= 9 ? Cell.Stamp : Cell.Num;
  if (/^\d+(?:\.\d+)?%$/.test(b)) return Cell.Num;
  if (STAMPISH.test(b)) return /\d[-:/.,T]\d/.test(b) ? Cell.Stamp : Cell.Num;
  if (WORD.test(b)) return Cell.Word;
  if (IDENT.test(b)) return /\d/.test(b) && !/[.:/_]/.test(b) && /^[A-Za-z]+[-_]?\d+$/.test(b) ? Cell.Id : Cell.Ident;
  // a logger holding bracketed groups (Tomcat's `o.a.c.c.C.[.[.[/].[dispatcherServlet]`)
  if (/^[A-Za-z_$]/.test(b) && isComponentLike(b)) return Cell.Ident;
  return /\d/.test(b) ? Cell.Id : Cell.Other;
}

/** The cells of a line's head. */
export function cells(s: string): C[] {
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
  while (p < to && out.length < MAX_CELLS) {
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

/** A cell's name (brackets, a trailing `:`, a pid or line number written after it dropped), '' when none. */
export function cellName(c: C): string {
  let t = c.text.replace(/:$/, '');
  if (c.type === Cell.Bracket) t = t.slice(1, -1).trim();
  else if (c.type !== Cell.Ident && c.type !== Cell.Word && c.type !== Cell.Id) return '';
  // a module's line number, padded or not, is not part of its name (`salt.minion   :986`); a source file keeps it
  const line = /^([A-Za-z_$][\w$.-]*)\s*:(\d+)$/.exec(t);
  if (line) t = SOURCE_FILE.test(line[1]) ? `${line[1]}:${line[2]}` : line[1];
  // a bracket of a few words is a name when it reads as one (`[fluent bit]`), else its first word is
  if (/\s/.test(t) && (c.type !== Cell.Bracket || !isComponentLike(t) || /^\S+\/\d/.test(t))) {
    if (c.type !== Cell.Bracket) return '';
    t = t.slice(0, t.search(/\s/));
  }
  // a pid and thread written after the name (`kea-dhcp4.dhcp4/812.1398`), an id (`worker[12]`)
  t = t.replace(/\/\d[\d.]*$/, '').replace(/(?<=[A-Za-z_)])\[\d+\]$/, '');
  if (t === '' || !/^[A-Za-z_$]/.test(t) || levelOfWord(t) || !isComponentLike(t)) return '';
  return t;
}

/** A name that is not a plain word: a logger, a target, a file (`a.b.C`, `my_app::db`, `util.py`, `main/main.c`). */
function qualifiedName(t: string): boolean {
  return /[.:/_$#]/.test(t) || /[a-z][A-Z]/.test(t);
}

function frac(xs: readonly boolean[]): number {
  let n = 0;
  for (const x of xs) if (x) n++;
  return xs.length === 0 ? 0 : n / xs.length;
}

/** Learns the column model from a batch of lines; undefined when the batch has no level column. */
export function inferColumns(lines: readonly string[]): Columns | undefined {
  const all = lines.map(cells);
  for (const letter of [false, true]) {
    const at = all.map((cs) => anchor(cs, letter));
    const anchored = at.filter((a) => a >= 0).length;
    if (anchored < 0.8 * lines.length) continue;
    if (letter) {
      // a column of letters: two letters or more among them, else a word of prose
      const seen = new Set(all.map((cs, i) => (at[i] >= 0 ? cs[at[i]].text[0] : '')));
      seen.delete('');
      if (seen.size < 2) continue;
    }
    const rows = all.map((cs, i) => ({ cs, a: at[i] })).filter((r) => r.a >= 0);
    const cell = (r: { cs: C[]; a: number }, k: number): C | undefined => r.cs[r.a + k];
    const typed = (k: number, ok: (c: C) => boolean): number => frac(rows.map((r) => cell(r, k) !== undefined && ok(cell(r, k)!)));
    const structural = (c: C): boolean => c.type === Cell.Sep || c.type === Cell.Bracket || c.type === Cell.Num || c.type === Cell.Stamp || c.type === Cell.Close;
    // the header after the level: columns keeping a header type on nearly every line
    let after = 0;
    for (let k = 1; k <= 6; k++) {
      if (typed(k, (c) => c.type === Cell.Close) >= 0.9) {
        after = k;
        break;
      }
      if (typed(k, structural) >= 0.9) {
        after = k;
        continue;
      }
      // a `name:` column ends the header (up to two columns on: `db logger: msg`)
      let colonAt = 0;
      for (let j = k; j < k + 2 && j <= 6; j++) {
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
      const next = typed(k + 1, (c) => structural(c) || c.type === Cell.Level);
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
    const consider = (k: number): void => {
      const named = typed(k, (c) => cellName(c) !== '');
      if (named < 0.6) return;
      const q = typed(k, (c) => cellName(c) !== '' && qualifiedName(cellName(c)));
      const score = named + q + (k > 0 ? 0.1 : 0);
      if (score > best + 1e-9) {
        best = score;
        component = k;
      }
    };
    for (let k = 1; k <= after; k++) consider(k);
    for (let k = -1; k >= -4; k--) {
      // before the level: stamps, numbers and separators are skipped, a name is taken, the line's start ends it
      if (typed(k, (c) => c.type === Cell.Stamp) >= 0.9) break;
      consider(k);
    }
    return { after, component, letter };
  }
  return undefined;
}

/** What the column model reads from one line (undefined when the line has no level where the batch has it). */
export function readColumns(m: Columns, s: string): { level: Level; component: string; message: string } | undefined {
  const cs = cells(s);
  const a = anchor(cs, m.letter);
  if (a < 0) return undefined;
  const level = levelCell(cs[a], m.letter)!;
  const last = a + m.after;
  if (last >= cs.length) return undefined;
  const tail = cs[last];
  let from = tail.end;
  while (from < s.length && (s.charCodeAt(from) === 32 || s.charCodeAt(from) === 9)) from++;
  const message = s.slice(from).trim();
  if (message === '') return undefined;
  const c = m.component !== 0 ? cs[a + m.component] : undefined;
  return { level, component: c ? cellName(c) : '', message };
}
