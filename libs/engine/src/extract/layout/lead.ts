import type { LineFields } from '../fields.js';

/**
 * The message's leading tokens typed across the batch (issue 19, ninth round). After the readers and the layouts
 * have cut each line, the first tokens of the messages are typed — a stamp piece (a date, a time, an epoch, `pid:
 * yyyymmdd:hhmmss.mmm`), a separator (`-->`, `-`, `|`, `::`), a call written as a name (`udp_rcv_loop():`) — and
 * a position where (nearly) every message of the dump holds a token of one header type (a stamp varying from line
 * to line, a separator, a call) is header the readers left: it is taken off every message that holds it, position
 * after position, until the types stop being consistent (the message column starts there). One line: a leading
 * stamp that holds a date or a time of day (or an epoch written as a field, `1681680434:`) and the separator after
 * it are header.
 */

const enum Lead {
  Stamp,
  Sep,
  Call,
  Other,
}

/** Stamp pieces: digits with date or time separators, with a digit-separator-digit inside; or an epoch. */
const STAMP = /^(?=[\d:.,/TZ+-]*\d[-:/.,T]\d)[\d:.,/TZ+-]*\d[\d:.,/TZ+-]*[:,]?$|^\d{9,13}(?:\.\d+)?:?$/;
const SEP = /^(?:-{1,8}|-->|->|=>|>>?|\||::|—|\*{1,3})$/;
const CALL = /^[A-Za-z_][\w.:$]*\(\):$/;
/** A date (`2023-11-24`, `2023/11/24`, `24/11/2023`, `20230309`), a time of day (`18:34:06`), or an epoch field. */
const DATE_OR_TIME = /\d{4}[-/]\d\d[-/]\d\d|\d\d[-/]\d\d[-/]\d{4}|(?:^|\D)\d\d:\d\d:\d\d|^\d{9,13}(?:\.\d+)?:$|:\d{8}:/;

/** Positions looked at. */
const MAX_LEAD = 4;
/** Share of the dump's messages that must hold a token of the type at the position. */
const SHARE = 0.9;

function leadEnd(m: string): number {
  let e = 0;
  while (e < m.length && e < 64 && m.charCodeAt(e) !== 32 && m.charCodeAt(e) !== 9 && m.charCodeAt(e) !== 10) e++;
  return e;
}

function typeOf(t: string): Lead {
  if (t === '' || t.length >= 64) return Lead.Other;
  if (STAMP.test(t)) return Lead.Stamp;
  if (SEP.test(t)) return Lead.Sep;
  if (CALL.test(t)) return Lead.Call;
  return Lead.Other;
}

/** The message with its first token and the whitespace after it taken off ('' when nothing follows). */
function rest(m: string, e: number): string {
  let p = e;
  while (p < m.length && (m.charCodeAt(p) === 32 || m.charCodeAt(p) === 9)) p++;
  return p < m.length && m.charCodeAt(p) !== 10 ? m.slice(p) : '';
}

/** Lines a reader of its own format read (JSON, logfmt, CSV ...) are not looked at: their message is a field. */
function free(f: LineFields): boolean {
  return f.wrapper === undefined && (f.format === 'text' || f.format === 'syslog') && f.type !== 'stacktrace';
}

/** Dump mode: header the readers left at the start of (nearly) every message, taken off. */
export function batchLead(fields: LineFields[]): void {
  const n = fields.length;
  if (n < 4) return;
  const idx: number[] = [];
  for (let i = 0; i < n; i++) if (free(fields[i]) && fields[i].message !== '') idx.push(i);
  // (most of the dump read by the readers of their own formats: nothing to learn)
  if (idx.length < 4 || idx.length < 0.5 * n) return;
  for (let pos = 0; pos < MAX_LEAD; pos++) {
    const counts = [0, 0, 0, 0];
    const types = new Array<Lead>(idx.length);
    const values = new Set<string>();
    for (let k = 0; k < idx.length; k++) {
      const m = fields[idx[k]].message;
      const e = leadEnd(m);
      const t = rest(m, e) === '' ? Lead.Other : typeOf(m.slice(0, e));
      types[k] = t;
      counts[t]++;
      if (t === Lead.Stamp && values.size < 3) values.add(m.slice(0, e));
    }
    let take: Lead = Lead.Other;
    for (const t of [Lead.Stamp, Lead.Sep, Lead.Call]) if (counts[t] >= SHARE * idx.length) take = t;
    // a stamp column varies from line to line (a constant number opening every message is the message's)
    if (take === Lead.Other || (take === Lead.Stamp && values.size < 2)) return;
    for (let k = 0; k < idx.length; k++) {
      if (types[k] !== take) continue;
      const f = fields[idx[k]];
      f.message = rest(f.message, leadEnd(f.message));
    }
  }
}

/** One line: a stamp holding a date or a time of day left at the message's start, and a separator after it. */
export function lineLead(f: LineFields): void {
  if (!free(f)) return;
  let m = f.message;
  let took = false;
  for (let pos = 0; pos < MAX_LEAD; pos++) {
    const e = leadEnd(m);
    const t = m.slice(0, e);
    const r = rest(m, e);
    if (r === '') break;
    if (typeOf(t) === Lead.Stamp && (DATE_OR_TIME.test(t) || (took && /\d:\d/.test(t)))) {
      took = true;
      m = r;
      continue;
    }
    if (took && typeOf(t) === Lead.Sep) m = r;
    break;
  }
  if (took) f.message = m;
}
