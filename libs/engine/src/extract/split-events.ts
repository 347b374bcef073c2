import { continuesEvent, isTraceLine, startsTrace } from './continuation.js';
import { levelOfWord } from './levels.js';
import { criPartial, criStart } from './wrapper.js';

/** One log event of a dump: its first line and the lines that continue it (a stack trace, kept whole). */
export interface RawEvent {
  head: string;
  /** Continuation lines as written (blank lines inside a trace kept), empty for one-line events. */
  more: string[];
  trace: boolean;
}

/** `more` of an event no line has continued yet (replaced by a fresh array on the first push). */
export const NO_MORE: string[] = [];

/**
 * Cuts a multi-line dump into events: a new event starts at every line that does not continue the last. A line
 * in a container runtime's CRI record is judged by the application's text inside it: a trace written through
 * the runtime stays whole (its head keeps the record's stamp and stream; the lines after it are kept without
 * theirs), and a partial record (`P`) is joined with the record that ends its line.
 */
export function splitEvents(text: string): RawEvent[] {
  const events: RawEvent[] = [];
  let cur: RawEvent | undefined;
  let blanks = 0;
  // the previous record was a partial CRI one: this record's text ends its line
  let joining = false;
  // a dump whose lines open with padding (a right-aligned level or pid): such a line is a head, not a continuation
  const indentation = batchIndentation(text);
  const padded = indentation !== Indentation.None;
  // (nearly) every line indented: any indented line that is not a trace frame is a head
  const allIndented = indentation === Indentation.All;
  // line by line without an array of lines, each line cut once (without its CR)
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const next = end + 1;
    if (end > start && text.charCodeAt(end - 1) === 13) end--;
    const line = text.slice(start, end);
    start = next;
    // the application's text of the line: inside a CRI record, what follows the runtime's prefix
    let body = line;
    const at = criStart(line);
    if (at > 0) {
      const partial = criPartial(line, at);
      if (joining && cur) {
        joinPartial(cur, line.slice(at));
        joining = partial;
        continue;
      }
      joining = partial;
      body = line.slice(at);
    } else joining = false;
    // (an empty line is not read past its end: see criStart)
    const c0 = body.length > 0 ? body.charCodeAt(0) : 0;
    // a line that starts with a visible ASCII character is not blank (trim only for the others)
    if (!(c0 > 32 && c0 < 127) && body.trim() === '') {
      blanks++;
      continue;
    }
    if (cur && continuesEvent(body, cur.trace) && !(padded && (paddedHead(body) || (allIndented && !isTraceLine(body))))) {
      if (cur.more === NO_MORE) cur.more = [];
      if (blanks > 0 && cur.more.length + (cur.trace ? 1 : 0) > 0) for (let b = 0; b < blanks; b++) cur.more.push('');
      cur.more.push(body);
      if (!cur.trace && isTraceLine(body)) cur.trace = true;
    } else {
      // a head keeps its record's prefix (parseLine reads the stamp and stream there); continuations are kept bare
      cur = { head: line, more: NO_MORE, trace: startsTrace(body) };
      events.push(cur);
    }
    blanks = 0;
  }
  return events;
}

/** The rest of a partial CRI record's line, appended to the event's last line (a head is marked whole, `F`). */
function joinPartial(ev: RawEvent, rest: string): void {
  if (ev.more.length > 0) {
    ev.more[ev.more.length - 1] += rest;
    return;
  }
  const at = criStart(ev.head);
  ev.head = at > 0 && criPartial(ev.head, at) ? `${ev.head.slice(0, at - 2)}F ${ev.head.slice(at)}${rest}` : ev.head + rest;
}

/** Lines looked at to tell whether the dump's lines open with padding. */
const PADDED_SAMPLE = 64;

/**
 * A line opening with padding before a header (` INFO target: msg`, `  1234:20231107:...`): a right-aligned level
 * word written upper-case or capitalized, or a number or stamp; not a trace frame.
 */
function paddedHead(line: string): boolean {
  const c = line.charCodeAt(0);
  if (c !== 32 && c !== 9) return false;
  const t = line.trimStart();
  const sp = t.search(/\s/);
  const w = sp < 0 ? t : t.slice(0, sp);
  if (sp < 0 || line.length - t.length > 12) return false;
  const level = levelOfWord(w) !== undefined && (w === w.toUpperCase() || /^[A-Z][a-z]+$/.test(w));
  return (level || /^\d+(?:[:./-]\d+)*:?$/.test(w)) && !isTraceLine(t);
}

const enum Indentation {
  /** Indentation marks continuations. */
  None,
  /** The dump's lines open with padding. */
  Padded,
  /** (Nearly) every line is indented: indentation says nothing. */
  All,
}

/**
 * The dump's lines open with padding: of its first lines, a fifth or more are indented and nearly all of those
 * (four in five) open with a header after the padding (so a trace's or a message's indented lines still continue);
 * or fewer are, but they open with the shape the unindented lines open with (a number or stamp right-aligned:
 * `   12.345 Info ...` beside `3723.670 Info ...`); or (nearly) every line is indented, and indentation says nothing
 * (` 11(9455) WARNING: ...`).
 */
function batchIndentation(text: string): Indentation {
  let lines = 0;
  let indented = 0;
  let heads = 0;
  // unindented lines opening with a number or stamp, and the indented ones that do
  let numbered = 0;
  let indentedNumbered = 0;
  for (let start = 0; start < text.length && lines < PADDED_SAMPLE; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const c = text.charCodeAt(start);
    if (end > start) {
      lines++;
      const head = text.slice(start, Math.min(end, start + 80));
      if (c === 32 || c === 9) {
        indented++;
        if (paddedHead(head)) heads++;
        if (NUMBER_HEAD.test(head.trimStart())) indentedNumbered++;
      } else if (NUMBER_HEAD.test(head)) numbered++;
    }
    start = end + 1;
  }
  if (lines >= 4 && indented >= 0.9 * lines) return Indentation.All;
  if (indented >= 2 && indented >= 0.2 * lines && heads >= 0.8 * indented) return Indentation.Padded;
  const numberedPadding = indented >= 1 && lines - indented >= 4 && numbered >= 0.9 * (lines - indented) && indentedNumbered >= 0.8 * indented && heads >= 0.8 * indented;
  return numberedPadding ? Indentation.Padded : Indentation.None;
}

/** A line's first word is a number or stamp (`12.345`, `1234:20231107:...`) with a word after it. */
const NUMBER_HEAD = /^\d+(?:[:./-]\d+)*:? +\S/;

