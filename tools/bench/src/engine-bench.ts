import { evalDir } from './eval-data.js';
import { logCases, type BenchCase } from './engine-bench-logs.js';
import { toolCases } from './engine-bench-tools.js';
import { loadLoghub } from './loghub.js';

/** Runs each case for about `ms` milliseconds after a warm-up: calls/s, lines/s, p50/p99 latency. */
function measure(c: BenchCase, ms: number): string {
  const { samples, run } = c;
  for (let i = 0; i < Math.min(2000, samples.length * 20); i++) run(samples[i % samples.length]);
  const times: number[] = [];
  let lines = 0;
  let bytes = 0;
  const end = performance.now() + ms;
  let i = 0;
  while (performance.now() < end) {
    const s = samples[i++ % samples.length];
    const t0 = performance.now();
    run(s);
    times.push(performance.now() - t0);
    lines += c.linesPerCall ? c.linesPerCall(s) : 1;
    bytes = Math.max(bytes, s.length);
  }
  times.sort((a, b) => a - b);
  const total = times.reduce((a, b) => a + b, 0) / 1000;
  const q = (p: number): number => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  const perSec = c.linesPerCall ? `${Math.round(lines / total).toLocaleString('en-US')} lines/s` : `${Math.round(times.length / total).toLocaleString('en-US')} calls/s`;
  return `${c.name.padEnd(30)} ${c.inputs.padEnd(16)} ${String(bytes).padStart(7)}  ${perSec.padStart(20)}  p50 ${q(0.5).toFixed(3)} ms  p99 ${q(0.99).toFixed(3)} ms  max ${times[times.length - 1].toFixed(3)} ms`;
}

const dir = evalDir();
const systems = dir ? loadLoghub(dir) : [];
if (systems.length === 0) console.log('Loghub data not found (SVC_EVAL_DIR or ../shared/eval): log cases skipped');
const ms = Number(process.env.BENCH_MS ?? 1500);
const cases: BenchCase[] = [...(systems.length > 0 ? logCases(systems) : []), ...toolCases()];
console.log(`engine benchmark (one core, node ${process.version}, ~${ms} ms per case)`);
console.log(`${'case'.padEnd(30)} ${'inputs'.padEnd(16)} ${'max B'.padStart(7)}  ${'throughput'.padStart(20)}  latency`);
for (const c of cases) console.log(measure(c, ms));
