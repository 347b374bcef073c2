import { toolCases } from './engine-bench-tools.js';

/** Prints p50/p99 per call for the guard and select cases (after a warm-up). */
function main(): void {
  const rounds = Number(process.env['BENCH_ROUNDS'] ?? 5000);
  const cases = toolCases();
  for (const c of cases) for (let i = 0; i < 2000; i++) c.run(c.samples[i % c.samples.length]);
  for (const c of cases) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const sample = c.samples[i % c.samples.length];
      const t0 = performance.now();
      c.run(sample);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(3);
    console.log(`${c.name.padEnd(30)} p50 ${q(0.5)} ms  p99 ${q(0.99)} ms  (${rounds} calls)`);
  }
}

main();
