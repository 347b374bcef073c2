import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { csvRecords } from './csv.js';

export interface LoghubSystem {
  name: string;
  /** Raw lines (CRLF stripped), one per ground-truth row. */
  lines: string[];
  /** The raw file text as shipped. */
  raw: string;
  rows: Array<Record<string, string>>;
}

/** Every `loghub/<System>/` folder holding `<S>_2k.log` and its structured CSV. */
export function loadLoghub(dir: string): LoghubSystem[] {
  const root = join(dir, 'loghub');
  if (!existsSync(root)) return [];
  const out: LoghubSystem[] = [];
  for (const name of readdirSync(root).sort()) {
    const log = join(root, name, `${name}_2k.log`);
    const csv = join(root, name, `${name}_2k.log_structured.csv`);
    if (!existsSync(log) || !existsSync(csv)) continue;
    const raw = readFileSync(log, 'utf8');
    const lines = raw.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    out.push({ name, lines, raw, rows: csvRecords(readFileSync(csv, 'utf8')) });
  }
  return out;
}
