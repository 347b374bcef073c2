import { parseLogfmtPairs } from '../../extract/logfmt.js';

const LINE_PAIR = /^\s*(?:export\s+)?([\w.\-/ ]{1,80}?)\s*[:=]\s*(.*?)\s*$/;

function unquote(v: string): string {
  return /^(["']).*\1$/.test(v) ? v.slice(1, -1) : v;
}

/** `key_value`: logfmt pairs on a line, or one `key: value` / `key=value` per line (.env, INI, YAML-ish). */
export function buildKeyValue(text: string): Record<string, unknown> {
  const pairs: Record<string, string> = {};
  for (const raw of text.replace(/\r/g, '').split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';') || /^\[.*\]$/.test(line)) continue;
    const many = /\w=\S.*\s\w+=/.test(line) ? parseLogfmtPairs(line) : undefined;
    if (many) {
      Object.assign(pairs, many);
      continue;
    }
    const m = LINE_PAIR.exec(line);
    if (m) pairs[m[1].trim()] = unquote(m[2]);
  }
  return { pairs };
}
