import { eventFields } from '../event-record.js';
import type { LineFields } from '../fields.js';
import { normalizeLevel } from '../levels.js';
import type { RawEvent } from '../split-events.js';
import { classOfCall, levelInComponent, lineChain, lineLead } from './lead.js';
import { lineRecord } from './records.js';
import { relayoutLine } from './relayout.js';

/** Lines of a dump its reading is judged on (spread over the dump). */
const SAMPLE = 8;

/** One event read as if it were the whole text: what `extract({ text })` makes of it (before `complete`). */
export function readAlone(ev: RawEvent): LineFields {
  const f = eventFields(ev);
  relayoutLine(ev, f, false);
  levelInComponent(ev.head, f);
  classOfCall(f);
  lineRecord(ev.head, f);
  if (!lineChain(ev.head, f)) lineLead(ev.head, f, false);
  return f;
}

/** Index of the token of `s` that holds character `at`: tokens are cut at whitespace outside brackets. */
function tokenAt(s: string, at: number): number {
  let k = -1;
  let inside = false;
  let depth = 0;
  for (let i = 0; i <= at && i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 91 || c === 40) depth++;
    else if ((c === 93 || c === 41) && depth > 0) depth--;
    if ((c === 32 || c === 9) && depth === 0) inside = false;
    else if (!inside) {
      inside = true;
      k++;
    }
  }
  return k;
}

const LETTERS = /[A-Za-z]+/g;

/** The token of the header holding the level word read (a piece of it: `[I]`, `name:info`), or -1. */
function levelToken(header: string, level: string): number {
  for (const m of header.matchAll(LETTERS)) if (normalizeLevel(m[0]) === level) return tokenAt(header, m.index);
  return -1;
}

/** A name closed by a colon, the header's last token (`_job_complete: `). */
const NAME_LAST = /(?:^|\s)([A-Za-z_][\w.-]*):\s*$/;

function droppedName(header: string): boolean {
  const m = NAME_LAST.exec(header);
  return m !== null && normalizeLevel(m[1]) === undefined;
}

/** The header holds a level word (three letters or more, alone or a piece of a token: `VERBOSE[Main]:`). */
function levelWordIn(header: string): boolean {
  for (const m of header.matchAll(LETTERS)) if (m[0].length >= 3 && normalizeLevel(m[0]) !== undefined) return true;
  return false;
}

/** Characters that cut a value into pieces: whitespace and punctuation (`-_.:/\\@#()[]<>=,;'"`). */
const CUTS = new Set([...' \t-_.:/\\@#()[]<>=,;\'"'].map((c) => c.charCodeAt(0)));

/**
 * A piece `v[from, to)` of a value is an id, not a word: digits alone (`-14`, `.0`), a hex number (`0x7f…`), or a
 * run of eight letters and digits or more mixing both (`k3j4h5g6f7d8`).
 */
function idPiece(v: string, from: number, to: number): boolean {
  let digits = 0;
  let letters = 0;
  for (let i = from; i < to; i++) {
    const c = v.charCodeAt(i) | 32;
    if (c >= 48 && c <= 57) digits++;
    else if (c >= 97 && c <= 122) letters++;
    else return false;
  }
  const n = to - from;
  if (digits === n) return true;
  if (n > 2 && v.charCodeAt(from) === 48 && (v.charCodeAt(from + 1) | 32) === 120) {
    // (`0x` then hex digits: the `x` counted as a letter above)
    let h = true;
    for (let i = from + 2; i < to && h; i++) {
      const c = v.charCodeAt(i) | 32;
      h = (c >= 48 && c <= 57) || (c >= 97 && c <= 102);
    }
    if (h) return true;
  }
  return n >= 8 && digits > 0 && letters > 0;
}

/** The value ends with a source file's line number (`server/status/runtime.go:498`, `taskinstance.py:1703`): where its colon is, else -1. */
function sourceLine(v: string): number {
  let i = v.length - 1;
  while (i >= 0 && v.charCodeAt(i) >= 48 && v.charCodeAt(i) <= 57) i--;
  if (i === v.length - 1 || i < 3 || v.charCodeAt(i) !== 58) return -1;
  // an extension of one to five letters after a dot, a letter before the dot
  let j = i - 1;
  while (j >= 0 && /[A-Za-z]/.test(v[j]) && i - j <= 6) j--;
  const ext = i - 1 - j;
  return ext >= 1 && ext <= 5 && j >= 1 && v.charCodeAt(j) === 46 && /[A-Za-z]/.test(v[j - 1]) ? i : -1;
}

/**
 * The value is typed a name (a writer: `imap`, `akka://shop/user/svc`, `kea-dhcp4.packets`), not an id (a thread or
 * connection: `ImapServer-14`, `main:0x7f46…`, `mon.0`): it has a letter and no piece of it is an id (a source
 * file's line number ending it is not looked at).
 */
export function nameTyped(v: string): boolean {
  const at = sourceLine(v);
  const end = at < 0 ? v.length : at;
  let letter = false;
  let from = -1;
  for (let i = 0; i <= end; i++) {
    const cut = i === end || CUTS.has(v.charCodeAt(i));
    if (!cut) {
      if (from < 0) from = i;
      const c = v.charCodeAt(i) | 32;
      if (c >= 97 && c <= 122) letter = true;
      continue;
    }
    if (from >= 0 && idPiece(v, from, i)) return false;
    from = -1;
  }
  return letter;
}

/** The most common value of `xs` other than -1 and how many hold it. */
function mode(xs: readonly number[]): [number, number] {
  let best = -1;
  let most = 0;
  for (const x of xs) {
    if (x === -1) continue;
    let c = 0;
    for (const y of xs) if (y === x) c++;
    if (c > most) {
      most = c;
      best = x;
    }
  }
  return [best, most];
}

/** A time of day opening the message (`18:04:13.752:`): a stamp the header cut left. */
const TIME_FIRST = /^\d\d:\d\d:\d\d(?:[.,]\d+)?:?(?:\s|$)/;

/** Characters of a message's start looked at for a bracket its header opened. */
const INSIDE = 40;

/**
 * The message starts where the header was cut, not where the text starts: inside a bracket (a `]` or `)` closes, in
 * its first characters, one it never opened), at a separator of punctuation alone (`:`, `**:`, `|`), or at a time of day.
 */
function startsInside(m: string): boolean {
  let e = 0;
  while (e < m.length && e < INSIDE && m.charCodeAt(e) > 32 && !/[\w([{"'<]/.test(m[e])) e++;
  if (e > 0 && (e === m.length || m.charCodeAt(e) <= 32) && (m.charCodeAt(e - 1) === 58 || m.charCodeAt(e - 1) === 124)) return true;
  if (TIME_FIRST.test(m)) return true;
  let depth = 0;
  for (let i = 0; i < m.length && i < INSIDE; i++) {
    const c = m.charCodeAt(i);
    if (c === 10) return false;
    if (c === 91 || c === 40) depth++;
    else if (c === 93 || c === 41) {
      if (depth === 0) return true;
      depth--;
    }
  }
  return false;
}

/**
 * How consistently a reading explains the sampled lines as one layout: the lines whose level word stands in the
 * most common token position, those whose component does (not the level's own position: a column holding level
 * words on some lines and other words on the rest is a level column), and those whose message starts after the
 * most common number of header tokens, and those whose message does not start inside a bracket its header opened
 * (`[INFO: Main] msg` cut after `INFO:`). A component written in the level's own token (`[INFO: Main]`) stands in a
 * position of its own, apart from the level's. A line loses a point where the reading left a level word in its header
 * and gave it no level (`VERBOSE[Main]:` read whole as the component), or cut a `name:` ending its header and gave
 * it no component (`[stamp] _job_complete: msg`). The component column is typed too: a line loses a point where the
 * component read is an id, not a name (`ImapServer-14`, `main:0x7f46…`: a thread or connection column).
 */
function consistency(heads: readonly string[], fs: readonly LineFields[]): number {
  const levels: number[] = [];
  const components: number[] = [];
  const starts: number[] = [];
  let whole = 0;
  let missed = 0;
  let ids = 0;
  for (let i = 0; i < heads.length; i++) {
    // (a line's trailing whitespace, a CRLF's `\r`, is not the message's)
    const head = heads[i].trimEnd();
    const f = fs[i];
    const nl = f.message.indexOf('\n');
    const message = (nl < 0 ? f.message : f.message.slice(0, nl)).trimEnd();
    const at = head.endsWith(message) ? head.length - message.length : -1;
    const header = at < 0 ? head : head.slice(0, at);
    const lt = f.level === '' ? -1 : levelToken(header, f.level);
    levels.push(lt);
    const c = f.component === '' ? -1 : header.indexOf(f.component);
    const t = f.component === '' ? -1 : c < 0 ? -2 : tokenAt(header, c);
    components.push(t >= 0 && t === lt && normalizeLevel(f.component) !== f.level ? t + 0.5 : t);
    starts.push(at < 0 ? -1 : tokenAt(header, at - 1) + 1);
    if (!startsInside(message)) whole++;
    // the component column typed: a name; a thread or connection column holds ids
    if (f.component !== '' && !nameTyped(f.component)) ids++;
    // a level word left in the header of a line given no level: the reading missed it
    if (f.level === '' && levelWordIn(header)) missed++;
    // a name closed by a colon ending the header of a line given no component: the reading cut it and dropped it
    else if (f.component === '' && droppedName(header)) missed++;
  }
  const [lt, ln] = mode(levels);
  const [ct, cn] = mode(components);
  return ln + (ct === lt && ct >= 0 ? 0 : cn) + mode(starts)[1] + whole - ids - missed;
}

/** The probe line read alone (as `readAlone` reads it, without the column model) reads what the dump left. */
function probeReads(ev: RawEvent, f: LineFields): boolean {
  const probe = readAlone(ev);
  return (probe.level !== '' && f.level === '') || (probe.component !== '' && f.component === '');
}

/**
 * The line read alone cut the message where the batch did, or after the name it reads, which the batch left at the
 * message's start (`manager: msg`): the two readings differ only in the component column.
 */
function sameMessage(message: string, a: LineFields): boolean {
  return message === a.message || (message.length > a.message.length && message.startsWith(a.component) && message.endsWith(a.message));
}

/**
 * The lines read alone name the writer where the batch's component column did not (no judgement of the rest: the
 * caller weighs consistency). Two cases, each a column the batch's layout misread, not a shape one line can fake:
 * the batch read no component on the sample while every sampled line read alone reads one, with as many levels and
 * as consistent a header (`… n=ansible INFO| msg`: a `name` the batch's columns cut into the message); or the batch's
 * component column holds ids (a thread, session or connection: `main:0x7f46…`, `[k3j4h5g6f7d8s9a0]`) on half of the
 * sample or more while the lines read alone read names on more lines than the batch read names.
 */
function missedColumn(fields: readonly LineFields[], at: readonly number[], alone: readonly LineFields[], names: number, ids: number, asConsistent: boolean): boolean {
  const s = at.length;
  let levels = 0;
  let theirLevels = 0;
  let theirComponents = 0;
  let theirNames = 0;
  for (let k = 0; k < s; k++) {
    if (fields[at[k]].level !== '') levels++;
    const a = alone[k];
    if (a.level !== '') theirLevels++;
    if (a.component === '') continue;
    theirComponents++;
    if (nameTyped(a.component)) theirNames++;
  }
  if (names + ids === 0) return asConsistent && theirComponents === s && theirNames === s && theirLevels >= levels;
  return ids * 2 >= s && theirNames > names;
}

/**
 * A dump's reading is never worse than its lines read one by one: on a sample spread over the dump, the readings
 * of the lines alone replace the dump's on every line when they explain the sample far more consistently (a level
 * and a component in one position on many more lines) — the batch's inferred header overrode readings that were
 * right. Done once per dump; the lines are read alone only when the dump's reading leaves room for that.
 */
export function keepBetter(events: readonly RawEvent[], fields: LineFields[]): void {
  const n = events.length;
  if (n < 4) return;
  const step = Math.max(1, Math.floor(n / SAMPLE));
  const at: number[] = [];
  for (let i = 0; i < n && at.length < SAMPLE; i += step) if (fields[i].wrapper === undefined) at.push(i);
  const s = at.length;
  if (s < 4) return;
  // what the batch read of the sample's component column: names, ids (a thread, session or connection column)
  let names = 0;
  let ids = 0;
  for (const i of at) {
    const c = fields[i].component;
    if (c === '') continue;
    if (nameTyped(c)) names++;
    else ids++;
  }
  // a batch that read no component on the sample, or ids on half of it, is judged against the lines read alone
  // whatever the probe below says (for the column it missed only: the lines may name a writer on every line)
  const judged = names + ids === 0 || ids * 2 >= s;
  // a probe first, cheap: the first sampled line the dump left without a level or a component (none: nothing a line
  // read alone could add), read by the reader and the one-line cues that type what it left at the message's start
  // (not the column model), must read one
  let p = 0;
  while (p < s && fields[at[p]].level !== '' && fields[at[p]].component !== '') p++;
  // (a reading that leaves every sampled line a level and a component is judged when its messages start inside a
  // bracket: the header it cut reaches into them)
  let open = true;
  if (p === s) {
    let cut = 0;
    for (const i of at) if (startsInside(fields[i].message)) cut++;
    // (or when its component column holds ids on a quarter of the sample: a thread or connection column read)
    if (cut * 2 < s && ids * 4 < s) open = false;
  } else {
    // (the first two such lines: one line's own shape may leave nothing to read)
    let q = p + 1;
    while (q < s && fields[at[q]].level !== '' && fields[at[q]].component !== '') q++;
    if (!probeReads(events[at[p]], fields[at[p]]) && (q === s || !probeReads(events[at[q]], fields[at[q]]))) open = false;
  }
  if (!open && !judged) return;
  const heads = at.map((i) => events[i].head);
  const dump = consistency(heads, at.map((i) => fields[i]));
  const margin = Math.max(2, s / 2);
  if (dump + margin > 4 * s) open = false;
  if (!open && !judged) return;
  const alone = at.map((i) => readAlone(events[i]));
  const theirs = consistency(heads, alone);
  let k = 0;
  if (open && theirs >= dump + margin) {
    for (let i = 0; i < n; i++) fields[i] = k < s && at[k] === i ? alone[k++] : readAlone(events[i]);
    return;
  }
  if (!missedColumn(fields, at, alone, names, ids, theirs >= dump)) return;
  // the column the batch missed: each line read alone that names its writer there (and reads a level where the batch
  // did) replaces the batch's reading; a line the reader alone cannot read keeps the batch's
  for (let i = 0; i < n; i++) {
    if (fields[i].wrapper !== undefined) continue;
    const a = k < s && at[k] === i ? alone[k++] : readAlone(events[i]);
    const f = fields[i];
    if (a.component !== '' && nameTyped(a.component) && (f.component === '' || !nameTyped(f.component)) && (a.level !== '' || f.level === '') && sameMessage(f.message, a)) fields[i] = a;
  }
}
