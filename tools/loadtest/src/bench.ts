import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DistributedSuite, freePort } from '@svc/testkit';
import { CONNECTIONS, DURATION_S, load, show, type Figures } from './load.js';

/**
 * `npm run bench`: drives the distributed suite (every app its own process, real NATS, PostgreSQL, Redis)
 * with concurrent billed calls for one tenant, then the same load against a bare hello endpoint of the same
 * HTTP stack, and prints calls/s, p50/p99 latency and the ratio. Load generator, suite and infrastructure
 * share this machine's cores: figures are for comparison on one machine, not absolute capacity.
 */
const LINE = '2026-11-22 10:00:01,123 ERROR [pool-3-thread-7] o.a.h.DataNode: Failed to write block blk_123';
/** `BENCH_TARGET`: what the billed calls are; `records_create` stores a record per call (structure, then an insert). */
const TARGETS = {
  grade: { path: '/v1/models/svc-small-json/grade', body: { text: LINE }, name: 'billed call (gateway→auth/billing/models)' },
  records_create: { path: '/records/create', body: { text: LINE, schema: 'log_event' }, name: 'records create (…/models/records)' },
} as const;
const TARGET = TARGETS[(process.env.BENCH_TARGET ?? 'grade') as keyof typeof TARGETS];
if (!TARGET) throw new Error(`BENCH_TARGET must be one of ${Object.keys(TARGETS).join(', ')}`);
const BODY = JSON.stringify(TARGET.body);

process.stdout.write(`starting the distributed suite (LOG_LEVEL=${process.env.LOG_LEVEL ?? 'warn'}) ...\n`);
const suite = await DistributedSuite.start({ captureLogs: false, env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } });
let billed: Figures;
try {
  const { tenantId, apiKey } = await suite.createTenant({ name: 'bench', included_pool: 1_000_000_000, rate_limit: 1_000_000 });
  process.stdout.write(`billed calls: POST ${TARGET.path}, ${CONNECTIONS} connections, ${DURATION_S} s\n`);
  billed = await load(`${suite.url}${TARGET.path}`, { authorization: `Bearer ${apiKey}` }, BODY);
  const account = (await suite.admin('GET', `/admin/tenants/${tenantId}`)).body as { pool_used: number };
  process.stdout.write(`pool used by the run (warm-up included): ${account.pool_used}\n`);
} finally {
  await suite.stop();
}

const port = await freePort();
const hello = spawn(process.execPath, [fileURLToPath(new URL('./hello-server.js', import.meta.url))], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise<void>((resolve) => hello.stdout.on('data', (c: Buffer) => c.toString().includes('ready') && resolve()));
let bare: Figures;
try {
  bare = await load(`http://127.0.0.1:${port}/hello`, {}, BODY);
} finally {
  hello.kill('SIGKILL');
}

process.stdout.write(`\n${show(TARGET.name, billed)}\n${show('bare hello (Nest 12 + Fastify)', bare)}\n`);
process.stdout.write(`ratio billed/bare: ${(billed.rps / bare.rps).toFixed(3)} of the throughput, p99 ×${(billed.p99 / Math.max(bare.p99, 0.1)).toFixed(1)}\n`);
process.stdout.write(`target: ≥ 5,000 billed calls/s with p99 < 25 ms on this machine\n`);
