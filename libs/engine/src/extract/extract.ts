import type { ExtractAnswer, ExtractInput, Meta } from '../types.js';
import { eventFields } from './event-record.js';
import type { LineFields } from './fields.js';
import { LEVELS } from './levels.js';
import { NO_MORE, splitEvents } from './split-events.js';
import { maskMessage } from './template.js';
import { mineTemplates } from './template-merge.js';
import { inferLevel } from './infer-level.js';
import { relayoutDump, relayoutLine } from './layout/relayout.js';
import { keepBetter } from './layout/alone.js';
import { batchRecords, lineRecord } from './layout/records.js';
import { batchIds } from './layout/ids.js';
import { levelInComponent, batchChain, lineChain, batchLead, batchLevelAfterName, batchNames, batchSeparated, batchSource, lineLead, classOfCall } from './layout/lead.js';

function complete(f: LineFields): LineFields {
  if (f.level === '') {
    // a trace, even one cut off after its first line (`Traceback (most recent call last):`), reads as an error
    f.level = f.type === 'stacktrace' ? 'error' : inferLevel(f.message);
    f.level_source = 'inferred';
  } else f.level_source = 'token';
  return f;
}

const LEVEL_SET: ReadonlySet<unknown> = new Set(LEVELS);

/** The record is well formed: the four contract fields are strings and the level is in the vocabulary. */
function isValid(r: LineFields): boolean {
  return (
    typeof r.type === 'string' &&
    typeof r.component === 'string' &&
    typeof r.message === 'string' &&
    LEVEL_SET.has(r.level)
  );
}

/**
 * One log line (or, with `dump`, many) → records `{ type, level, component, message, ... }`.
 * Dump mode cuts the text into events (stack traces kept whole) and gives each its `template`.
 */
export function extract(input: ExtractInput): ExtractAnswer {
  const started = performance.now();
  const text = typeof input.text === 'string' ? input.text : '';
  const events = splitEvents(text);
  if (!input.dump && events.length > 1) {
    // one record: the whole text is the event, whatever its shape
    const [first, ...rest] = events;
    if (first.more === NO_MORE) first.more = [];
    for (const ev of rest) first.more.push(ev.head, ...ev.more);
    first.trace ||= rest.some((e) => e.trace || e.more.length > 0);
    events.length = 1;
  }
  const n = events.length;
  const fields = new Array<LineFields>(n);
  const messages = new Array<string>(n);
  for (let i = 0; i < n; i++) fields[i] = eventFields(events[i]);
  // formats no reader knows: the header learned from the dump, else read from the line's own cues
  if (input.dump) relayoutDump(events, fields);
  for (let i = 0; i < n; i++) {
    relayoutLine(events[i], fields[i], input.dump === true);
    levelInComponent(events[i].head, fields[i]);
    classOfCall(fields[i]);
  }
  // header left at the messages' start: typed across the dump, or on the line alone
  if (input.dump) {
    const heads = events.map((e) => e.head);
    batchRecords(heads, fields);
    batchChain(heads, fields);
    batchNames(heads, fields);
    batchSource(heads, fields);
    batchSeparated(heads, fields);
    batchLevelAfterName(heads, fields);
    batchLead(fields);
    batchIds(fields);
    // never worse than the lines read one by one
    keepBetter(events, fields);
  }
  else
    for (let i = 0; i < n; i++) {
      lineRecord(events[i].head, fields[i]);
      if (!lineChain(events[i].head, fields[i])) lineLead(events[i].head, fields[i], false);
    }
  for (let i = 0; i < n; i++) {
    const f = fields[i];
    complete(f);
    messages[i] = f.message;
  }
  events.length = 0; // the raw events are not needed past here: let them go before the templates are mined
  const templates = input.dump ? mineTemplates(messages) : messages.map((m) => maskMessage(m));
  for (let i = 0; i < n; i++) fields[i].template = templates[i];
  if (fields.length === 0) fields.push({ type: 'log', level: 'info', component: '', message: '', format: 'text', level_source: 'inferred', template: '' });
  const latency = performance.now() - started;
  // every record of one call has the same figures but `valid`: two meta objects serve them all
  const valid: Meta = { routed_by: 'model', valid: true, retries: 0, latency_ms: latency };
  const invalid: Meta = { routed_by: 'model', valid: false, retries: 0, latency_ms: latency };
  const records = new Array<ExtractAnswer['records'][number]>(fields.length);
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i];
    records[i] = { result: f, meta: isValid(f) ? valid : invalid };
  }
  return { records };
}
