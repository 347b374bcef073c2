import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from '@svc/engine';
import { evalDir } from './eval-data.js';
import { loadLoghub } from './loghub.js';

/**
 * `node tools/bench/dist/extract-snapshot.js [out.json]`: every output of extract, in dump mode and line by line,
 * over every file of tools/bench/data/logformats/<part>/ and the Loghub files the eval reads, written as one JSON
 * file (default /tmp/extract-snapshot.json) with the latency taken out. Two builds that should not change any
 * output are compared with `cmp` on their snapshots.
 */
const ROOT = fileURLToPath(new URL('../data/logformats', import.meta.url));
const out = process.argv[2] ?? '/tmp/extract-snapshot.json';

interface Call {
  source: string;
  dump: boolean;
  records: unknown[];
}

let calls = 0;
let records = 0;
const chunks: string[] = [];

function run(source: string, text: string, dump: boolean): void {
  const answer = extract({ text, dump });
  calls++;
  records += answer.records.length;
  const call: Call = { source, dump, records: answer.records.map((r) => ({ result: r.result, valid: r.meta.valid })) };
  chunks.push(JSON.stringify(call));
}

for (const part of readdirSync(ROOT).sort()) {
  const dir = join(ROOT, part);
  if (!statSync(dir).isDirectory()) continue;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.jsonl')).sort()) {
    const lines = readFileSync(join(dir, name), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => (JSON.parse(l) as { line: string }).line);
    run(`${part}/${name}`, lines.join('\n'), true);
    lines.forEach((l, i) => run(`${part}/${name}:${i + 1}`, l, false));
  }
}

const dir = evalDir();
const systems = dir ? loadLoghub(dir) : [];
for (const s of systems) {
  run(`loghub/${s.name}`, s.raw, true);
  s.lines.forEach((l, i) => run(`loghub/${s.name}:${i + 1}`, l, false));
}

writeFileSync(out, chunks.join('\n') + '\n');
console.log(`${calls} calls, ${records} records (${systems.length} Loghub files) → ${out}`);
