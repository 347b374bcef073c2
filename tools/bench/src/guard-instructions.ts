import { fileURLToPath } from 'node:url';
import { toolCases } from './engine-bench-tools.js';
import { countInstructions } from './callgrind.js';

/**
 * Instructions per guard call, counted by callgrind over the engine bench's guard cases (`toolCases()`: 1, 5 and 20
 * tools, 20 tools never seen, 20 names in the map form): a figure that does not move with the machine's load, to
 * compare two builds with. As `engine-instructions.ts` does for extract, it runs this script under valgrind twice
 * (LOW and HIGH passes over every case) and divides the difference by the calls of the extra passes, which takes
 * start-up and compilation out; V8's hash and random seeds are fixed.
 * `npm run build && node tools/bench/dist/guard-instructions.js`
 */
const LOW = 4;
const HIGH = 24;
const cases = toolCases().filter((c) => c.name.startsWith('guard'));
const perPass = cases.reduce((n, c) => n + c.samples.length, 0);

function passes(n: number): void {
  for (let i = 0; i < n; i++) for (const c of cases) for (const s of c.samples) c.run(s);
}

function count(n: number): number {
  return countInstructions(fileURLToPath(import.meta.url), n);
}

const child = process.argv[2];
if (child) passes(Number(child));
else {
  process.stdout.write(`callgrind: guard, ${cases.length} cases (${perPass} calls a pass), ${LOW} and ${HIGH} passes ...\n`);
  const low = count(LOW);
  const high = count(HIGH);
  const per = (high - low) / ((HIGH - LOW) * perPass);
  process.stdout.write(`instructions per guard call: ${Math.round(per).toLocaleString('en-US')} (${low.toLocaleString('en-US')} at ${LOW} passes, ${high.toLocaleString('en-US')} at ${HIGH})\n`);
}
