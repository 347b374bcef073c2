import type { LineFields } from './fields.js';
import { normalizeLevel } from './levels.js';

const PAIR = /([\w.@/-]+)=("(?:[^"\\]|\\.)*"|\S*)/y;

/** `key=value key="quoted value"` pairs, or `undefined` when the line is not logfmt. */
export function parseLogfmtPairs(line: string): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  let p = 0;
  let count = 0;
  const n = line.length;
  while (p < n) {
    while (line.charCodeAt(p) === 32) p++;
    if (p >= n) break;
    PAIR.lastIndex = p;
    const m = PAIR.exec(line);
    if (!m) return undefined;
    const raw = m[2];
    out[m[1]] = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
    p = PAIR.lastIndex;
    count++;
  }
  return count >= 2 ? out : undefined;
}

/** The keys a severity is written under, in the order they are read. */
const LEVEL_KEYS = ['level', 'lvl', 'severity', 'prio', 'priority'] as const;

/**
 * The level's value: the first of LEVEL_KEYS that names a level, so a `level="0"` that is a detail number (PowerDNS
 * writes its severity as `prio="Warning"` beside it) gives way to `prio`; else the first written, as it is; else
 * Heroku's router's `at=info`.
 */
function levelValue(kv: Record<string, string>): string | undefined {
  let written: string | undefined;
  for (const k of LEVEL_KEYS) {
    const v = kv[k];
    if (v === undefined) continue;
    if (normalizeLevel(v)) return v;
    // (a priority that names no level does not make the line logfmt)
    if (k !== 'prio' && k !== 'priority') written ??= v;
  }
  return written ?? (normalizeLevel(kv.at) ? kv.at : undefined);
}

/** A logfmt line (logrus, Go slog, Heroku...) → fields, when it names a level or a message. */
export function parseLogfmt(line: string): LineFields | undefined {
  const s = line.trim();
  if (!/^[\w.@/-]+=/.test(s)) return undefined;
  const kv = parseLogfmtPairs(s);
  if (!kv) return undefined;
  const level = levelValue(kv);
  const message = kv.msg ?? kv.message;
  if (level === undefined && message === undefined) return undefined;
  // (the component keys the JSON reader reads too: `service`, `subsystem`; not go-kit's `caller=main.go:617`, a source
  // location, kept in `fields`: round 25)
  const component = kv.component ?? kv.logger ?? kv.module ?? kv.service ?? kv.subsystem ?? kv.subsys ?? kv.source ?? '';
  // with no message key the line itself is the message (its pairs are in `fields` as well)
  const f: LineFields = { type: 'log', level: normalizeLevel(level) ?? '', component, message: (message ?? s).trim(), format: 'logfmt' };
  const time = kv.time ?? kv.ts ?? kv.timestamp ?? kv.t;
  if (time) f.timestamp = time;
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(kv)) {
    if (!['level', 'lvl', 'severity', 'msg', 'message', 'component', 'logger', 'module', 'service', 'subsystem', 'subsys', 'source', 'time', 'ts', 'timestamp', 't'].includes(k) && !(k === 'at' && v === level)) fields[k] = v;
  }
  if (Object.keys(fields).length > 0) f.fields = fields;
  return f;
}

/** A logfmt key (`[\w.@/-]+`) at p closed by `=`: read by hand, as it is asked of every stamped line. */
function keyAt(s: string, p: number): boolean {
  let q = p;
  let c = s.charCodeAt(q);
  // letters, digits, `-./` (45 to 47), `_` and `@`
  while ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 45 && c <= 57) || c === 95 || c === 64) c = s.charCodeAt(++q);
  return q > p && c === 61;
}

/**
 * Logfmt pairs after a line's stamp (`Feb 04 22:47:53 msg="Listening" subsystem="webserver" prio="Info" …`, a
 * structured logger's text backend behind a stamp): their fields, when every token after the stamp is a pair and
 * one of them is the message (`msg` or `message`); else undefined.
 */
export function logfmtAfterStamp(s: string, p: number): LineFields | undefined {
  if (!keyAt(s, p)) return undefined;
  const rest = s.slice(p);
  const kv = parseLogfmtPairs(rest);
  if (!kv || (kv.msg ?? kv.message) === undefined) return undefined;
  return parseLogfmt(rest);
}
