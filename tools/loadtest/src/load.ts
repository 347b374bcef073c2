import autocannon, { type Request } from 'autocannon';

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
  /** 2xx answers in the measured run. */
  ok: number;
}

export interface LoadOptions {
  /** Bearer keys used in turn, one per request (many tenants); none: `headers` as given. */
  keys?: string[];
  /** Called once the warm-up is over, before the measured run (the bench refreshes the database's statistics). */
  afterWarmUp?: () => void | Promise<void>;
  /** Called right before and right after the measured run (CPU snapshots). */
  onStart?: () => void | Promise<void>;
  onEnd?: () => void | Promise<void>;
}

/**
 * `CONNECTIONS` connections posting `body` for 2 s of warm-up (JIT, pools, caches), then `DURATION_S` measured.
 * Several urls share the connections in turn (gateway replicas).
 */
export async function load(url: string | string[], headers: Record<string, string>, body: string, options: LoadOptions = {}): Promise<Figures> {
  const { keys } = options;
  let next = 0;
  const requests = keys
    ? [{ setupRequest: (req: Request): Request => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${keys[next++ % keys.length]}` } }) }]
    : undefined;
  const run = (duration: number) =>
    autocannon({ url: url as string, method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, connections: CONNECTIONS, duration, ...(requests ? { requests } : {}) });
  await run(2);
  await options.afterWarmUp?.();
  await options.onStart?.();
  const r = await run(DURATION_S);
  await options.onEnd?.();
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx, total: r.requests.total, ok: r['2xx'] };
}

export const show = (name: string, f: Figures) =>
  `${name.padEnd(40)} ${f.rps.toFixed(0).padStart(8)} calls/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms   non-2xx ${f.non2xx}  errors ${f.errors}`;
