import type { LineFields } from '../fields.js';

/**
 * An optional column of ids the readers left at the start of the messages (issue 19, round 19): a queue or
 * session id, a worker number, a connection counter written between the header and the free text on some lines
 * of a dump and not on others (`stamp 1a2b3c-4d5e6f-7g msg`, `[info]: #1 msg`, `5f0c1a2b conn=1004 op=2 msg`).
 * The first token of each message is typed as an id — letters and digits mixed in one run of six characters or
 * more (a hex or base-62 id), such runs joined by hyphens, `#` and digits, `0x` and hex digits, or `key=digits` —
 * and its shape is written down (the kind, the runs' lengths, the key); a shape held by a third of the free messages
 * or more, with values that vary from line to line, is a header column: it comes off those messages, position after
 * position. A word of prose has no such shape; an id that stands in the message's text (`user 4f3a9b logged in`)
 * is not at its start.
 */

/** Lines of a dump looked at to find the column. */
const SAMPLE = 64;
/** Positions looked at. */
const MAX_IDS = 3;
/** Share of the free messages (of those that held the column before, after the first) that must open with one shape. */
const SHARE = 1 / 3;

const MIXED = /^[A-Za-z0-9]{6,}$/;
const HYPHENED = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+){2,}$/;
const HASH = /^#\d+$/;
const HEX = /^0x[0-9a-fA-F]+$/;
const KEYED = /^([a-z]{2,12})=\d+$/;
const DIGIT = /\d/;
const LETTER = /[A-Za-z]/;
const MONTH_PART = /-(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*-/i;

/** The shape of an id token, or '' when the token is no id. */
export function idShape(t: string): string {
  const c = t.charCodeAt(0);
  if (c === 35) return HASH.test(t) ? '#' : '';
  if (c === 48 && t.charCodeAt(1) === 120) return HEX.test(t) ? '0x' : '';
  if (t.length < 4 || !DIGIT.test(t)) return '';
  const k = KEYED.exec(t);
  if (k) return `${k[1]}=`;
  // (a hex id may come out all digits: it keeps its length; the column must hold letters on most lines)
  if (MIXED.test(t)) return `m${t.length}`;
  // (a date written with its month's name, `26-DEC-2023`, is a stamp, not an id)
  if (HYPHENED.test(t) && LETTER.test(t) && !MONTH_PART.test(t)) return `h${t.split('-').map((p) => p.length).join('-')}`;
  return '';
}

function firstToken(m: string): number {
  let e = 0;
  while (e < m.length && e < 64 && m.charCodeAt(e) !== 32 && m.charCodeAt(e) !== 9 && m.charCodeAt(e) !== 10) e++;
  return e;
}

/** The message after its first token (ending at `e`), or '' when nothing follows on its first line. */
function after(m: string, e: number): string {
  let p = e;
  while (p < m.length && (m.charCodeAt(p) === 32 || m.charCodeAt(p) === 9)) p++;
  return p < m.length && m.charCodeAt(p) !== 10 ? m.slice(p) : '';
}

function free(f: LineFields): boolean {
  return f.wrapper === undefined && (f.format === 'text' || f.format === 'syslog') && f.type !== 'stacktrace' && f.message !== '';
}

/** Dump mode: a column of ids opening half the messages or more, taken off them. */
export function batchIds(fields: LineFields[]): void {
  const n = fields.length;
  if (n < 4) return;
  // (the first free lines; all of them only once a column is found there)
  let idx: number[] = [];
  let seen = 0;
  for (let i = 0; i < n && idx.length < SAMPLE; i++, seen++) if (free(fields[i])) idx.push(i);
  if (idx.length < 4 || idx.length < 0.5 * seen) return;
  let all = idx.length < SAMPLE;
  for (let pos = 0; pos < MAX_IDS; pos++) {
    // (the shape counted on the first lines; a column that does not open half of them is no column)
    const k = Math.min(idx.length, SAMPLE);
    const shapes = new Array<string>(k);
    const counts = new Map<string, number>();
    let none = 0;
    for (let j = 0; j < k; j++) {
      const m = fields[idx[j]].message;
      const e = firstToken(m);
      const shape = e >= 2 && after(m, e) !== '' ? idShape(m.slice(0, e)) : '';
      shapes[j] = shape;
      if (shape === '') {
        if (++none > (1 - SHARE) * k) return;
        continue;
      }
      counts.set(shape, (counts.get(shape) ?? 0) + 1);
    }
    let best = '';
    let most = 0;
    for (const [s, c] of counts) if (c > most) [best, most] = [s, c];
    if (most < SHARE * k) return;
    // (judged on the sample: the values vary — a constant opening the messages is the message's — and a column of
    // bare numbers is no id column)
    const values = new Set<string>();
    let lettered = 0;
    for (let j = 0; j < k; j++) {
      if (shapes[j] !== best) continue;
      const m = fields[idx[j]].message;
      const v = m.slice(0, firstToken(m));
      if (values.size < 3) values.add(v);
      if (LETTER.test(v)) lettered++;
    }
    if (values.size < 3 || (best.charCodeAt(0) === 109 && lettered < 0.5 * most)) return;
    if (!all) {
      idx = [];
      for (let i = 0; i < n; i++) if (free(fields[i])) idx.push(i);
      all = true;
    }
    const taken: number[] = [];
    for (const i of idx) {
      const m = fields[i].message;
      const e = firstToken(m);
      if (idShape(m.slice(0, e)) === best && after(m, e) !== '') taken.push(i);
    }
    for (const i of taken) {
      const f = fields[i];
      f.message = after(f.message, firstToken(f.message));
    }
    idx = taken;
  }
}
