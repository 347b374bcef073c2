import type { LineFields } from '../fields.js';
import { normalizeLevel } from '../levels.js';
import { nameTyped } from './alone.js';

/**
 * The component column typed across a dump (issue 19, seventeenth round). When the component the readers gave most
 * lines is an id, not a name (a thread or connection column: `ImapServer-14`, `main:0x7f46…`,
 * `default-dispatcher-8`), the header the lines share is cut into columns — counted from the level's token when the
 * line has one, else from the line's start — and a column that holds a name on (nearly) every line, varying from
 * line to line, is the component (`[Recover]`, `imap`, `[akka://shop/user/svc]`). The message is kept as read.
 */

/** Lines of the dump sampled (spread over it) to type its component column. */
const SCREEN = 64;
/** Lines of the sample whose header columns are typed. */
const TYPED = 24;
/** Share of the lines whose component is an id for the column to be typed again. */
const IDS = 0.5;
/** Share of the lines whose header holds a name at the column. */
const SHARE = 0.9;
/** Header tokens looked at. */
const MAX_TOKENS = 12;

/** The header's tokens: cut at whitespace outside brackets. */
function tokens(h: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i <= h.length && out.length < MAX_TOKENS; i++) {
    const c = i < h.length ? h.charCodeAt(i) : 32;
    if (c === 91 || c === 40) depth++;
    else if ((c === 93 || c === 41) && depth > 0) depth--;
    if ((c === 32 || c === 9) && depth === 0) {
      if (start >= 0) out.push(h.slice(start, i));
      start = -1;
    } else if (start < 0) start = i;
  }
  return out;
}

/** A month's or a weekday's name: a piece of the stamp. */
const STAMP_WORD = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?$/i;

/** The name a header token holds (`[Recover]` → `Recover`, `imap` → `imap`, `name:` → `name`), or ''. */
function nameOf(t: string): string {
  let v = t;
  const open = v.charCodeAt(0);
  if ((open === 91 && v.endsWith(']')) || (open === 40 && v.endsWith(')'))) v = v.slice(1, -1).trim();
  else if (v.endsWith(':')) v = v.slice(0, -1);
  if (v === '' || v.includes(' ') || v.includes('=') || normalizeLevel(v) !== undefined || STAMP_WORD.test(v)) return '';
  return nameTyped(v) ? v : '';
}

/** The index of the token holding the level word read, or -1. */
function levelIndex(ts: readonly string[], f: LineFields): number {
  if (f.level === '') return -1;
  for (let k = 0; k < ts.length; k++) {
    const t = ts[k];
    let a = 0;
    let b = t.length;
    while (a < b && '[(<{'.includes(t[a])) a++;
    while (b > a && '])>}:|'.includes(t[b - 1])) b--;
    if (normalizeLevel(t.slice(a, b)) === f.level) return k;
  }
  return -1;
}

/** The line's header names by their place from the level's token (or, offset by 100, from the line's start). */
function namesOf(head: string, f: LineFields): Map<number, string> | undefined {
  const h = head.trimEnd();
  const nl = f.message.indexOf('\n');
  const message = (nl < 0 ? f.message : f.message.slice(0, nl)).trimEnd();
  if (message === '' || !h.endsWith(message)) return undefined;
  const ts = tokens(h.slice(0, h.length - message.length));
  const lv = levelIndex(ts, f);
  const row = new Map<number, string>();
  for (let k = 0; k < ts.length; k++) {
    const place = lv >= 0 ? k - lv : 100 + k;
    if (place === 0) continue;
    const v = nameOf(ts[k]);
    if (v !== '') row.set(place, v);
  }
  return row;
}

export function batchNameColumn(heads: readonly string[], fields: LineFields[]): void {
  const n = fields.length;
  if (n < 4) return;
  // a sample spread over the dump: its component column must hold ids on half its lines
  const step = Math.max(1, Math.floor(n / SCREEN));
  const at: number[] = [];
  let ids = 0;
  for (let i = 0; i < n && at.length < SCREEN; i += step) {
    at.push(i);
    if (fields[i].component !== '' && !nameTyped(fields[i].component)) ids++;
  }
  if (ids < IDS * at.length) return;
  // (the columns typed on at most TYPED lines of the sample, spread over it: enough to find one holding a name on
  // nine lines in ten)
  const every = Math.ceil(at.length / TYPED);
  const typed = every > 1 ? at.filter((_, k) => k % every === 0) : at;
  const counts = new Map<number, number>();
  const values = new Map<number, Set<string>>();
  for (const i of typed) {
    const row = namesOf(heads[i], fields[i]);
    if (!row) continue;
    for (const [place, v] of row) {
      counts.set(place, (counts.get(place) ?? 0) + 1);
      let set = values.get(place);
      if (!set) values.set(place, (set = new Set()));
      if (set.size < 3) set.add(v);
    }
  }
  // the column holding a name on (nearly) every sampled line, two values or more, nearest the level
  let best: number | undefined;
  for (const [place, c] of counts) {
    if (c < SHARE * typed.length || (values.get(place)?.size ?? 0) < 2) continue;
    if (best === undefined || Math.abs(place) < Math.abs(best)) best = place;
  }
  if (best === undefined) return;
  for (let i = 0; i < n; i++) {
    const v = namesOf(heads[i], fields[i])?.get(best);
    if (v !== undefined) fields[i].component = v;
  }
}
