import { continuesEvent, isTraceLine, startsTrace } from './continuation.js';

/** One log event of a dump: its first line and the lines that continue it (a stack trace, kept whole). */
export interface RawEvent {
  head: string;
  /** Continuation lines as written (blank lines inside a trace kept), empty for one-line events. */
  more: string[];
  trace: boolean;
}

/** `more` of an event no line has continued yet (replaced by a fresh array on the first push). */
export const NO_MORE: string[] = [];

/** Cuts a multi-line dump into events: a new event starts at every line that does not continue the last. */
export function splitEvents(text: string): RawEvent[] {
  const events: RawEvent[] = [];
  let cur: RawEvent | undefined;
  let blanks = 0;
  // line by line without an array of lines, each line cut once (without its CR)
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const next = end + 1;
    if (end > start && text.charCodeAt(end - 1) === 13) end--;
    const line = text.slice(start, end);
    start = next;
    const c0 = line.charCodeAt(0);
    // a line that starts with a visible ASCII character is not blank (trim only for the others)
    if (!(c0 > 32 && c0 < 127) && line.trim() === '') {
      blanks++;
      continue;
    }
    if (cur && continuesEvent(line, cur.trace)) {
      if (cur.more === NO_MORE) cur.more = [];
      if (blanks > 0 && cur.more.length + (cur.trace ? 1 : 0) > 0) for (let b = 0; b < blanks; b++) cur.more.push('');
      cur.more.push(line);
      if (!cur.trace && isTraceLine(line)) cur.trace = true;
    } else {
      cur = { head: line, more: NO_MORE, trace: startsTrace(line) };
      events.push(cur);
    }
    blanks = 0;
  }
  return events;
}
