import type { LineFields } from '../fields.js';
import { levelOfLetter, levelOfWord } from '../levels.js';
import { framed } from '../header/shapes.js';

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
  Code,
}

/** Stamp pieces: digits with date or time separators, with a digit-separator-digit inside; or an epoch. */
const STAMP = /^(?=[\d:.,/TZ+-]*\d[-:/.,T]\d)[\d:.,/TZ+-]*\d[\d:.,/TZ+-]*[:,]?$|^\d{9,13}(?:\.\d+)?:?$/;
const SEP = /^(?:-{1,8}|-->|->|=>|>>?|\||::|—|\*{1,3})$/;
const CALL = /^[A-Za-z_][\w.:$]*\(\):$/;
/** A date (`2023-11-24`, `2023/11/24`, `24/11/2023`, `20230309`), a time of day (`18:34:06`), or an epoch field. */
const DATE_OR_TIME = /\d{4}[-/]\d\d[-/]\d\d|\d\d[-/]\d\d[-/]\d{4}|(?:^|\D)\d\d:\d\d:\d\d|^\d{9,13}(?:\.\d+)?:$|:\d{8}:/;

/** Lines of a dump looked at before a pass that needs a column on a fifth of them or more gives up on finding none. */
const SCREEN = 64;
/** Positions looked at. */
const MAX_LEAD = 4;
/** Share of the dump's messages that must hold a token of the type at the position. */
const SHARE = 0.9;

/** A bracket's content that is a code: no lower-case letter, a digit, a letter or digit first (`T7JQ0-NUR0R`, `EC 100663299`). */
const BRACKET_CODE = /^[A-Z\d][A-Z\d _.:-]{0,38}$/;
/** A number code closed by a colon, its fields joined by colons (`01070417:6:`): hex digits only. */
const NUMBER_CODE = /^[\da-fA-F]{6,}(?::[\da-fA-F]{1,4})*:$/;

/**
 * The end of a code opening the message (`[T7JQ0-NUR0R][EC 100663299]`: glued brackets each holding a code;
 * `01070417:6:`), or 0.
 */
function codeEnd(m: string): number {
  if (m.charCodeAt(0) === 91) {
    let e = 0;
    while (m.charCodeAt(e) === 91) {
      const close = m.indexOf(']', e);
      if (close < 0 || close - e > 40) return 0;
      const inside = m.slice(e + 1, close);
      if (!BRACKET_CODE.test(inside) || !/\d/.test(inside)) return 0;
      e = close + 1;
    }
    return e < m.length && (m.charCodeAt(e) === 32 || m.charCodeAt(e) === 9) ? e : 0;
  }
  const c = m.charCodeAt(0);
  if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102))) return 0;
  const e = leadEnd(m);
  return e > 7 && NUMBER_CODE.test(m.slice(0, e)) ? e : 0;
}

function leadEnd(m: string): number {
  let e = 0;
  while (e < m.length && e < 64 && m.charCodeAt(e) !== 32 && m.charCodeAt(e) !== 9 && m.charCodeAt(e) !== 10) e++;
  return e;
}

function typeOf(m: string, e: number): Lead {
  if (e === 0 || e >= 64) return Lead.Other;
  const c = m.charCodeAt(0);
  // (the first character says which test can hold: most messages open with a letter and no call)
  if (c >= 48 && c <= 57) return STAMP.test(m.slice(0, e)) ? Lead.Stamp : Lead.Other;
  if (c === 45 || c === 62 || c === 124 || c === 58 || c === 61 || c === 42 || c === 8212) return SEP.test(m.slice(0, e)) && !framed(m.split('\n', 1)[0], 0) ? Lead.Sep : Lead.Other;
  if (e > 3 && m.charCodeAt(e - 1) === 58 && m.charCodeAt(e - 2) === 41) return CALL.test(m.slice(0, e)) ? Lead.Call : Lead.Other;
  return Lead.Other;
}

/** Something follows the first token (ending at `e`) on the message's first line. */
function more(m: string, e: number): boolean {
  let p = e;
  while (p < m.length && (m.charCodeAt(p) === 32 || m.charCodeAt(p) === 9)) p++;
  return p < m.length && m.charCodeAt(p) !== 10;
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
  // The lines the readers left free, found as the first column is typed: most dumps are left at their first lines.
  const idx: number[] = [];
  let others = 0;
  for (let i = 0; i < n; i++) {
    const f = fields[i];
    if (!free(f) || f.message === '') continue;
    idx.push(i);
    const e = leadEnd(f.message);
    if (!more(f.message, e) || (typeOf(f.message, e) === Lead.Other && codeEnd(f.message) === 0)) others++;
    // (the same screen as below: no type can hold nine lines in ten)
    if (idx.length >= SCREEN && others > 0.5 * idx.length) return;
  }
  // (most of the dump read by the readers of their own formats: nothing to learn)
  if (idx.length < 4 || idx.length < 0.5 * n) return;
  for (let pos = 0; pos < MAX_LEAD; pos++) {
    const counts = [0, 0, 0, 0, 0];
    const types = new Array<Lead>(idx.length);
    const ends = new Array<number>(idx.length);
    const values = new Set<string>();
    const codes = new Set<string>();
    for (let k = 0; k < idx.length; k++) {
      const m = fields[idx[k]].message;
      // (a code opening the message: a bracket run cut at its end, not at whitespace)
      const ce = codeEnd(m);
      const e = ce > 0 ? ce : leadEnd(m);
      const t = ce > 0 ? (more(m, e) ? Lead.Code : Lead.Other) : more(m, e) ? typeOf(m, e) : Lead.Other;
      types[k] = t;
      ends[k] = e;
      counts[t]++;
      // (no type can hold nine lines in ten any more)
      if (counts[Lead.Other] > (1 - SHARE) * idx.length + 1 || (k + 1 >= SCREEN && counts[Lead.Other] > 0.5 * (k + 1))) return;
      if (t === Lead.Stamp && values.size < 3) values.add(m.slice(0, e));
      else if (t === Lead.Code && codes.size < 3) codes.add(m.slice(0, e));
    }
    let take: Lead = Lead.Other;
    for (const t of [Lead.Stamp, Lead.Sep, Lead.Call, Lead.Code]) if (counts[t] >= SHARE * idx.length) take = t;
    // a stamp or code column varies from line to line (a constant number opening every message is the message's)
    if (take === Lead.Other || (take === Lead.Stamp && values.size < 2) || (take === Lead.Code && codes.size < 2)) return;
    for (let k = 0; k < idx.length; k++) {
      if (types[k] !== take) continue;
      const f = fields[idx[k]];
      f.message = rest(f.message, ends[k]);
    }
  }
}

/** Both modes: a component written as a class, the method called and its line (`PoolService.import_on_boot():817`) is the class. */
export function classOfCall(f: LineFields): void {
  const c = f.component;
  if (c.length < 7) return;
  const last = c.charCodeAt(c.length - 1);
  if (last < 48 || last > 57 || c.indexOf('():') < 0) return;
  const m = METHOD_LINE.exec(c);
  if (m) f.component = m[1];
}

/**
 * One line: a stamp holding a date or a time of day left at the message's start, and a separator after it (a call
 * opening the message, `main():`, is left: on one line it may be the message's); a level word closed by a colon
 * right after a `name:` component
 * (`dnssec: warning: msg`) where no level was read from the header; and, where no component was read, a bracketed
 * source location right before the message (`[/core/main.go:123]: msg`).
 */
export function lineLead(head: string, f: LineFields, dump: boolean): void {
  if (!free(f)) return;
  let m = f.message;
  let took = false;
  for (let pos = 0; pos < MAX_LEAD; pos++) {
    const e = leadEnd(m);
    if (!more(m, e)) break;
    const type = typeOf(m, e);
    const t = m.slice(0, e);
    if (type === Lead.Stamp && (DATE_OR_TIME.test(t) || (took && /\d:\d/.test(t)))) {
      took = true;
      m = rest(m, e);
      continue;
    }
    if (took && type === Lead.Sep) m = rest(m, e);
    break;
  }
  if (took) f.message = m;
  if (levelAfterName(head, f)) return;
  if (dump) return;
  // an IPv4 address (a port after it or not) and ` - ` right before the message: the message's (a client's address,
  // `[WRN] 10.0.0.7:4222 - cid:12 - msg`), not header
  if (head.endsWith(f.message) && f.message !== '') {
    const ip = IP_DASH_BEFORE.exec(head.slice(Math.max(0, head.length - f.message.length - 28), head.length - f.message.length));
    if (ip && f.host !== ip[1]) f.message = `${ip[1]}${ip[2]}${f.message}`;
  }
  // `|`-delimited header fields ending `|name|LEVEL|` (`stamp|00042|bridge|INFO|msg`): the name is the component and
  // the message starts after the level's field (a `name:` in it is the message's)
  const pf = head.indexOf('|') >= 0 ? PIPE_NAME_LEVEL.exec(head.slice(0, 160)) : null;
  const pfLevel = pf ? levelField(pf[2]) : undefined;
  if (pf && pfLevel && (f.level === '' || f.level === pfLevel) && head.endsWith(f.message) && head.length - f.message.length >= pf.index + pf[0].length) {
    f.level = pfLevel;
    f.component = pf[1];
    f.message = head.slice(pf.index + pf[0].length);
    return;
  }
  // a component written as a qualified class and the method called (`a.b.Class.method()`): the class, as a logger
  const mc = f.component.endsWith('()') ? METHOD_CALL.exec(f.component) : null;
  if (mc) f.component = mc[1];
  // a call right after a bracketed source location (`[main.c:12]: udp_rcv_loop(): msg`) is the location's function
  const ce = leadEnd(f.message);
  if (typeOf(f.message, ce) === Lead.Call && more(f.message, ce) && head.endsWith(f.message)) {
    const before = head.slice(0, head.length - f.message.length).trimEnd();
    const open = before.lastIndexOf('[');
    const close = before.endsWith(']:') ? before.length - 2 : before.endsWith(']') ? before.length - 1 : -1;
    if (open >= 0 && close > open && SOURCE.test(before.slice(open + 1, close))) f.message = rest(f.message, ce);
  }
  // a name then a bracketed source location (and the call made there) opening the message after a level read
  // from the header (`auth_db [authorize.c:394]: get_ha1(): msg`): the name is the component, the rest header
  const ns = f.level !== '' && f.component === '' && f.message.indexOf(' [') > 0 ? NAME_SOURCE.exec(f.message) : null;
  if (ns && SOURCE.test(ns[2])) {
    f.component = ns[1];
    f.message = f.message.slice(ns[0].length);
    return;
  }
  // an instance name (lower-case letters then a number, `bgp1:`, `eth0:`) closed by a colon opening the message
  // after a level read from the header: the component
  const inst = f.level !== '' && f.component === '' ? INSTANCE.exec(f.message) : null;
  if (inst) {
    f.component = inst[1];
    f.message = f.message.slice(inst[0].length);
    return;
  }
  // ` : ` closes the header: a `name:` the reader took after it opens the message (`LEVEL : file.txt: msg`)
  if (f.component !== '' && head.includes(` : ${f.component}: ${f.message}`)) {
    f.message = `${f.component}: ${f.message}`;
    f.component = '';
    return;
  }
  if (f.level === '' && f.component === '' && (gluedFields(head, f) || letterBeforeStamp(head, f) || levelAfterIds(f) || keyedLevel(f) || levelAfterWords(head, f))) return;
  if (f.level !== '' && f.component === '' && (keyedName(head, f) || nameAfterHeaderBrackets(f))) return;
  // a standalone level word then a bracketed name among the first words the reader left unread, or took as a
  // component with spaces in it (`[1503] node2 corosync info    [QB    ] msg`): the level, the name, then the message
  if (f.component === '' || f.component.indexOf(' ') > 0) {
    const text = f.component === '' ? f.message : `${f.component}: ${f.message}`;
    const lb = f.component === '' || head.includes(text.slice(0, 80)) ? LEVEL_BRACKET.exec(text) : null;
    const lbLevel = lb ? levelOfWord(lb[1]) : undefined;
    if (lb && lbLevel && (f.level === '' || f.level === lbLevel) && (lb[1] === lb[1].toLowerCase() || lb[1] === lb[1].toUpperCase())) {
      f.level = lbLevel;
      f.component = lb[2];
      f.message = text.slice(lb[0].length);
      return;
    }
  }
  // a name with its bracketed pid, then a level word closed by a colon (`unbound[6576:3] notice: msg`)
  const np = f.level === '' && f.component === '' ? /^([A-Za-z_][\w.\/-]*)\[[\d:]+\]:? ([A-Za-z]{3,9}):? +(?=\S)/.exec(f.message) : null;
  const npLevel = np ? levelOfWord(np[2]) : undefined;
  if (np && npLevel) {
    f.level = npLevel;
    f.component = np[1];
    f.message = f.message.slice(np[0].length);
    return;
  }
  if (f.component === '' && head.endsWith(f.message)) {
    const prefix = head.slice(0, head.length - f.message.length);
    const last = lastWord(prefix);
    // the token after a standalone level word (or one in brackets, `[ERROR]`), written as a qualified name, a
    // colon after it or not (`INFO connection/_handle_request msg`, `[ERROR] plugin/errors: msg`)
    const e2 = leadEnd(f.message);
    const word = last.length > 2 && last.charCodeAt(0) === 91 && last.charCodeAt(last.length - 1) === 93 ? last.slice(1, -1) : last;
    if (f.level !== '' && levelOfWord(word) !== undefined && (word === word.toUpperCase() || /^[A-Z][a-z]+$/.test(word)) && more(f.message, e2)) {
      const t = f.message.charCodeAt(e2 - 1) === 58 ? f.message.slice(0, e2 - 1) : f.message.slice(0, e2);
      if (QUALIFIED.test(t)) {
        f.component = t;
        f.message = rest(f.message, e2);
        return;
      }
    }
    if (last.startsWith('[') && (last.endsWith(']:') || last.endsWith(']'))) {
      const inner = last.slice(1, last.endsWith(':') ? -2 : -1);
      if (SOURCE.test(inner)) {
        f.component = inner;
        return;
      }
    }
    // a level letter in brackets standing alone right before the message (`[I] msg`): the level, and a source
    // location or a qualified name right before it the component (`path/file.go:12:fn() [I] msg`)
    if (last.length === 3 && last.charCodeAt(0) === 91 && last.charCodeAt(2) === 93) {
      const letter = levelOfLetter(last[1]);
      if (letter && (f.level === '' || f.level === letter)) {
        f.level = letter;
        const before = lastWord(prefix.trimEnd().slice(0, -3));
        if (before !== '' && (SOURCE.test(before) || QUALIFIED.test(before))) f.component = before;
        return;
      }
    }
    // the same opening the message the reader left (`stamp path/file.go:12:fn() [I] msg`)
    const sl = f.message.indexOf(' [') > 0 ? /^(\S+) \[([A-Z])\] +(?=\S)/.exec(f.message) : null;
    const slLevel = sl ? levelOfLetter(sl[2]) : undefined;
    if (sl && slLevel && (f.level === '' || f.level === slLevel) && (SOURCE.test(sl[1]) || QUALIFIED.test(sl[1]))) {
      f.level = slLevel;
      f.component = sl[1];
      f.message = f.message.slice(sl[0].length);
      return;
    }
    // a name joined to the level word opening the line (`App:error stamp: msg`): the name is the component
    const nl = /^([A-Za-z][\w.-]*)[:/]([A-Za-z]{3,9})\s/.exec(head);
    const joined = nl ? levelOfWord(nl[2]) : undefined;
    if (nl && joined && (f.level === '' || f.level === joined) && levelOfWord(nl[1]) === undefined) {
      f.level = joined;
      f.component = nl[1];
      return;
    }
  }
  if (f.level !== '' && f.component === '' && nameAfterBracketLevel(head, f)) return;
  if (f.component !== '' && f.level !== '' && (closedBracketName(head, f) || loggerAfterThread(head, f))) return;
  if (f.component !== '' && f.level !== '') {
    // a bracket written right after the component's bracket opening the message (`[thread][Class] msg`), or a
    // qualified name in the tab-separated field after the component's (`\tthread\ta.b.Class\tmsg`): the last
    // field before the message is the component, the one the reader took a thread
    const c0 = f.message.charCodeAt(0);
    const next = c0 === 91 ? /^\[([A-Za-z_][\w.$-]*)\] +(?=\S)/.exec(f.message) : /^([A-Za-z_][\w$-]*(?:\.[A-Za-z_][\w$-]*)+)\t+(?=\S)/.exec(f.message);
    if (next && (c0 === 91 ? head.includes(`[${f.component}][${next[1]}] `) : head.includes(`\t${f.component}\t${next[1]}\t`))) {
      f.component = next[1];
      f.message = f.message.slice(next[0].length);
      return;
    }
    // a bracket holding a path-like name (`akka://app/user/x`, `a/b`) written after the component's bracket and a
    // space, right before the message, that the reader took as context: the last bracket is the component
    const key = `[${f.component}] [`;
    const at = head.indexOf(key);
    const close = at >= 0 ? head.indexOf(']', at + key.length) : -1;
    if (close > 0 && head.slice(close + 1).trimStart() === f.message && head.endsWith(f.message)) {
      const inner = head.slice(at + key.length, close);
      if (PATH_NAME.test(inner) && !SOURCE.test(inner) && !/:\d+$/.test(inner)) f.component = inner;
    }
  }
}

/** A level word, or a level letter (upper-case), alone in a field. */
function levelField(t: string): ReturnType<typeof levelOfWord> {
  return t.length === 1 ? levelOfLetter(t) : /^(?:[A-Z]+|[A-Z]?[a-z]+)$/.test(t) ? levelOfWord(t) : undefined;
}

const GLUED = /^(?:[,.]\d{1,9})?(?:Z|[+-]\d\d:?\d\d)?(::|:|\|)/;
const NAME_FIELD = /^[A-Za-z_][\w.$\/-]*$/;
const BRACKET_NAME = /^\[([A-Za-z_][\w.$\/:-]*)\] +(?=\S)/;

/**
 * One line: header fields glued to the stamp by a delimiter instead of spaces (`stamp,ms:LEVEL:a.b.logger:msg`,
 * `stamp,ms::LEVEL::[module] msg`): the stamp's fraction and the delimiter left at the message's start, then a level
 * field, then a name field (or a bracketed name opening what follows) before the message.
 */
function gluedFields(head: string, f: LineFields): boolean {
  const m = f.message;
  const g = GLUED.exec(m);
  if (!g || !head.endsWith(m)) return false;
  const before = head.charCodeAt(head.length - m.length - 1);
  if (!(before >= 48 && before <= 57)) return false;
  const sep = g[1];
  const from = g[0].length;
  const i = m.indexOf(sep, from);
  if (i < 0 || i - from > 13) return false;
  const level = levelField(m.slice(from, i));
  if (!level) return false;
  let msg = m.slice(i + sep.length);
  let component = '';
  const j = msg.indexOf(sep);
  if (j > 0 && j <= 120 && NAME_FIELD.test(msg.slice(0, j))) {
    component = msg.slice(0, j);
    msg = msg.slice(j + sep.length);
  } else {
    const b = BRACKET_NAME.exec(msg);
    if (b) {
      component = b[1];
      msg = msg.slice(b[0].length);
    }
  }
  f.level = level;
  f.component = component;
  f.message = msg.trimStart();
  return true;
}

const LETTER_STAMP = /^([A-Z]) [[(]([\d/:.,+ -]*(?:[A-Za-z]{3}[\d/:.,+ -]*)?)[\])]:? +(?=\S)/;
const TAG = /^([a-z_][a-z\d_.-]*): +(?=\S)/;

/**
 * One line: a level letter opening the line before a stamp or a number in brackets or parentheses (`I [02/Jul/2023:
 * 15:04:28 +0000] msg`, `W (1234) tag: msg`): the level; a lower-case `tag:` right after it is the component.
 */
function letterBeforeStamp(head: string, f: LineFields): boolean {
  const m = LETTER_STAMP.exec(head) ?? letterThenStamp(head);
  if (!m || !/\d\d/.test(m[2])) return false;
  const level = levelOfLetter(m[1]);
  if (!level) return false;
  const at = m[0].length;
  if (!head.endsWith(f.message) || head.length - f.message.length > at) return false;
  let msg = head.slice(at);
  const t = TAG.exec(msg);
  if (t && levelOfWord(t[1]) === undefined) {
    f.component = t[1];
    msg = msg.slice(t[0].length);
  }
  f.level = level;
  f.message = msg;
  return true;
}

/** A level letter in parentheses or brackets, then a stamp holding a date or a time, then a separator (`(W) stamp - msg`). */
const LETTER_OPEN_STAMP = /^[([]([A-Z])[)\]] +(\d[\d:.,/TZ+-]*\d(?:[ T]\d\d:\d\d[\d:.,Z+-]*)?) +(?:-{1,2}|\||::?) +(?=\S)/;

/** LETTER_STAMP's match shape for LETTER_OPEN_STAMP (the letter, the stamp), or null. */
function letterThenStamp(head: string): RegExpExecArray | null {
  const m = head.charCodeAt(0) === 40 || head.charCodeAt(0) === 91 ? LETTER_OPEN_STAMP.exec(head) : null;
  return m && DATE_OR_TIME.test(m[2]) ? m : null;
}

/** A name, then a bracket (a source location, checked apart), then a call or not. */
const NAME_SOURCE = /^([A-Za-z_][\w.-]*) \[([^\]\s]+)\]:? +(?:[A-Za-z_][\w.:$]*\(\): +)?(?=\S)/;

/** An IPv4 address, a port after it or not, then ` - `, at the end of the header. */
const IP_DASH_BEFORE = /(?:^|[\s\]])(\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?)( - )$/;

/** `|name|LEVEL|` in a `|`-delimited header, the name without digits (a host or an id holds some: `node02`). */
const PIPE_NAME_LEVEL = /\|([A-Za-z_][A-Za-z_.:\/-]*)\|([A-Za-z]{1,9})\|(?=\S)/;

/** An instance name: lower-case letters then a number, closed by a colon. */
const INSTANCE = /^([a-z][a-z_]*\d+): +(?=\S)/;

/** A class qualified once or more, then `.method()`, the method's name in lower camel case. */
const METHOD_CALL = /^([A-Za-z_][\w$]*(?:\.[A-Za-z_][\w$]*)+)\.[a-z_$][\w$]*\(\)$/;
/** A class, the method called and the line it was called from (`PoolService.import_on_boot():817`). */
const METHOD_LINE = /^([A-Za-z_][\w$]*(?:\.[A-Za-z_][\w$]*)*)\.[a-z_$][\w$]*\(\):\d+$/;

const KEYED_NAME = /^[a-z]{1,12}=([A-Za-z_][A-Za-z_.-]*)$/;

/**
 * One line: no component read, and the header's token right before the level word is a `key=name` field, a name
 * without digits (an id holds some: `tid=1q7t`), as in `p=42 u=root n=app.db INFO| msg`: the name, as the name just
 * before a level is elsewhere.
 */
function keyedName(head: string, f: LineFields): boolean {
  if (!head.endsWith(f.message)) return false;
  const tokens = head.slice(0, head.length - f.message.length).split(/[ \t]+/);
  for (let k = tokens.length - 1; k > 0; k--) {
    const t = tokens[k].replace(/^\W+|\W+$/g, '');
    if (t === '') continue;
    if (levelField(t) !== f.level) return false;
    const m = KEYED_NAME.exec(tokens[k - 1]);
    if (!m) return false;
    f.component = m[1];
    return true;
  }
  return false;
}

const TWICE_QUALIFIED = /^[A-Za-z_][\w$]*(?:\.[A-Za-z_][\w$]*){2,}$/;
const CLOSED_BRACKET = /[ \t][<[]([A-Za-z_][\w.-]*)[>\]]: +(?=\S)/;

/**
 * One line: a one-word name in brackets closed by a colon in the header (`LEVEL <general>: CSkinInfo: msg`) ends the
 * header; a `name:` (or `name -`) the reader took after it is the message's, the bracketed name the component.
 */
function closedBracketName(head: string, f: LineFields): boolean {
  if (!head.endsWith(f.message)) return false;
  const start = head.length - f.message.length;
  const b = CLOSED_BRACKET.exec(head.slice(0, start));
  // (a logger qualified twice or more, `org.app.Service`, is the line's name, not the bracket's thread)
  if (!b || b[1] === f.component || TWICE_QUALIFIED.test(f.component)) return false;
  const end = b.index + b[0].length;
  // (what lies between is the component the reader took, closed by a colon or a separator or not)
  const between = head.slice(end, start).trimEnd().replace(/(?::|\s*(?:-{1,3}|\|))$/, '');
  if (between !== f.component) return false;
  f.component = b[1];
  f.message = head.slice(end);
  return true;
}

const LOGGER_DASH = /^(?:[^\s[\]]+ )?([A-Za-z_][\w$]*(?:\.[A-Za-z_][\w$]*){2,}) - (?=\S)/;

/**
 * One line: the reader took a bracket (a thread) as the component, and the message opens with a logger qualified
 * twice or more closed by ` - `, a free word before it or not (`INFO [qtp-51] admin org.app.Service - msg`): the
 * logger is the component.
 */
function loggerAfterThread(head: string, f: LineFields): boolean {
  if (f.component.includes('.') || (!head.includes(`[${f.component}] `) && !head.includes(`[${f.component}]: `))) return false;
  const q = LOGGER_DASH.exec(f.message);
  if (!q) return false;
  f.component = q[1];
  f.message = f.message.slice(q[0].length);
  return true;
}

const KEYED_LEVEL = /^(?:[a-z]{1,12}=[^\s=]+ +){0,5}[a-z]{1,12}=([A-Za-z_][A-Za-z_.-]*) +([A-Za-z]{3,9})(?:\||:)? +(?=\S)/;

/**
 * One line: `key=value` header fields the reader left at the message's start, the last a name, then a level word
 * (`p=42 u=root n=app.db INFO| msg`): the level, the name the component.
 */
function keyedLevel(f: LineFields): boolean {
  const m = KEYED_LEVEL.exec(f.message);
  const level = m ? levelField(m[2]) : undefined;
  if (!m || !level) return false;
  f.level = level;
  f.component = m[1];
  f.message = f.message.slice(m[0].length);
  return true;
}

const HEADER_BRACKETS = /^(?:\[(?:[A-Z][A-Z_-]*: [^\]]*|[\w.\/-]+\.\w+:\d+(?::[\w.$]+(?:\(\))?)?)\] +)+([A-Za-z\d_][\w.\/-]*): +(?=\S)/;

/**
 * One line: after the level, brackets that hold a labelled value or a source location (`[MSGID: 1234]
 * [socket.c:42:connect]`) opening the message, then a `name:`: the brackets are header, the name the component.
 */
function nameAfterHeaderBrackets(f: LineFields): boolean {
  if (f.message.charCodeAt(0) !== 91) return false;
  const m = HEADER_BRACKETS.exec(f.message);
  if (!m || !/[A-Za-z]/.test(m[1]) || levelOfWord(m[1]) !== undefined) return false;
  f.component = m[1];
  f.message = f.message.slice(m[0].length);
  return true;
}

const NAME_IDS_LEVEL = /^([A-Za-z_][\w.-]*)((?: [\w.-]+){1,3}): +([A-Za-z]{3,9}): +(?=\S)/;

/**
 * One line: a name and words holding an id closed by a colon, then a level word closed by a colon, opening the
 * message the reader left (`main pid 4242: LOG:  msg`): the level, the name the component.
 */
function levelAfterIds(f: LineFields): boolean {
  const m = NAME_IDS_LEVEL.exec(f.message);
  if (!m || !/\d/.test(m[2])) return false;
  const level = levelField(m[3]);
  if (!level || levelOfWord(m[1]) !== undefined) return false;
  f.level = level;
  f.component = m[1];
  f.message = f.message.slice(m[0].length);
  return true;
}

/** A name written as a path: letters first, a `/` inside, no spaces, no `=`. */
const PATH_NAME = /^[A-Za-z][\w.+-]*:?\/{1,2}[\w.@:$#\/-]*[\w-]$/;

const NAME_WORDS_LEVEL = /^([a-z_][\w.-]*)((?: [a-z][\w-]*){0,2}) ([a-z]{3,9}): +(?=\S)/;

/**
 * One line: right after a bracketed field (an id), a lower-case name and up to two lower-case words, then a level
 * word closed by a colon (`[00f3] main input debug: msg`): the level, the name the component.
 */
function levelAfterWords(head: string, f: LineFields): boolean {
  const m = NAME_WORDS_LEVEL.exec(f.message);
  if (!m || !head.endsWith(f.message)) return false;
  const level = levelOfWord(m[3]);
  if (!level || levelOfWord(m[1]) !== undefined || m[2].split(' ').some((w) => w !== '' && levelOfWord(w) !== undefined)) return false;
  if (!head.slice(0, head.length - f.message.length).trimEnd().endsWith(']')) return false;
  f.level = level;
  f.component = m[1];
  f.message = f.message.slice(m[0].length);
  return true;
}

/** A level word closed by a colon opening the message right after a `name:` component, where no level was read. */
function levelAfterName(head: string, f: LineFields): boolean {
  if (f.level !== '' || f.component === '') return false;
  const e = leadEnd(f.message);
  if (e < 4 || !more(f.message, e) || f.message.charCodeAt(e - 1) !== 58) return false;
  const t = f.message.slice(0, e);
  const level = levelOfWord(t.slice(0, -1));
  if (!level || !head.includes(`${f.component}: ${t} `)) return false;
  f.level = level;
  f.message = rest(f.message, e);
  return true;
}

/**
 * Dump mode: a level column written right after a `name:` component (`LogNet: Warning: msg`, the level word on some
 * lines): where a fifth of the lines or more hold a level word there, a capitalized word closed by a colon that
 * stands there on two lines or more is that column's (a level outside the vocabulary, `LogInit: Display: msg`).
 */
export function batchLevelAfterName(heads: readonly string[], fields: LineFields[]): void {
  const n = fields.length;
  if (n < 4) return;
  let free_ = 0;
  let levels = 0;
  const words = new Map<string, number>();
  // (the lines holding such a word and the word, in line order: no array as long as the dump)
  const atLine: number[] = [];
  const atWord: string[] = [];
  for (let i = 0; i < n; i++) {
    // (no level after a name in the first lines: no column to find)
    if (free_ === SCREEN && levels === 0) return;
    const f = fields[i];
    if (!free(f) || f.message === '') continue;
    free_++;
    if (levelAfterName(heads[i], f)) {
      levels++;
      continue;
    }
    if (f.component === '' || f.level !== '') continue;
    const e = leadEnd(f.message);
    if (e < 4 || !more(f.message, e) || f.message.charCodeAt(e - 1) !== 58) continue;
    const t = f.message.slice(0, e);
    if (!/^[A-Z][a-z]+:$/.test(t) || !heads[i].includes(`${f.component}: ${t} `)) continue;
    atLine.push(i);
    atWord.push(t);
    words.set(t, (words.get(t) ?? 0) + 1);
  }
  if (free_ < 4 || levels < 0.2 * free_) return;
  for (let k = 0; k < atLine.length; k++) if ((words.get(atWord[k]) ?? 0) >= 2) fields[atLine[k]].message = rest(fields[atLine[k]].message, atWord[k].length);
}

/** The last whitespace token of `prefix` (lastToken's token, without counting the tokens before it). */
function lastWord(prefix: string): string {
  const t = prefix.trimEnd();
  return t.slice(Math.max(t.lastIndexOf(' '), t.lastIndexOf('\t')) + 1);
}

/** The index of the last whitespace token of `prefix` and that token. */
function lastToken(prefix: string): { at: number; token: string } {
  const t = prefix.trimEnd();
  const sp = Math.max(t.lastIndexOf(' '), t.lastIndexOf('\t'));
  let at = 0;
  for (let p = 0; p < sp; p++) {
    const c = t.charCodeAt(p);
    if ((c === 32 || c === 9) && p + 1 < t.length && t.charCodeAt(p + 1) !== 32 && t.charCodeAt(p + 1) !== 9) at++;
  }
  return { at: sp < 0 ? 0 : at + (t.charCodeAt(0) === 32 ? 0 : 1), token: t.slice(sp + 1) };
}

/**
 * Dump mode: a component read from a `name:` written right before the message on some lines only, where the
 * other lines hold their level word in that column (`: Info: msg` beside `: Auth: msg`): the name stands in the
 * level column (a level outside the vocabulary), it is no component. (A name there beside lines with no component
 * may be an optional component, Ruby's `-- progname: msg`, or open the message, `spawned: 'web' ...`: left.)
 */
export function batchNames(heads: readonly string[], fields: LineFields[]): void {
  const n = fields.length;
  if (n < 4) return;
  let free_ = 0;
  // lines whose token right before the message is the component closed by a colon, and lines where it is a level
  // word closed by a colon: the token's start (its column counted only once both are found)
  const named: number[] = [];
  const levelled: number[] = [];
  const namedStarts: number[] = [];
  const levelledStarts: number[] = [];
  for (let i = 0; i < n; i++) {
    // (no level column in the first lines: none to find, a column holds on a third of the lines or more)
    if (free_ === SCREEN && levelled.length === 0) return;
    const f = fields[i];
    if (!free(f) || f.message === '') continue;
    free_++;
    if (f.component === '' && f.level === '') continue;
    const nl = f.message.indexOf('\n');
    const head = heads[i];
    // (only a token closed by a colon right before the message counts: looked at before anything is cut)
    const m0len = nl < 0 ? f.message.length : nl;
    let q = head.length - m0len - 1;
    while (q > 0 && (head.charCodeAt(q) === 32 || head.charCodeAt(q) === 9)) q--;
    if (q <= 0 || head.charCodeAt(q) !== 58) continue;
    if (f.component !== '') {
      const a = q - f.component.length;
      if (a < 0 || !head.startsWith(f.component, a) || (a > 0 && head.charCodeAt(a - 1) !== 32 && head.charCodeAt(a - 1) !== 9)) continue;
      namedStarts.push(a);
      named.push(i);
    } else {
      let a = q;
      while (a > 0 && head.charCodeAt(a - 1) !== 32 && head.charCodeAt(a - 1) !== 9) a--;
      if (q - a < 3 || !levelOfWord(head.slice(a, q))) continue;
      levelledStarts.push(a);
      levelled.push(i);
    }
  }
  if (named.length === 0 || free_ < 4 || levelled.length < 0.3 * free_) return;
  // the column: how many tokens stand before the token
  const column = (i: number, start: number): number => lastToken(heads[i].slice(0, start) + 'x').at;
  const levelAt = new Map<number, number>();
  for (let k = 0; k < levelled.length; k++) {
    const c = column(levelled[k], levelledStarts[k]);
    levelAt.set(c, (levelAt.get(c) ?? 0) + 1);
  }
  let col = -1;
  let most = 0;
  for (const [k, v] of levelAt) if (v > most) [col, most] = [k, v];
  if (most < 0.8 * levelled.length) return;
  for (let k = 0; k < named.length; k++) if (column(named[k], namedStarts[k]) === col) fields[named[k]].component = '';
}

/** A source location as a header writes it (`main.c:2641`, `/core/main.go:123`, `rpc-clnt.c:1013:rpc_clnt_init`). */
const SOURCE = /^\/?(?:[\w.-]+\/)*[\w.-]+\.(?:c|cc|cpp|cxx|h|hpp|go|py|java|kt|scala|js|mjs|ts|rb|rs|cs|php|pl|lua|swift|erl|ex):\d+(?::[\w.$]+(?:\(\))?)?$/;
/** A name as a header column writes it: plain, in angle brackets, or closed by a colon. */
const NAME = /^<([A-Za-z_][\w.-]*)>$|^([A-Za-z_][\w.-]*)$/;
/** A qualified name: letters joined by `/`, `.`, `::` or `_` pieces, a letter at each end. */
const QUALIFIED = /^[A-Za-z][\w-]*(?:(?:\/|\.|::)[A-Za-z_][\w-]*)+$/;
/** A month or a weekday, as a stamp writes it. */
const STAMP_WORD = /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/;
/** Up to five words, a level word, then a name in brackets (padded or not), then the message. */
const LEVEL_BRACKET = /^(?:\S+\s+){0,5}?([A-Za-z]{3,9})\s+\[\s*([A-Za-z][\w.-]*)\s*\]:?\s+(?=\S)/;
const NAME_COLON = /^([\w][\w.-]*[A-Za-z][\w.-]*):$/;

/**
 * Dump mode: the component column against a source-location column. A source location is the component only where
 * the header names nothing else: a name written in its own column right before it on (nearly) every line (`<core>
 * [main.c:2641]:`), or a `name:` opening (nearly) every message after it (`[rpc-clnt.c:1013:f] 0-vol0-client-1:
 * msg`), is the component; and a bracketed source location written right before the message on (nearly) every
 * line where no component was read (`[/core/main.go:123]: msg`) is the component.
 */
export function batchSource(heads: readonly string[], fields: LineFields[]): void {
  const n = fields.length;
  if (n < 4) return;
  let free_ = 0;
  let sourced = 0;
  // (the lines each column's name was read on and the name, in line order: no arrays as long as the dump)
  const beforeLine: number[] = [];
  const beforeName: string[] = [];
  const opensLine: number[] = [];
  const opensName: string[] = [];
  const bracketedLine: number[] = [];
  const bracketedName: string[] = [];
  let nBefore = 0;
  let nOpens = 0;
  let nBracketed = 0;
  // lines that can hold neither column: more than a tenth, and no rule below can hold
  let neither = 0;
  for (let i = 0; i < n; i++) {
    // (or half of the first lines: the dump is no such batch; nor where neither column holds on half of them)
    if (neither > 0.1 * n + 1 || (free_ >= SCREEN && (neither > 0.5 * free_ || (nBracketed < 0.5 * free_ && sourced < 0.5 * free_)))) return;
    const f = fields[i];
    if (!free(f) || f.message === '') continue;
    free_++;
    const nl = f.message.indexOf('\n');
    const head = heads[i];
    // (a bracket closes right before the message, or the component holds a `:line`: looked at before anything is cut)
    let q = head.length - (nl < 0 ? f.message.length : nl) - 1;
    while (q > 0 && (head.charCodeAt(q) === 32 || head.charCodeAt(q) === 9)) q--;
    if (q > 0 && head.charCodeAt(q) === 58) q--;
    if (f.component === '' ? head.charCodeAt(q) !== 93 : f.component.indexOf(':') < 0) {
      neither++;
      continue;
    }
    const m0 = nl < 0 ? f.message : f.message.slice(0, nl);
    if (!head.endsWith(m0)) continue;
    const prefix = head.slice(0, head.length - m0.length).trimEnd();
    if (f.component === '') {
      // `[/core/main.go:123]: msg`
      const last = lastWord(prefix);
      const inner = last.startsWith('[') ? last.slice(1, last.endsWith(':') ? -2 : -1) : '';
      if (inner !== '' && last.endsWith(last.endsWith(':') ? ']:' : ']') && SOURCE.test(inner)) {
        bracketedLine.push(i);
        bracketedName.push(inner);
        nBracketed++;
      }
      continue;
    }
    if (!SOURCE.test(f.component)) continue;
    sourced++;
    const e = leadEnd(m0);
    const lead = NAME_COLON.exec(m0.slice(0, e));
    if (lead && more(m0, e) && levelOfWord(lead[1]) === undefined) {
      opensLine.push(i);
      opensName.push(lead[1]);
      nOpens++;
    }
    const at = prefix.lastIndexOf(f.component);
    if (at > 0) {
      const p = head.slice(0, at).replace(/[[(]$/, '').trimEnd();
      const name = NAME.exec(lastWord(p));
      const w = name && (name[1] ?? name[2]);
      if (w && levelOfWord(w) === undefined && !/^\d/.test(w)) {
        beforeLine.push(i);
        beforeName.push(w);
        nBefore++;
      }
    }
  }
  if (free_ < 4) return;
  if (nBracketed >= 0.9 * free_) {
    for (let k = 0; k < bracketedLine.length; k++) fields[bracketedLine[k]].component = bracketedName[k];
    return;
  }
  if (sourced < 0.9 * free_) return;
  if (nOpens >= 0.9 * sourced) {
    for (let k = 0; k < opensLine.length; k++) {
      const f = fields[opensLine[k]];
      f.component = opensName[k];
      f.message = rest(f.message, leadEnd(f.message));
    }
  } else if (nBefore >= 0.9 * sourced) for (let k = 0; k < beforeLine.length; k++) fields[beforeLine[k]].component = beforeName[k];
}

/**
 * Dump mode: the component column closed by ` - ` (`| prefect.engine - msg`). Where (nearly) every line holds the
 * separator at the column's end and the readers took the component on many lines (a name without spaces), the
 * lines where they took none (the name holds spaces or quotes: `| Task run 'load-0' - msg`) hold theirs before
 * the message's first ` - `.
 */
export function batchSeparated(heads: readonly string[], fields: LineFields[]): void {
  const n = fields.length;
  if (n < 4) return;
  let free_ = 0;
  let named = 0;
  // (the lines cut and where, in line order)
  const cutLine: number[] = [];
  const cutAt: number[] = [];
  let cuts = 0;
  let neither = 0;
  for (let i = 0; i < n; i++) {
    // (or half of the first lines: the dump is no such batch)
    if (neither > 0.1 * n + 1 || (free_ >= SCREEN && neither > 0.5 * free_)) return;
    const f = fields[i];
    if (!free(f) || f.message === '') continue;
    free_++;
    const nl = f.message.indexOf('\n');
    const m0 = nl < 0 ? f.message : f.message.slice(0, nl);
    if (f.component !== '') {
      const h = heads[i];
      const at = h.length - m0.length - 3;
      if (at > f.component.length && h.startsWith(' - ', at) && h.startsWith(f.component, at - f.component.length) && h.endsWith(m0)) named++;
      else neither++;
      continue;
    }
    const k = m0.indexOf(' - ');
    // (the name: a few words, no colon or stamp in it, not the whole message)
    if (k > 0 && k <= 60 && k + 3 < m0.length && !/[:=]|\d[:/.-]\d/.test(m0.slice(0, k))) {
      cutLine.push(i);
      cutAt.push(k);
      cuts++;
    } else neither++;
  }
  if (free_ < 4 || named < 0.3 * free_ || named + cuts < 0.9 * free_ || cuts === 0) return;
  for (let j = 0; j < cutLine.length; j++) {
    const f = fields[cutLine[j]];
    f.component = f.message.slice(0, cutAt[j]);
    f.message = f.message.slice(cutAt[j] + 3);
  }
}

/**
 * A component that holds the level word (both modes): joined to the name by `/`, `#`, `,` or `:` (`Server
 * thread/INFO`, `a.b.Port#critical`, `.173:INFO:oejs.Server:thread`), the level is that word and the component the
 * name beside it; opening it in brackets (`[notice] Bootstrapped 5% (x)`, a message cut at its colon), the level is
 * that word and the rest goes back to the message.
 */
export function levelInComponent(head: string, f: LineFields): void {
  // (it runs on every line of every dump: a component none of the cases below can hold is left at once)
  const component = f.component;
  if (component !== '' && !mayHoldLevel(component)) return;
  if (!free(f)) return;
  if (component === '') {
    levelOpening(f);
    // the bracket right before the message, taken as header whole (`[Worker-Main-5/INFO]: msg`)
    if (f.component === '' && f.message !== '' && bracketJoins(head, f.message.length) && head.endsWith(f.message)) {
      const p = head.slice(0, head.length - f.message.length).trimEnd();
      const close = p.endsWith(']:') ? p.length - 2 : p.endsWith(']') ? p.length - 1 : -1;
      const open = close > 0 ? p.lastIndexOf('[', close) : -1;
      if (open >= 0 && close - open > 4) {
        const joined = levelJoined(p.slice(open + 1, close), f.level);
        if (joined) {
          f.level = joined.level;
          f.component = joined.name;
        }
      }
    }
    return;
  }
  const c = f.component;
  // a level letter read as the component (`stamp D | pkg: msg`): the level; a `name:` opening the message after it
  // is the component
  // (or the letter doubled, `(WW) msg`)
  const letter = (c.length === 1 || (c.length === 2 && c[0] === c[1])) && f.level === '' ? levelOfLetter(c[0]) : undefined;
  if (letter) {
    f.level = letter;
    f.component = '';
    const e = leadEnd(f.message);
    const nc = NAME_COLON.exec(f.message.slice(0, e));
    // (the name after a separator that closes the header: `D | pkg: msg`)
    if (nc && more(f.message, e) && levelOfWord(nc[1]) === undefined && (head.includes(`${c} | ${f.message.slice(0, e)}`) || head.includes(`${c} - ${f.message.slice(0, e)}`))) {
      f.component = nc[1];
      f.message = rest(f.message, e);
    }
    return;
  }
  // a stamp piece is no component (a month or a weekday: `LEVEL  Jan 15 20:21:04 [pid]: msg`)
  if (c.length === 3 && STAMP_WORD.test(c)) {
    f.component = '';
    return;
  }
  // the level word opening the component, a bracketed id after it (`WARNING[20697] res_rtp.c`): the level, and the
  // name after them
  const lv = c.indexOf('[') > 2 ? /^([A-Za-z]{3,9})(?:\[[^\]\s]*\])+ (\S+)$/.exec(c) : null;
  if (lv) {
    const level = levelOfWord(lv[1]);
    if (level && (f.level === '' || f.level === level || lv[1] === lv[1].toUpperCase())) {
      f.level = level;
      f.component = lv[2];
    }
    return;
  }
  if (c.length < 4 || c.length > 120) return;
  const c0 = c.charCodeAt(0);
  const b = (c0 === 91 || c0 === 40 || c0 === 60) && /^[[(<]([A-Za-z]{3,9})[\])>] (.+)$/.exec(c);
  if (b) {
    const level = levelOfWord(b[1]);
    if (level && (f.level === '' || f.level === level) && head.includes(`${c}: ${f.message.slice(0, 40)}`)) {
      f.level = level;
      f.component = '';
      f.message = `${b[2]}: ${f.message}`;
    }
    return;
  }
  joinedInComponent(f);
}

/** A component one of levelInComponent's cases can hold: a letter, a month, a bracket, a joining `/#,:`. */
function mayHoldLevel(c: string): boolean {
  if (c.length <= 3) return true;
  const c0 = c.charCodeAt(0);
  if (c0 === 91 || c0 === 40 || c0 === 60) return true;
  // (one test for a joining character or a bracket: most components hold neither; where one does, the test's
  // lastIndex says where)
  MAY_HOLD.lastIndex = 0;
  if (!MAY_HOLD.test(c)) return false;
  const k = MAY_HOLD.lastIndex - 1;
  // a joining character first: joined if the component is not too long, else a bracket after the third character
  if (c.charCodeAt(k) !== 91) return c.length <= 120 || c.indexOf('[') > 2;
  // the first bracket
  return k > 2 || (c.length <= 120 && JOINING.test(c));
}

const JOINING = /[/#,:]/;
/** A joining character or an opening bracket. */
const MAY_HOLD = /[/#,:[]/g;
/** What levelJoined looks for, in one native scan: a joining character, a word of 3 to 9 letters, then the end or `:name`. */
const JOINED_SHAPE = /[/#,:][A-Za-z]{3,9}(?::[A-Za-z_$]|$)/;

/** The level word joined to the name in the component: the level, and the name for the component. */
function joinedInComponent(f: LineFields): void {
  const joined = levelJoined(f.component, f.level);
  if (!joined) return;
  f.level = joined.level;
  f.component = joined.name;
}

/**
 * The first `/`, `#`, `,` or `:` followed by a word of 3 to 9 letters that ends the component or is followed by
 * `:name` (and the end, or `:` and anything): the name before it, the word, the name after it.
 */
const JOINED = /^([^]*?)[/#,:]([A-Za-z]{3,9})(?::([A-Za-z_$][\w$.-]*)(?::[^]*)?)?$/;

/**
 * A level word joined to a name in `c` (agreeing with the `level` read, if any): the level and the name
 * (`Server thread/INFO`, `.173:INFO:oejs.Server:thread`). The shape is tested first in one scan that allocates
 * nothing: it runs on every component of a dump that holds a joining character.
 */
function levelJoined(c: string, level: LineFields['level']): { level: Exclude<LineFields['level'], ''>; name: string } | null {
  if (!JOINED_SHAPE.test(c)) return null;
  const m = JOINED.exec(c);
  if (!m) return null;
  const w = m[2];
  const found = levelOfWord(w);
  if (!found || (level !== '' && level !== found) || (w !== w.toUpperCase() && w !== w.toLowerCase())) return null;
  // the name after the level (`INFO:oejs.Server`), else before it (`Server thread/INFO`)
  const name = m[3] ?? m[1];
  if (name === '' || !/[A-Za-z]/.test(name) || /^[\d.:]/.test(name) || levelOfWord(name)) return null;
  return { level: found, name };
}

/** A message opening with a level word in brackets where no level was read (`[warn] Your clock jumped`): header. */
function levelOpening(f: LineFields): void {
  const c = f.message.charCodeAt(0);
  if (f.level !== '' || (c !== 91 && c !== 40 && c !== 60)) return;
  const m = /^[[(<]([A-Za-z]{3,9})[\])>]:? +(?=\S)/.exec(f.message);
  const level = m ? levelOfWord(m[1]) : undefined;
  if (!m || !level) return;
  f.level = level;
  f.message = f.message.slice(m[0].length);
}

/**
 * The head holds a bracket closed (a colon after it or not) right before its last `len` characters, of more than
 * three characters, with a joining character (`/`, `#`, `,`, `:`) inside: the only bracket levelJoined can read.
 * (Looked at by hand inside the bracket alone: a regex over the whole head cost more on every bracketed line.)
 */
function bracketJoins(head: string, len: number): boolean {
  let q = head.length - len - 1;
  while (q > 0 && (head.charCodeAt(q) === 32 || head.charCodeAt(q) === 9)) q--;
  if (q > 0 && head.charCodeAt(q) === 58) q--;
  if (q <= 0 || head.charCodeAt(q) !== 93) return false;
  // (the opening bracket looked for by hand: lastIndexOf costs more on every bracketed line)
  let open = q - 1;
  while (open >= 0 && head.charCodeAt(open) !== 91) open--;
  if (open < 0 || q - open <= 4) return false;
  for (let p = open + 1; p < q; p++) {
    const ch = head.charCodeAt(p);
    if (ch === 47 || ch === 35 || ch === 44 || ch === 58) return true;
  }
  return false;
}

/** A piece of a header written as fields joined by `:` (`0128:err:d3d:fn`, `warn:sfx.appl:41:42:sfx2/app.cxx:12:`). */
const CHAIN_FIELD = /^[\w.$\/-]+$/;
/** A field that is a code identifier: `_` or an inner capital in it (`wined3d_dll_init`, `RtlGetVersion`). */
const IDENT_FIELD = /^[A-Za-z_$][\w$]*(?:_[\w$]|[a-z][A-Z])[\w$]*$/;
/** A field that names nothing: a number or a hex id. */
const ID_FIELD = /^(?:\d+|0x[\da-fA-F]+|(?=[\da-fA-F]*\d)[\da-fA-F]{4,})$/;

/** The fields of a colon-chained token opening the line (three to eight), with where the token ends; undefined else. */
function chainOf(head: string): { fs: string[]; end: number; closed: boolean } | undefined {
  let e = 0;
  while (e < head.length && e < 160 && head.charCodeAt(e) !== 32 && head.charCodeAt(e) !== 9) e++;
  if (e >= head.length || e >= 160 || e < 5) return undefined;
  const closed = head.charCodeAt(e - 1) === 58;
  const t = head.slice(0, closed ? e - 1 : e);
  const first = t.indexOf(':');
  if (first <= 0 || t.indexOf(':', first + 1) < 0) return undefined;
  const fs = t.split(':');
  if (fs.length > 8) return undefined;
  for (const x of fs) if (!CHAIN_FIELD.test(x)) return undefined;
  return { fs, end: e, closed };
}

/** A level word written whole as a header field: lower- or upper-case, three letters or more. */
function chainLevel(x: string): ReturnType<typeof levelOfWord> {
  return x.length >= 3 && (x === x.toLowerCase() || x === x.toUpperCase()) ? levelOfWord(x) : undefined;
}

/** A chain's field read as the component: a name, not a number, a hex id or a path. */
function chainName(x: string | undefined): boolean {
  return x !== undefined && /^[A-Za-z_$]/.test(x) && !ID_FIELD.test(x) && x.indexOf('/') < 0;
}

/** The message after the chain token, the event's further lines kept. */
function afterChain(head: string, end: number, f: LineFields): string {
  const first = head.slice(end).trim();
  const nl = f.message.indexOf('\n');
  return nl < 0 ? first : first + f.message.slice(nl);
}

/**
 * Dump mode: header fields joined by `:` in the lines' first token (Wine's `tid:class:channel:function msg`,
 * LibreOffice's `level:area:pid:tid:file:line: msg`), typed by position across the dump: the chain has one number
 * of fields on nine lines in ten, one position holds level words on half of them or more (the level column: a word
 * there that is not a level, Wine's `fixme`, reads as none), the field after it is a name (the component), and the
 * token is header whole — closed by a colon, or its last field a code identifier (a function), on nine lines in ten;
 * else (`ERROR:root:msg`, Python's, where the message's first word is glued to the header) it is left to the readers.
 */
export function batchChain(heads: readonly string[], fields: LineFields[]): void {
  const n = fields.length;
  if (n < 4) return;
  const chains = new Array<ReturnType<typeof chainOf>>(n);
  const counts = new Map<number, number>();
  let free_ = 0;
  let levelled = 0;
  for (let i = 0; i < n; i++) {
    if (!free(fields[i])) continue;
    free_++;
    const c = chainOf(heads[i]);
    chains[i] = c;
    if (c) {
      counts.set(c.fs.length, (counts.get(c.fs.length) ?? 0) + 1);
      if (levelled === 0 && c.fs.some((x) => chainLevel(x) !== undefined)) levelled++;
    }
    // (no chain with a level field in the first lines: none to find)
    if (free_ === 8 && levelled === 0) return;
  }
  let k = 0;
  let most = 0;
  for (const [len, c] of counts) if (c > most) [k, most] = [len, c];
  if (most < 4 || most < SHARE * free_) return;
  const levels = new Array<number>(k).fill(0);
  const names = new Array<number>(k).fill(0);
  let closed = 0;
  let ident = 0;
  for (let i = 0; i < n; i++) {
    const c = chains[i];
    if (!c || c.fs.length !== k) continue;
    for (let p = 0; p < k; p++) {
      if (chainLevel(c.fs[p])) levels[p]++;
      if (chainName(c.fs[p])) names[p]++;
    }
    if (c.closed) closed++;
    if (IDENT_FIELD.test(c.fs[k - 1])) ident++;
  }
  const lp = levels.findIndex((x) => x >= 0.5 * most);
  if (lp < 0 || lp + 1 >= k || names[lp + 1] < SHARE * most) return;
  if (closed < SHARE * most && (ident < SHARE * most || k - 1 <= lp + 1)) return;
  for (let i = 0; i < n; i++) {
    const c = chains[i];
    if (!c || c.fs.length !== k || !chainName(c.fs[lp + 1])) continue;
    const f = fields[i];
    f.level = chainLevel(c.fs[lp]) ?? '';
    f.component = c.fs[lp + 1];
    f.message = afterChain(heads[i], c.end, f);
  }
}

/** One line: a chain closed by a colon with a level word in its first two fields and a name after it (`warn:area:…: msg`). */
export function lineChain(head: string, f: LineFields): boolean {
  if (!free(f)) return false;
  const c = chainOf(head);
  if (!c || !c.closed) return false;
  const lp = chainLevel(c.fs[0]) ? 0 : chainLevel(c.fs[1]) ? 1 : -1;
  if (lp < 0 || !chainName(c.fs[lp + 1])) return false;
  f.level = chainLevel(c.fs[lp])!;
  f.component = c.fs[lp + 1];
  f.message = afterChain(head, c.end, f);
  return true;
}

/** A level word in brackets (`[ERR]`, `<info>`), then stamps, numbers and brackets only, ending the header. */
const BRACKET_LEVEL_THEN = /(?:^|\s)[[<]([A-Za-z]{3,9})[\]>](?:\s+(?:[\d:.,/TZ+-]+|\[[^\]\s]*\]))*\s+$/;
/** A name closed by a colon opening the message. */
const LEAD_NAME_COLON = /^([A-Za-z_][\w.-]*): +(?=\S)/;

/**
 * One line: a name closed by a colon opening the message right after a level word in brackets and header pieces
 * only (`<info>  [1686234461.7014] manager: msg`, hclog's `[INFO]  agent: msg`): the component — not a capitalized
 * or upper-case word (a sentence's first, a topic). A level written `LEVEL:` before it leaves it in the message (`ERROR: smtp: msg`).
 */
function nameAfterBracketLevel(head: string, f: LineFields): boolean {
  if (!head.endsWith(f.message)) return false;
  const nc = LEAD_NAME_COLON.exec(f.message);
  // (a capitalized word is a sentence's first, `[notice] Heartbeat: Tor's uptime …`; an upper-case one a topic the
  // message names, Apache's `[notice] LDAP: Built with …`)
  if (!nc || levelOfWord(nc[1]) !== undefined || /^[A-Z](?:[a-z]+|[A-Z\d]*)$/.test(nc[1])) return false;
  const bl = BRACKET_LEVEL_THEN.exec(head.slice(0, head.length - f.message.length));
  if (!bl || levelOfWord(bl[1]) !== f.level) return false;
  f.component = nc[1];
  f.message = f.message.slice(nc[0].length);
  return true;
}
