import { Histogram, Registry } from 'prom-client';
import { FastHistogram, registerFast } from '@svc/platform';

/**
 * `npm run bench:metrics`: what recording one HTTP answer costs on the hot path, our kept-series histogram
 * against prom-client's own `observe(labels, value)` (which builds a label object and a hash on every call).
 * Prints nanoseconds per observation; no assertion (figures vary with the machine).
 */
const N = 2_000_000;
const labels = { method: 'POST', route: '/v1/models/:api/:method', status: '200' };
const buckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function time(name: string, observe: (v: number) => void): void {
  for (let i = 0; i < 100_000; i++) observe((i % 1000) / 10_000); // warm up
  const started = process.hrtime.bigint();
  for (let i = 0; i < N; i++) observe((i % 1000) / 10_000);
  const ns = Number(process.hrtime.bigint() - started) / N;
  process.stdout.write(`${name.padEnd(44)} ${ns.toFixed(1)} ns/observation\n`);
}

const registry = new Registry();
const fast = new FastHistogram('bench_fast_seconds', 'bench', ['method', 'route', 'status'], buckets);
registerFast(registry, fast);
const series = fast.with(labels.method, labels.route, labels.status);
const prom = new Histogram({ name: 'bench_prom_seconds', help: 'bench', labelNames: ['method', 'route', 'status'], buckets, registers: [registry] });
const child = prom.labels(labels.method, labels.route, labels.status);

time('svc FastHistogram (series kept)', (v) => series.observe(v));
time('prom-client observe(labels, value)', (v) => prom.observe(labels, v));
time('prom-client labels(...).observe child', (v) => child.observe(v));
