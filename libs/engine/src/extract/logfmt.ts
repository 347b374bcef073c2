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

/** A logfmt line (logrus, Go slog, Heroku...) → fields, when it names a level or a message. */
export function parseLogfmt(line: string): LineFields | undefined {
  const s = line.trim();
  if (!/^[\w.@/-]+=/.test(s)) return undefined;
  const kv = parseLogfmtPairs(s);
  if (!kv) return undefined;
  // Heroku's router and others write the level as `at=info`
  const level = kv.level ?? kv.lvl ?? kv.severity ?? (normalizeLevel(kv.at) ? kv.at : undefined);
  const message = kv.msg ?? kv.message;
  if (level === undefined && message === undefined) return undefined;
  // (the component keys the JSON reader reads too: `service`, `subsystem`)
  const component = kv.component ?? kv.logger ?? kv.module ?? kv.service ?? kv.subsystem ?? kv.subsys ?? kv.caller ?? kv.source ?? '';
  // with no message key the line itself is the message (its pairs are in `fields` as well)
  const f: LineFields = { type: 'log', level: normalizeLevel(level) ?? '', component, message: (message ?? s).trim(), format: 'logfmt' };
  const time = kv.time ?? kv.ts ?? kv.timestamp ?? kv.t;
  if (time) f.timestamp = time;
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(kv)) {
    if (!['level', 'lvl', 'severity', 'msg', 'message', 'component', 'logger', 'module', 'service', 'subsystem', 'subsys', 'caller', 'source', 'time', 'ts', 'timestamp', 't'].includes(k) && !(k === 'at' && v === level)) fields[k] = v;
  }
  if (Object.keys(fields).length > 0) f.fields = fields;
  return f;
}
