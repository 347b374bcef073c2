import autocannon from 'autocannon';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Requests answered in the measured run (the warm-up's not counted). */
  total: number;
}

/** `CONNECTIONS` connections posting `body` for 2 s of warm-up (JIT, pools, caches), then `DURATION_S` measured. */
export async function load(url: string, headers: Record<string, string>, body: string): Promise<Figures> {
  const run = (duration: number) => autocannon({ url, method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, connections: CONNECTIONS, duration });
  await run(2);
  const r = await run(DURATION_S);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx, total: r.requests.total };
}

export const show = (name: string, f: Figures) =>
  `${name.padEnd(34)} ${f.rps.toFixed(0).padStart(8)} calls/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms   non-2xx ${f.non2xx}  errors ${f.errors}`;
