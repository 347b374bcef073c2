import { extract } from '../../extract/extract.js';

/** The record without its undefined values (what JSON would keep); the record itself when it has none. */
function jsonSafe(r: Record<string, unknown>): Record<string, unknown> {
  let clean = true;
  for (const k in r) if (r[k] === undefined) clean = false;
  if (clean) return r;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r)) if (v !== undefined) out[k] = v;
  return out;
}

/** `log_event`: the first event of the text, its stack trace kept inside it. */
export function buildLogEvent(text: string): Record<string, unknown> {
  const first = extract({ text, dump: true }).records[0].result;
  return jsonSafe(first);
}

/** `log_events`: every event of the dump, with templates and a count per level. */
export function buildLogEvents(text: string): Record<string, unknown> {
  const events = text.trim() === '' ? [] : extract({ text, dump: true }).records.map((r) => jsonSafe(r.result));
  const levels: Record<string, number> = {};
  for (const e of events) levels[e.level as string] = (levels[e.level as string] ?? 0) + 1;
  return { events, count: events.length, levels };
}
