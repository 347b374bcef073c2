import type { LineFields } from './fields.js';
import { levelOfWord } from './levels.js';
import { matchTimestamp } from './timestamp.js';

const QUOTE = 34;

/** The fields of a CSV record whose fields are double-quoted (`""` inside one is a quote); undefined when the line is not one. */
function csvFields(s: string): string[] | undefined {
  const out: string[] = [];
  let p = 0;
  let sep = -1;
  while (p < s.length) {
    let v = '';
    if (s.charCodeAt(p) === QUOTE) {
      p++;
      for (;;) {
        const q = s.indexOf('"', p);
        if (q < 0) return undefined;
        v += s.slice(p, q);
        if (s.charCodeAt(q + 1) === QUOTE) {
          v += '"';
          p = q + 2;
          continue;
        }
        p = q + 1;
        break;
      }
    } else {
      // an unquoted field (a number, an id) between quoted ones
      let q = p;
      while (q < s.length && s.charCodeAt(q) !== sep && (sep >= 0 || (s[q] !== ',' && s[q] !== ';' && s[q] !== '\t'))) q++;
      v = s.slice(p, q).trim();
      if (v.indexOf('"') >= 0) return undefined;
      p = q;
    }
    out.push(v);
    if (p >= s.trimEnd().length) break;
    const c = s.charCodeAt(p);
    if (sep < 0) {
      if (c !== 44 && c !== 59 && c !== 9) return undefined;
      sep = c;
    } else if (c !== sep) return undefined;
    p++;
  }
  return out.length >= 3 ? out : undefined;
}

/**
 * A log line written as a CSV record with quoted fields (an event-log export, a spreadsheet-friendly app log):
 * `"2023-06-14 08:55:25","Error","Scheduler","Task ""x"" did not run"`. The fields are read by their shape:
 * the timestamp, the level word, the component (the short field after the level) and the message (the last
 * field, unescaped). Undefined when the line is not such a record or has neither a timestamp nor a level.
 */
export function parseQuotedCsv(line: string): LineFields | undefined {
  const fields = csvFields(line.trim());
  if (!fields) return undefined;
  let stamp = -1;
  let level = -1;
  for (let i = 0; i < fields.length - 1; i++) {
    const v = fields[i];
    if (stamp < 0 && v.length >= 8) {
      const m = matchTimestamp(v, 0);
      if (m && m.end >= v.length - 6) {
        stamp = i;
        continue;
      }
    }
    if (level < 0 && levelOfWord(v)) level = i;
  }
  if (stamp < 0 && level < 0) return undefined;
  const last = fields.length - 1;
  const after = Math.max(stamp, level) + 1;
  const comp = after < last && fields[after].length > 0 && fields[after].length <= 64 && !/^\d+$/.test(fields[after]) ? fields[after] : '';
  const f: LineFields = { type: 'log', level: level >= 0 ? levelOfWord(fields[level])! : '', component: comp, message: fields[last], format: 'csv' };
  if (stamp >= 0) f.timestamp = fields[stamp];
  return f;
}
