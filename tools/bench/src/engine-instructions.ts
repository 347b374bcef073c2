import { fileURLToPath } from 'node:url';
import { extract } from '@svc/engine';
import { evalDir } from './eval-data.js';
import { loadLoghub } from './loghub.js';
import { countInstructions } from './callgrind.js';

/**
 * `npm run bench:instructions`: instructions per line of dump-mode extract over the Loghub files, counted by
 * callgrind — a figure that does not move with the machine's load, to compare two builds with. It runs this
 * script under valgrind twice (LOW and HIGH passes over every file) and divides the difference by the lines
 * of the extra passes, which takes start-up and compilation out. V8's hash and random seeds are fixed: with
 * per-process seeds the count moves by about ±2% from run to run.
 */
const LOW = 5;
const HIGH = 20;

function passes(n: number, texts: readonly string[]): void {
  for (let i = 0; i < n; i++) for (const t of texts) extract({ text: t, dump: true });
}

function count(n: number): number {
  return countInstructions(fileURLToPath(import.meta.url), n);
}

const dir = evalDir();
const systems = dir ? loadLoghub(dir) : [];
const child = process.argv[2];
if (systems.length === 0) {
  console.log('Loghub data not found (SVC_EVAL_DIR or ../shared/eval): nothing to count');
} else if (child !== undefined) {
  passes(Number(child), systems.map((s) => s.raw));
} else {
  const lines = systems.reduce((n, s) => n + s.lines.length, 0);
  process.stdout.write(`callgrind: dump-mode extract, ${systems.length} Loghub files (${lines} lines), ${LOW} and ${HIGH} passes ...\n`);
  const low = count(LOW);
  const high = count(HIGH);
  const perLine = (high - low) / ((HIGH - LOW) * lines);
  console.log(`instructions per line: ${Math.round(perLine).toLocaleString('en-US')} (${low.toLocaleString('en-US')} at ${LOW} passes, ${high.toLocaleString('en-US')} at ${HIGH})`);
}
