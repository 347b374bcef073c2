import { parseAccessLog } from '../extract/access-log.js';
import { isTraceLine } from '../extract/continuation.js';
import { parseLine } from '../extract/parse-line.js';

export interface RouteAnswer {
  schema: string;
  confidence: number;
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

/** Chooses the built-in schema that fits a text best, with a confidence in 0..1. */
export function route(text: string): RouteAnswer {
  const lines = (typeof text === 'string' ? text : '').replace(/\r/g, '').split('\n').filter((l) => l.trim() !== '').slice(0, 400);
  if (lines.length === 0) return { schema: 'log_event', confidence: 0.1 };
  if (lines.some((l) => /^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@/.test(l)) || (lines.some((l) => l.startsWith('diff --git ')))) {
    return { schema: 'unified_diff', confidence: 0.95 };
  }
  const n = lines.length;
  let access = 0;
  for (const l of lines) if (parseAccessLog(l) !== undefined) access++;
  access /= n;
  if (access >= 0.5) return { schema: 'http_access', confidence: round(0.5 + access / 2) };
  let headed = 0;
  for (const l of lines) {
    const f = parseLine(l);
    if (f.format !== 'text' && f.format !== 'logfmt') headed++;
  }
  if (headed <= 1) {
    let trace = 0;
    for (const l of lines) if (isTraceLine(l)) trace++;
    trace /= n;
    if (trace >= 0.5) return { schema: 'stack_trace', confidence: round(0.5 + trace / 2) };
  }
  if (headed / n >= 0.5) return { schema: headed > 1 ? 'log_events' : 'log_event', confidence: round(0.5 + (headed / n) / 2) };
  const kv = lines.filter((l) => /^\s*(?:export\s+)?[\w.\-/]{1,60}\s*[:=]\s*\S/.test(l) || /^\w+=\S*(?:\s+\w+=\S*)+\s*$/.test(l)).length / n;
  if (kv >= 0.6) return { schema: 'key_value', confidence: round(0.4 + kv / 2) };
  return { schema: n > 1 ? 'log_events' : 'log_event', confidence: 0.3 };
}
