import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, DistributedSuite, freePort, send, type AppName } from '@svc/testkit';
import { formatCpu, perCall, pidsNamed, snapshot, type PidGroups } from './cpu.js';
import { BENCH_LINE } from './cpu-profile.js';
import { CONNECTIONS, DURATION_S, load, show, type Figures, type LoadOptions } from './load.js';

/**
 * `npm run bench`: billed calls against the bare hello endpoint of the same HTTP stack, in one run:
 * - distributed: every app its own process (real NATS, PostgreSQL, Redis), one tenant;
 * - tenants: the same suite, `BENCH_TENANTS` tenants (1,000), their keys used in turn;
 * - replicas: the same suite with `BENCH_REPLICAS` gateways (4), connections spread over them;
 * - embedded: `npm start`'s single process (in-process bus, PGlite).
 * `BENCH_MODES` picks some (comma-separated). For each it prints calls/s, p50/p99, the ratio to the bare hello
 * (measured before and after, the mean used) and the CPU each process spent per call, read from /proc.
 * `BENCH_ROUNDS` (1) measures each mode that many times, each run between two hello runs of its own, and prints
 * every round's ratio and the medians: on a shared host the hello and the suite move with the load of the moment.
 * Load generator, suite and infrastructure share this machine's cores: figures compare runs on one machine.
 */
const LINE = BENCH_LINE;
/** `BENCH_TARGET`: what the billed calls are; `records_create` stores a record per call (structure, then an insert). */
const TARGETS = {
  grade: { path: '/v1/models/svc-small-json/grade', body: { text: LINE }, name: 'billed call' },
  records_create: { path: '/records/create', body: { text: LINE, schema: 'log_event' }, name: 'records create' },
} as const;
const TARGET = TARGETS[(process.env.BENCH_TARGET ?? 'grade') as keyof typeof TARGETS];
if (!TARGET) throw new Error(`BENCH_TARGET must be one of ${Object.keys(TARGETS).join(', ')}`);
const BODY = JSON.stringify(TARGET.body);
const MODES = (process.env.BENCH_MODES ?? 'distributed,tenants,replicas,embedded').split(',').map((m) => m.trim());
const TENANTS = Number(process.env.BENCH_TENANTS ?? 1000);
const REPLICAS = Number(process.env.BENCH_REPLICAS ?? 4);
const LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
const TENANT = { included_pool: 1_000_000_000, rate_limit: 1_000_000 };
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
/** `BENCH_NODE_ARGS`: node flags for every app of the distributed suite (space-separated), to compare runtime settings. */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** `BENCH_NODE_ARGS_<APP>` (e.g. `BENCH_NODE_ARGS_GATEWAY`): node flags for that app only, after `BENCH_NODE_ARGS`. */
const APP_NODE_ARGS = Object.fromEntries(
  APPS.map((app) => [app, (process.env[`BENCH_NODE_ARGS_${app.toUpperCase()}`] ?? '').split(' ').filter(Boolean)]),
) as Record<AppName, string[]>;
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('BENCH_ROUNDS must be a whole number of 1 or more');

interface Result {
  name: string;
  /** The name with its round, when there are several. */
  title: string;
  figures: Figures;
  cpu: string;
  /** The hello run just before this one (its index in `hellos`); the ratio uses it and the next. */
  hello: number;
}
const results: Result[] = [];
const hellos: Figures[] = [];
const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * Runs the load `ROUNDS` times with CPU snapshots of `groups()` (read again at the end: new PostgreSQL backends
 * count); with more than one round, a hello run before each round but the first.
 */
async function measured(name: string, url: string | string[], headers: Record<string, string>, groups: () => Promise<PidGroups>, options: LoadOptions = {}): Promise<void> {
  for (let round = 1; round <= ROUNDS; round++) {
    if (ROUNDS > 1 && results.length > 0) await hello(`before ${name}, round ${round}`);
    let before = snapshot({});
    let after = snapshot({});
    const figures = await load(url, headers, BODY, {
      ...options,
      onStart: async () => void (before = snapshot(await groups())),
      onEnd: async () => void (after = snapshot(await groups())),
    });
    const title = ROUNDS > 1 ? `${name}, round ${round}` : name;
    const cpu = formatCpu(title, perCall(before, after, figures.ok));
    results.push({ name, title, figures, cpu, hello: hellos.length - 1 });
    say(show(title, figures));
  }
}

/** The machine's NATS server and Redis serve every user of the machine: their figures are marked shared. */
const sharedInfra = (): PidGroups => ({ 'nats-server (shared)': pidsNamed('nats-server'), 'redis-server (shared)': pidsNamed('redis-server') });

async function distributed(): Promise<void> {
  say(`starting the distributed suite (LOG_LEVEL=${LOG_LEVEL}${NODE_ARGS.length ? `, node ${NODE_ARGS.join(' ')}` : ''}) ...`);
  const suite = await DistributedSuite.start({ captureLogs: false, env: { LOG_LEVEL }, startTimeoutMs: 180_000, nodeArgs: NODE_ARGS, appNodeArgs: APP_NODE_ARGS });
  const groups = async (): Promise<PidGroups> => {
    const rows = await suite.db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    const apps: PidGroups = {};
    for (const [app, pid] of Object.entries(suite.pids())) apps[app] = [pid];
    return { ...apps, 'postgres (this database)': rows.rows.map((r) => r.pid), 'load generator': [process.pid], ...sharedInfra() };
  };
  // A fresh database's ledger looks empty to the planner until autovacuum's first ANALYZE (within a minute in
  // production): the billing functions' cached plans would scan the growing ledger for the whole short run. The
  // bench does that ANALYZE once the warm-up has written rows, so it measures the steady state.
  const analyze = async (): Promise<void> => void (await suite.db.query('ANALYZE'));
  try {
    const { tenantId, apiKey } = await suite.createTenant({ name: 'bench', ...TENANT });
    const auth = { authorization: `Bearer ${apiKey}` };
    if (MODES.includes('distributed')) {
      say(`distributed, 1 tenant: POST ${TARGET.path}, ${CONNECTIONS} connections, ${DURATION_S} s`);
      await measured(`${TARGET.name}, distributed, 1 tenant`, `${suite.url}${TARGET.path}`, auth, groups, { afterWarmUp: analyze });
      const account = (await suite.admin('GET', `/admin/tenants/${tenantId}`)).body as { pool_used: number };
      say(`pool used by the run (warm-up included): ${account.pool_used}`);
    }
    if (MODES.includes('tenants')) {
      say(`creating ${TENANTS} tenants ...`);
      const keys: string[] = [];
      for (let i = 0; i < TENANTS; i += 8) {
        const batch = await Promise.all(Array.from({ length: Math.min(8, TENANTS - i) }, (_, j) => suite.createTenant({ name: `bench ${i + j}`, ...TENANT })));
        keys.push(...batch.map((t) => t.apiKey));
      }
      say(`distributed, ${TENANTS} tenants (keys in turn), ${CONNECTIONS} connections, ${DURATION_S} s`);
      await measured(`${TARGET.name}, distributed, ${TENANTS} tenants`, `${suite.url}${TARGET.path}`, {}, groups, { keys, afterWarmUp: analyze });
    }
    if (MODES.includes('replicas')) {
      const urls = [suite.url];
      for (let i = 1; i < REPLICAS; i++) urls.push(await suite.startGatewayReplica());
      say(`distributed, ${REPLICAS} gateways, 1 tenant, ${CONNECTIONS} connections spread over them, ${DURATION_S} s`);
      await measured(`${TARGET.name}, ${REPLICAS} gateways, 1 tenant`, urls.map((u) => `${u}${TARGET.path}`), auth, groups, { afterWarmUp: analyze });
    }
  } finally {
    await suite.stop();
  }
}

async function embedded(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'svc-bench-'));
  const adminToken = 'adm_bench_embedded_token';
  const entry = fileURLToPath(new URL('../../embedded/dist/main.js', import.meta.url));
  say('starting the embedded suite (one process, PGlite) ...');
  const child: ChildProcess = spawn(process.execPath, ['--min-semi-space-size=64', '--max-semi-space-size=64', entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SVC_DATA_DIR: dataDir, SVC_ADMIN_TOKEN: adminToken, LOG_LEVEL },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (c: Buffer) => c.toString().includes('svc is ready') && resolve());
      child.once('exit', (code) => reject(new Error(`embedded suite exited (${code})`)));
    });
    const url = `http://127.0.0.1:${port}`;
    const created = await send('POST', `${url}/admin/tenants`, { name: 'bench', ...TENANT }, { authorization: `Bearer ${adminToken}` });
    if (created.status !== 201) throw new Error(`tenant not created: ${created.status}`);
    const apiKey = (created.body as { api_key: string }).api_key;
    say(`embedded, 1 tenant: POST ${TARGET.path}, ${CONNECTIONS} connections, ${DURATION_S} s`);
    await measured(`${TARGET.name}, embedded, 1 tenant`, `${url}${TARGET.path}`, { authorization: `Bearer ${apiKey}` }, async () => ({ 'svc (one process)': [child.pid!], 'load generator': [process.pid] }));
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function bare(): Promise<Figures> {
  const port = await freePort();
  const hello = spawn(process.execPath, [fileURLToPath(new URL('./hello-server.js', import.meta.url))], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => hello.stdout.on('data', (c: Buffer) => c.toString().includes('ready') && resolve()));
  try {
    return await load(`http://127.0.0.1:${port}/hello`, {}, BODY);
  } finally {
    hello.kill('SIGKILL');
  }
}

async function hello(when: string): Promise<void> {
  say(`bare hello, ${CONNECTIONS} connections, ${DURATION_S} s (${when}) ...`);
  const figures = await bare();
  hellos.push(figures);
  say(show(`bare hello (Nest 12 + Fastify), ${when}`, figures));
}

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

await hello('before');
if (MODES.some((m) => m !== 'embedded')) await distributed();
if (MODES.includes('embedded')) await embedded();
await hello('after');

// Each run's ratio uses the mean of the hello runs just before and just after it.
const helloAround = (r: Result): number => (hellos[r.hello].rps + hellos[r.hello + 1].rps) / 2;
say(`\nbare hello: ${hellos.map((h) => h.rps.toFixed(0)).join(', ')} calls/s; each ratio below uses the mean of the hello runs before and after it`);
for (const r of results) say(`${show(r.title, r.figures)}   ratio ${(r.figures.rps / helloAround(r)).toFixed(3)}`);
if (ROUNDS > 1) {
  say(`\nmedians of ${ROUNDS} rounds:`);
  for (const name of [...new Set(results.map((r) => r.name))]) {
    const runs = results.filter((r) => r.name === name);
    const ratios = runs.map((r) => r.figures.rps / helloAround(r));
    say(`${name.padEnd(44)} ratio ${median(ratios).toFixed(3)} (${ratios.map((x) => x.toFixed(3)).join(', ')})   p99 ${median(runs.map((r) => r.figures.p99)).toFixed(1)} ms (${runs.map((r) => r.figures.p99.toFixed(0)).join(', ')})`);
  }
}
say('goal: distributed ≥ 0.20 with p99 < 25 ms; embedded ≥ 0.25');
for (const r of results) say(`\n${r.cpu}`);
