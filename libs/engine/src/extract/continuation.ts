/**
 * Stack-trace lines that belong to the event above them: Java (`at`, `Caused by:`, `... N more`,
 * `Suppressed:`), Python tracebacks, Go panics and goroutine dumps, Node and .NET traces.
 */
import { isLetter } from './scan.js';

const EXCEPTION_HEAD = /^(?:[A-Za-z_$][\w$]*\.)+[A-Z][\w$]*(?:Exception|Error|Throwable|Fault)\b|^(?:[A-Z]\w*)?(?:Error|Exception)(?: \[\w+\])?:/;
const TRACE_TOP = /^(?:Traceback \(most recent call last\):|panic: |fatal error: |goroutine \d+ \[|Exception in thread |Unhandled exception|Unhandled [Rr]ejection)/;
const TRACE_LINE = /^(?:at |Caused by:|Suppressed:|\.\.\. \d+ (?:more|common frames omitted)|--- End of |goroutine \d+ \[|created by |During handling of the above exception|The above exception was the direct cause|\[signal |exit status \d+$)/;
const PY_FINAL = /^[A-Za-z_][\w.]*(?:Error|Exception|Exit|Interrupt|Warning|Failure|Iteration)(?::|$)|^[a-z_][\w.]*\.[A-Z]\w*(?::|$)/;
const GO_FRAME = /^[\w./*()-]+\.[\w.*()-]+\(.*\)$/;

/** The characters a TRACE_LINE opens with (`at `, `Caused by:`, `Suppressed:`, `... `, `--- `, `goroutine `, ...). */
const TRACE_LINE_OPENS = new Uint8Array(65536);
for (const ch of 'aCS.-gcDT[e') TRACE_LINE_OPENS[ch.charCodeAt(0)] = 1;
/** Can EXCEPTION_HEAD open with the character `c` (a letter, `_` or `$`)? */
function isNameStart(c: number): boolean {
  return isLetter(c) || c === 95 || c === 36;
}

/** Does this line open a trace on its own (no header in front)? */
export function startsTrace(line: string): boolean {
  const c = line.charCodeAt(0);
  return (c === 84 || c === 112 || c === 102 || c === 103 || c === 69 || c === 85) && TRACE_TOP.test(line);
}

/** Does this line continue the event above it? `inTrace` says the event already holds trace lines. */
export function continuesEvent(line: string, inTrace: boolean): boolean {
  const c = line.charCodeAt(0);
  if (c === 32 || c === 9) return true;
  if ((c >= 48 && c <= 57) || c === 91 || c === 123) return false;
  // (each expression asked only of a line opening with a character it can open with)
  if ((TRACE_LINE_OPENS[c] === 1 && TRACE_LINE.test(line)) || (isNameStart(c) && EXCEPTION_HEAD.test(line)) || (c === 84 && line.startsWith('Traceback (most recent call last):'))) return true;
  return inTrace && (PY_FINAL.test(line) || GO_FRAME.test(line));
}

/** Lines that are frames or trace headings (an indented line may be a plain continuation instead). */
export function isTraceLine(line: string): boolean {
  const t = line.trimStart();
  return /^(?:at |File "|Caused by:|\.\.\. \d+|--- End of|---> |\/.*\.go:\d+|[\w.$]+\(.*\)$)/.test(t) || TRACE_LINE.test(t) || EXCEPTION_HEAD.test(t) || startsTrace(t);
}
