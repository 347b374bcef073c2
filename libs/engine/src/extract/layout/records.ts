import type { LineFields } from '../fields.js';
import { levelOfWord, type Level } from '../levels.js';
import { matchTimestamp } from '../timestamp.js';
import { delimiterReach, TABLE_DELIMITERS } from './infer.js';
import { isQualified, NAME } from './tokens.js';

/**
 * Delimited records typed by column across a dump (issue 19, round 19). A dump whose lines are (nearly) all cut
 * into four fields or more by a tab or a pipe is a table: each field is typed (a stamp, a level word, a number or
 * address, a qualified name, a name, free text), quotes around a field taken off, and the columns are typed
 * across the lines — the free-text column (the most words a line, varying) is the message, wherever it stands
 * (last, or before a logger and a thread column); the column of level words is the level; the column of
 * qualified names, else of names mostly without digits, is the component. A line holding more fields than the table
 * has its message run on over the extra delimiters. The table replaces the readers' answers only when it has a
 * stamp column, a message column and a level or component column, and the readers left the delimiter (or the
 * quotes) in half the sampled messages or more, or read a component outside the table's component column there.
 */

const enum F {
  Empty,
  Stamp,
  Level,
  Number,
  Qualified,
  Name,
  Text,
  Other,
}

/** Lines sampled to learn the table. */
const SAMPLE = 64;
/** Share of the sampled lines that must agree. */
const SHARE = 0.8;

const NUMBER = /^[\d.:,/-]+$/;
const DIGIT = /\d/;

/** A field without the spaces and the double quotes around it. */
function unquote(v: string): string {
  const t = v.trim();
  return t.length >= 2 && t.charCodeAt(0) === 34 && t.charCodeAt(t.length - 1) === 34 ? t.slice(1, -1).trim() : t;
}

function words(t: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < t.length; i++) {
    const sp = t.charCodeAt(i) === 32;
    if (!sp && !inWord) n++;
    inWord = !sp;
  }
  return n;
}

/**
 * Words of letters alone (a trailing stop or comma allowed): what a sentence is made of, where a thread name or a
 * bundle column (`Camel (camel-1) thread #2 - file://inbox`, `5 - org.felix.configadmin - 1.9.26`) holds as many
 * tokens but few such words (round 25).
 */
function plainWords(t: string): number {
  let n = 0;
  for (const w of t.split(' ')) if (PLAIN_WORD.test(w)) n++;
  return n;
}

const PLAIN_WORD = /^[A-Za-z][a-z]*[.,;:!?]?$/;

function typeOf(t: string): F {
  if (t === '' || !/[\w]/.test(t)) return F.Empty;
  const c = t.charCodeAt(0);
  if (c >= 48 && c <= 57) {
    const m = matchTimestamp(t, 0);
    if (m && m.end >= t.length - 6) return F.Stamp;
    return NUMBER.test(t) ? F.Number : words(t) >= 3 ? F.Text : F.Other;
  }
  if (levelOfWord(t)) return F.Level;
  if (NAME.test(t)) return isQualified(t) && t.indexOf('.') > 0 ? F.Qualified : F.Name;
  if (words(t) >= 3) return F.Text;
  const m = matchTimestamp(t, 0);
  if (m && m.end >= t.length - 6) return F.Stamp;
  return F.Other;
}

/** The delimiter cutting (nearly) every sampled line (the share SHARE of them) into four fields or more, or ''. */
function delimiterOf(heads: readonly string[], k: number): string {
  const need = Math.ceil(SHARE * k);
  for (const d of TABLE_DELIMITERS) if (delimiterReach(heads, k, d, need, 3) >= 3) return d;
  return '';
}

interface Table {
  delim: string;
  width: number;
  message: number;
  level: number;
  component: number;
}

function learn(heads: readonly string[], k: number, d: string, single = false): Table | undefined {
  const widths = new Map<number, number>();
  const rows: string[][] = [];
  for (let i = 0; i < k; i++) {
    const fs = heads[i].split(d);
    rows.push(fs);
    widths.set(fs.length, (widths.get(fs.length) ?? 0) + 1);
  }
  let width = 0;
  let most = 0;
  for (const [w, c] of widths) if (c > most || (c === most && w < width)) [width, most] = [w, c];
  if (width < 4 || width > 16) return undefined;
  const counts = Array.from({ length: width }, () => new Array<number>(8).fill(0));
  const wordSum = new Array<number>(width).fill(0);
  const values = Array.from({ length: width }, () => new Set<string>());
  const plain = new Array<number>(width).fill(0);
  let used = 0;
  for (const fs of rows) {
    if (fs.length !== width) continue;
    used++;
    for (let c = 0; c < width; c++) {
      const t = unquote(fs[c]);
      const ty = typeOf(t);
      counts[c][ty]++;
      wordSum[c] += plainWords(t);
      if (values[c].size < 4) values[c].add(t);
      if (ty === F.Name && !DIGIT.test(t)) plain[c]++;
    }
  }
  if ((!single && used < 4) || used < 0.5 * k) return undefined;
  const share = (c: number, ty: F) => counts[c][ty] / used;
  // the message: the column of the most words a line, free text on half the lines or more, varying (of two with as
  // many words, the later: a message is written after its header columns)
  let message = -1;
  for (let c = 0; c < width; c++) if (share(c, F.Text) >= 0.5 && (single || values[c].size >= 2) && (message < 0 || wordSum[c] >= wordSum[message])) message = c;
  if (message < 0) return undefined;
  let stamp = false;
  let level = -1;
  let qualified = -1;
  let named = -1;
  for (let c = 0; c < width; c++) {
    if (c === message) continue;
    if (share(c, F.Stamp) >= SHARE) stamp = true;
    else if (level < 0 && share(c, F.Level) >= SHARE) level = c;
    else if (qualified < 0 && share(c, F.Qualified) >= SHARE) qualified = c;
    // (names without digits on most lines: not a host or node id column, `web-3`, `node01`)
    else if (named < 0 && share(c, F.Name) >= SHARE && plain[c] >= 0.5 * used) named = c;
  }
  const component = qualified >= 0 ? qualified : named;
  if (!stamp || (level < 0 && component < 0)) return undefined;
  return { delim: d, width, message, level, component };
}

interface Row {
  level: Level | '';
  component: string;
  message: string;
}

function read(t: Table, s: string): Row | undefined {
  const fs = s.split(t.delim);
  if (fs.length < t.width) return short(t, fs);
  const extra = fs.length - t.width;
  const field = (c: number) => unquote(fs[c > t.message ? c + extra : c]);
  const message = unquote(fs.slice(t.message, t.message + extra + 1).join(t.delim));
  if (message === '') return undefined;
  const level = t.level >= 0 ? (levelOfWord(field(t.level)) ?? '') : '';
  const component = t.component >= 0 ? field(t.component) : '';
  if (component !== '' && !NAME.test(component)) return undefined;
  return { level, component, message };
}

/**
 * A row with fewer fields than the table (optional columns left out), where the message column is the last: its
 * last field is the message, and the level and component columns standing before its last field keep their place
 * when their fields still read as a level word and a name.
 */
function short(t: Table, fs: readonly string[]): { level: Level | ''; component: string; message: string } | undefined {
  const last = fs.length - 1;
  if (t.message !== t.width - 1 || last < 2) return undefined;
  const message = unquote(fs[last]);
  if (message === '') return undefined;
  const level = t.level >= 0 && t.level < last ? (levelOfWord(unquote(fs[t.level])) ?? '') : '';
  const c = t.component >= 0 && t.component < last ? unquote(fs[t.component]) : '';
  const component = c !== '' && NAME.test(c) && !levelOfWord(c) ? c : '';
  if (level === '' && component === '') return undefined;
  return { level, component, message };
}

/** Lines a reader of a format with named fields read (JSON, logfmt) keep their reading. */
function open(f: LineFields): boolean {
  return f.wrapper === undefined && (f.format === 'text' || f.format === 'syslog' || f.format === 'csv') && f.type !== 'stacktrace';
}

/** Whether the reader missed the table on a line: the delimiter or a quote left in its message, or another component. */
function readerMissed(t: Table, f: LineFields, r: Row): boolean {
  return f.message.indexOf(t.delim) >= 0 || f.message.charCodeAt(0) === 34 || (t.component >= 0 && f.component !== r.component);
}

/** The table's reading of a line replaces the reader's; an event's further lines (a trace) stay with its message. */
function take(t: Table, f: LineFields, r: Row): void {
  if (t.level >= 0) f.level = r.level;
  f.component = r.component;
  const nl = f.message.indexOf('\n');
  f.message = nl < 0 ? r.message : r.message + f.message.slice(nl);
}

/** Dump mode: a table of delimited columns, read by column type. */
export function batchRecords(heads: readonly string[], fields: LineFields[]): void {
  const n = fields.length;
  if (n < 4) return;
  const k = Math.min(n, SAMPLE);
  const d = delimiterOf(heads, k);
  if (d === '') return;
  const t = learn(heads, k, d);
  if (!t) return;
  // the readers missed the table: the delimiter or a quote left in the message, or another component
  let missed = 0;
  for (let i = 0; i < k; i++) {
    const f = fields[i];
    const r = read(t, heads[i]);
    if (r && open(f) && readerMissed(t, f, r)) missed++;
  }
  if (missed < 0.5 * k) return;
  for (let i = 0; i < n; i++) {
    const f = fields[i];
    if (!open(f)) continue;
    const r = read(t, heads[i]);
    if (r) take(t, f, r);
  }
}

/**
 * One line: a batch of one. A line cut into four fields or more by a tab or a pipe, with a stamp field, one field
 * of free text and a level word or a qualified name (a name with no digit) in the others, is read by its fields
 * when the reader left the delimiter or a quote in its message or named another component.
 */
export function lineRecord(head: string, f: LineFields): void {
  if (!open(f) || (head.indexOf('\t') < 0 && head.indexOf('|') < 0)) return;
  const d = delimiterOf([head], 1);
  if (d === '') return;
  const t = learn([head], 1, d, true);
  if (!t) return;
  const r = read(t, head);
  if (r && readerMissed(t, f, r)) take(t, f, r);
}
