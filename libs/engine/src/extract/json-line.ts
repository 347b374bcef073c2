import type { LineFields } from './fields.js';
import { normalizeLevel } from './levels.js';

/** Keys structured loggers use (pino, bunyan, winston, zap, logrus, slog, serilog, ECS, Docker, GCP...). */
const MESSAGE_KEYS = ['msg', 'message', '@m', '@mt', 'text', 'log', 'MESSAGE', 'Message', 'event'];
const LEVEL_KEYS = ['level', 'lvl', 'severity', 'levelname', 'log.level', '@l', 'loglevel', 'Level', 'Severity', 'LEVEL', 'PRIORITY'];
/** Terse keys (MongoDB's structured log): `s` severity, `c` component, `t` time; read only when `s` is a level. */
const TERSE = { level: 's', component: 'c', time: 't' } as const;
const COMPONENT_KEYS = ['logger', 'logger_name', 'loggerName', 'name', 'component', 'module', 'category', 'source', 'caller', 'SourceContext', 'log.logger', 'tag', 'SYSLOG_IDENTIFIER', 'service'];
const TIME_KEYS = ['ts', 'time', 'timestamp', '@timestamp', '@t', 'datetime', 'date', 'asctime', 'Timestamp', '__REALTIME_TIMESTAMP'];
const STACK_KEYS = ['stack', 'stacktrace', 'stack_trace', 'exc_info', 'exception', 'err', 'error', '@x'];

function pick(o: Record<string, unknown>, keys: readonly string[]): [string, unknown] | undefined {
  for (const k of keys) {
    const v = o[k];
    if (v !== undefined && v !== null && v !== '') return [k, v];
  }
  return undefined;
}

function text(v: unknown): string {
  return typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v);
}

/** A JSON object line → fields; `undefined` when the line is not a JSON object. */
export function parseJsonLine(line: string): LineFields | undefined {
  const s = line.trim();
  if (s.charCodeAt(0) !== 123 || s.charCodeAt(s.length - 1) !== 125) return undefined;
  let o: unknown;
  try {
    o = JSON.parse(s);
  } catch {
    return undefined;
  }
  if (!o || typeof o !== 'object' || Array.isArray(o)) return undefined;
  const obj = o as Record<string, unknown>;
  const used = new Set<string>();
  const msg = pick(obj, MESSAGE_KEYS);
  let lvl = pick(obj, LEVEL_KEYS);
  let comp = pick(obj, COMPONENT_KEYS);
  let time = pick(obj, TIME_KEYS);
  if (!lvl && typeof obj[TERSE.level] === 'string' && normalizeLevel(obj[TERSE.level])) {
    lvl = [TERSE.level, obj[TERSE.level]];
    if (!comp && typeof obj[TERSE.component] === 'string') comp = [TERSE.component, obj[TERSE.component]];
    const t = obj[TERSE.time] as { $date?: unknown } | undefined;
    if (!time && t !== undefined) time = [TERSE.time, typeof t === 'object' && t !== null && '$date' in t ? t.$date : t];
  }
  const stack = pick(obj, STACK_KEYS);
  for (const p of [msg, lvl, comp, time]) if (p) used.add(p[0]);
  const f: LineFields = {
    type: 'log',
    level: normalizeLevel(lvl?.[1]) ?? '',
    component: comp ? text(comp[1]) : '',
    message: msg ? text(msg[1]).trim() : '',
    format: 'json',
  };
  if (time) f.timestamp = text(time[1]);
  // Docker's json-file driver: the application's own line is under `log`, beside `stream` and `time`
  if (msg?.[0] === 'log' && typeof obj.stream === 'string') f.format = 'docker';
  if (stack && typeof stack[1] === 'string' && stack[1].includes('\n')) f.type = 'stacktrace';
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) if (!used.has(k)) fields[k] = v;
  if (Object.keys(fields).length > 0) f.fields = fields;
  return f;
}
