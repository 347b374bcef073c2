import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DistributedSuite, freePort, send } from '@svc/testkit';
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

interface Result {
  name: string;
  figures: Figures;
  cpu: string;
}
const results: Result[] = [];
const say = (line: string) => process.stdout.write(`${line}\n`);

/** Runs the load with CPU snapshots of `groups()` (read again at the end: new PostgreSQL backends count). */
async function measured(name: string, url: string | string[], headers: Record<string, string>, groups: () => Promise<PidGroups>, options: LoadOptions = {}): Promise<void> {
  let before = snapshot({});
  let after = snapshot({});
  const figures = await load(url, headers, BODY, {
    ...options,
    onStart: async () => void (before = snapshot(await groups())),
    onEnd: async () => void (after = snapshot(await groups())),
  });
  const cpu = formatCpu(name, perCall(before, after, figures.ok));
  results.push({ name, figures, cpu });
  say(show(name, figures));
}

/** The machine's NATS server and Redis serve every user of the machine: their figures are marked shared. */
const sharedInfra = (): PidGroups => ({ 'nats-server (shared)': pidsNamed('nats-server'), 'redis-server (shared)': pidsNamed('redis-server') });

async function distributed(): Promise<void> {
  say(`starting the distributed suite (LOG_LEVEL=${LOG_LEVEL}) ...`);
  const suite = await DistributedSuite.start({ captureLogs: false, env: { LOG_LEVEL }, startTimeoutMs: 180_000 });
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

say(`bare hello, ${CONNECTIONS} connections, ${DURATION_S} s (before) ...`);
const helloBefore = await bare();
say(show('bare hello (Nest 12 + Fastify), before', helloBefore));
if (MODES.some((m) => m !== 'embedded')) await distributed();
if (MODES.includes('embedded')) await embedded();
const helloAfter = await bare();
say(show('bare hello (Nest 12 + Fastify), after', helloAfter));
const hello = (helloBefore.rps + helloAfter.rps) / 2;

say(`\nbare hello: ${helloBefore.rps.toFixed(0)} then ${helloAfter.rps.toFixed(0)} calls/s; ratios below use the mean, ${hello.toFixed(0)}/s`);
for (const r of results) say(`${show(r.name, r.figures)}   ratio ${(r.figures.rps / hello).toFixed(3)}`);
say('goal: distributed ≥ 0.20 with p99 < 25 ms; embedded ≥ 0.25');
for (const r of results) say(`\n${r.cpu}`);
