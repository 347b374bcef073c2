import type { LineFields } from './fields.js';
import { isDigit } from './scan.js';

/**
 * Lines a container runtime writes around the application's own. Kubernetes' CRI format is
 * `<RFC 3339 stamp> stdout|stderr F|P <line>` (`P`: the line goes on in the next record); Docker's json-file
 * driver writes `{"log": "<line>\n", "stream": ..., "time": ...}` (json-line.ts marks it `docker`).
 */

/** Where the application's line starts in a CRI record, or -1 when `line` is none. */
export function criStart(line: string): number {
  // an RFC 3339 stamp: a digit first, the `T` at 10 (most lines fail here, before any search); a line of 20
  // characters or fewer holds no record (its space would come before 20), and is not read past its end (a read past
  // the end costs every later call of this function: the engine stops inlining the read)
  if (line.length <= 20 || !isDigit(line.charCodeAt(0)) || line.charCodeAt(10) !== 84) return -1;
  const sp = line.indexOf(' ');
  // the stamp ends with `Z` or a `+hh:mm` zone
  if (sp < 20 || sp > 40 || (line.charCodeAt(sp - 1) !== 90 && line.charCodeAt(sp - 3) !== 58)) return -1;
  if (!line.startsWith(' stdout ', sp) && !line.startsWith(' stderr ', sp)) return -1;
  const tag = line.charCodeAt(sp + 8);
  // the line starts after the tag and its space (past the end when the record holds none)
  return (tag === 70 || tag === 80) && (line.length === sp + 9 || line.charCodeAt(sp + 9) === 32) ? sp + 10 : -1;
}

/** Is the CRI record whose line starts at `at` a partial one (`P`: its line goes on in the next record)? */
export function criPartial(line: string, at: number): boolean {
  return line.charCodeAt(at - 2) === 80;
}

/** The inner line's fields, with what the wrapper knew: the runtime's stamp when the line has none, the stream. */
export function unwrapped(inner: LineFields, wrapper: 'cri' | 'docker', stream: unknown, stamp: string | undefined): LineFields {
  if (inner.timestamp === undefined && stamp !== undefined) inner.timestamp = stamp;
  inner.wrapper = wrapper;
  if (typeof stream === 'string') inner.stream = stream;
  return inner;
}
