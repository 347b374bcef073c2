import { toolCases } from './engine-bench-tools.js';

/**
 * Prints p50/p99 per call for the guard and select cases (after a warm-up): wall-clock time, and the
 * process's CPU time per call (which includes garbage collection but not the time the process waits for a
 * core, so it stays readable on a shared, busy machine).
 */
function main(): void {
  const rounds = Number(process.env['BENCH_ROUNDS'] ?? 5000);
  const cases = toolCases();
  for (const c of cases) for (let i = 0; i < 2000; i++) c.run(c.samples[i % c.samples.length]);
  for (const c of cases) {
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const sample = c.samples[i % c.samples.length];
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      c.run(sample);
      times.push(performance.now() - t0);
      const c1 = process.cpuUsage(c0);
      cpu.push((c1.user + c1.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const q = (list: number[], p: number) => list[Math.min(list.length - 1, Math.floor(p * list.length))].toFixed(3);
    console.log(`${c.name.padEnd(30)} p50 ${q(times, 0.5)} ms  p99 ${q(times, 0.99)} ms  | cpu p50 ${q(cpu, 0.5)} ms  p99 ${q(cpu, 0.99)} ms  (${rounds} calls)`);
  }
}

main();
