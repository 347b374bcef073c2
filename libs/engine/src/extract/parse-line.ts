import { parseAccessLog } from './access-log.js';
import { closingBracket } from './scan.js';
import { Ch } from './chars.js';
import type { LineFields } from './fields.js';
import { readAngledRun, readHeaderBracket, readWholeBracket } from './header/columns-run.js';
import { parseHeader } from './header/header.js';
import { parseJsonLine } from './json-line.js';
import { logfmtAfterStamp, parseLogfmt } from './logfmt.js';
import { parseQuotedCsv } from './quoted-csv.js';
import { criPartial, criStart, unwrapped } from './wrapper.js';

const CLIENT = /\[client ([^\]\s]+)\]/;

/** A Docker json-file line: the inner line's fields, the driver's stream and stamp, its other keys in `fields`. */
function fromDocker(outer: LineFields): LineFields {
  const { stream, ...rest } = (outer.fields ?? {}) as Record<string, unknown>;
  const inner = unwrapped(parseLine(outer.message), 'docker', stream, outer.timestamp);
  if (Object.keys(rest).length > 0) inner.fields = { ...rest, ...(inner.fields as Record<string, unknown> | undefined) };
  return inner;
}

/** One log line → fields, whatever its format (tries JSON, logfmt, access log, then the generic header). */
export function parseLine(line: string): LineFields {
  const c = line.charCodeAt(0);
  if (c === Ch.OpenBrace) {
    const j = parseJsonLine(line);
    if (j) return j.format === 'docker' ? fromDocker(j) : j;
  }
  const at = criStart(line);
  if (at > 0) {
    const sp = line.indexOf(' ');
    const f = unwrapped(parseLine(line.slice(at)), 'cri', line.slice(sp + 1, sp + 7), line.slice(0, sp));
    if (criPartial(line, at)) f.partial = true;
    return f;
  }
  if (c === 34) {
    // `"`: a CSV record of quoted fields
    const q = parseQuotedCsv(line);
    if (q) return q;
  }
  // a run of angled columns, the message the last (`####<stamp> <Level> <Subsystem> … <text>`)
  if (line.charCodeAt(line.length - 1) === Ch.GreaterThan && c !== Ch.Space) {
    const a = readAngledRun(line);
    if (a) return a;
  }
  const h = parseHeader(line);
  if (h) {
    // (h's shape varies from line to line: each of its fields is read once, and the bracket cases only for a line
    // that opens with one)
    const message = h.message;
    if (c === Ch.OpenBracket) {
      // a reading that leaves no message is not the line's: a line that is one bracket whole is read inside it
      if (message === '') {
        const w = readWholeBracket(line);
        if (w) return w;
      }
      // a bracket opening the line read as a thread: it may hold the whole header (a level and a stamp inside it)
      if (h.thread !== undefined && h.level === '' && h.component === '' && !h.timestamp) {
        const close = closingBracket(line, 0);
        const b = close > 0 && h.thread === line.slice(1, close).trim() ? readHeaderBracket(line, close) : undefined;
        if (b) return b;
      }
    }
    // logfmt pairs after the stamp (`Feb 04 22:47:53 msg="…" subsystem="…" prio="Info"`)
    const pairs = h.component === '' && h.level === '' ? logfmtAfterStamp(message, 0) : undefined;
    if (pairs) {
      pairs.timestamp = h.timestamp;
      return pairs;
    }
    const client = message.charCodeAt(0) === Ch.OpenBracket ? CLIENT.exec(message) : null;
    if (client) h.client = client[1]!;
    return h;
  }
  const a = parseAccessLog(line);
  if (a) return a;
  const l = parseLogfmt(line);
  if (l) return l;
  return { type: 'log', level: '', component: '', message: line.trim(), format: 'text' };
}
