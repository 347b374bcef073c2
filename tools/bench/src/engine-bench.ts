import { evalDir } from './eval-data.js';
import { logCases, type BenchCase } from './engine-bench-logs.js';
import { toolCases } from './engine-bench-tools.js';
import { loadLoghub } from './loghub.js';

/** Least time each case runs before it is measured (`BENCH_WARM_MS`). */
const WARM_MS = Number(process.env.BENCH_WARM_MS ?? 500);

/** Rounds a case's time is cut into: throughput is given as the median round and the range of all rounds. */
const ROUNDS = 10;

const perSecond = (n: number): string => Math.round(n).toLocaleString('en-US');

/**
 * Runs each case for about `ms` milliseconds after a warm-up (WARM_MS at least), in ROUNDS rounds: throughput (calls/s or
 * lines/s) as the median round with the slowest and fastest rounds beside it (this machine is shared: a
 * round that another process interrupts shows in the range, not in the median), and p50/p99 latency of
 * every call.
 */
function measure(c: BenchCase, ms: number): string {
  const { samples, run } = c;
  // warm-up: enough calls for the JIT to settle (the guard's code takes a few thousand), and at least WARM_MS
  const warmEnd = performance.now() + WARM_MS;
  for (let w = 0; w < Math.min(2000, samples.length * 20) || performance.now() < warmEnd; w++) run(samples[w % samples.length]);
  const times: number[] = [];
  const rates: number[] = [];
  let bytes = 0;
  let i = 0;
  // a round of a few large samples (the whole Loghub files) ends on a whole pass over them, so that every
  // round weighs each file alike
  const whole = samples.length <= 64 ? samples.length : 1;
  for (let r = 0; r < ROUNDS; r++) {
    const end = performance.now() + ms / ROUNDS;
    let units = 0;
    let spent = 0;
    while (performance.now() < end || i % whole !== 0) {
      const s = samples[i++ % samples.length];
      const t0 = performance.now();
      run(s);
      const t = performance.now() - t0;
      times.push(t);
      spent += t;
      units += c.linesPerCall ? c.linesPerCall(s) : 1;
      bytes = Math.max(bytes, s.length);
    }
    rates.push((1000 * units) / spent);
  }
  times.sort((a, b) => a - b);
  rates.sort((a, b) => a - b);
  const q = (p: number): number => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  const unit = c.linesPerCall ? 'lines/s' : 'calls/s';
  const rate = `${perSecond(rates[ROUNDS >> 1])} ${unit} (${perSecond(rates[0])}-${perSecond(rates[ROUNDS - 1])})`;
  return `${c.name.padEnd(30)} ${c.inputs.padEnd(16)} ${String(bytes).padStart(7)}  ${rate.padStart(36)}  p50 ${q(0.5).toFixed(3)} ms  p99 ${q(0.99).toFixed(3)} ms  max ${times[times.length - 1].toFixed(3)} ms`;
}

const dir = evalDir();
const systems = dir ? loadLoghub(dir) : [];
if (systems.length === 0) console.log('Loghub data not found (SVC_EVAL_DIR or ../shared/eval): log cases skipped');
const ms = Number(process.env.BENCH_MS ?? 1500);
/** `BENCH_ONLY`: a regular expression; only the cases whose name it matches are run (all when unset). */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const cases: BenchCase[] = [...(systems.length > 0 ? logCases(systems) : []), ...toolCases()].filter((c) => !only || only.test(c.name));
console.log(`engine benchmark (one core, node ${process.version}, ~${ms} ms per case after ${WARM_MS} ms of warm-up)`);
console.log(`${'case'.padEnd(30)} ${'inputs'.padEnd(16)} ${'max B'.padStart(7)}  ${'throughput: median round (range)'.padStart(36)}  latency`);
for (const c of cases) console.log(measure(c, ms));
