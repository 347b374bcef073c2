import type { LineFields } from './fields.js';
import { parseLine } from './parse-line.js';
import type { RawEvent } from './split-events.js';

const EXCEPTION = /(?:^|\s)((?:[A-Za-z_$][\w$]*\.)*[A-Z][\w$]*(?:Exception|Error|Throwable|Fault|Exit|Interrupt))(?::\s*(.*))?$/;

/** The exception class and message a trace names last (the root cause in Java, the raised one in Python). */
function exceptionOf(lines: readonly string[]): { exception: string; exception_message?: string } | undefined {
  let found: { exception: string; exception_message?: string } | undefined;
  for (const raw of lines) {
    const line = raw.trim().replace(/^Caused by:\s*/, '');
    if (line.startsWith('at ') || line.startsWith('File "')) continue;
    const m = EXCEPTION.exec(line.length > 300 ? line.slice(0, 300) : line);
    if (m && (m.index === 0 || raw.trimStart().startsWith('Caused by'))) {
      found = m[2] ? { exception: m[1], exception_message: m[2] } : { exception: m[1] };
    }
  }
  return found;
}

/** One event → its record fields: the head line parsed, a trace kept whole in `stack_trace`. */
export function eventFields(ev: RawEvent): LineFields {
  const f = parseLine(ev.head);
  if (ev.more.length === 0 && !ev.trace) return f;
  if (ev.trace) {
    f.type = 'stacktrace';
    f.stack_trace = ev.more.length > 0 ? ev.more.join('\n') : '';
    const ex = exceptionOf(f.format === 'text' ? [ev.head, ...ev.more] : ev.more);
    if (ex) Object.assign(f, ex);
    f.frames = ev.more.filter((l) => /^\s*(?:at |File "|\/.*\.go:\d+)/.test(l)).length;
  } else {
    f.message = `${f.message}\n${ev.more.join('\n')}`;
  }
  return f;
}
