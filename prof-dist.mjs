import { writeFileSync, readdirSync, readFileSync, mkdirSync, rmSync } from 'node:fs';
import { DistributedSuite } from '@svc/testkit';
import { load, show } from './tools/loadtest/dist/load.js';
const dir = '/tmp/gwprof'; rmSync(dir, { recursive: true, force: true }); mkdirSync(dir);
writeFileSync(`${dir}/pre.cjs`, "process.on('SIGUSR2', () => process.exit(0));\n");
const suite = await DistributedSuite.start({ captureLogs: false, env: { LOG_LEVEL: 'warn' }, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--require', `${dir}/pre.cjs`], startTimeoutMs: 180000 });
try {
  const { apiKey } = await suite.createTenant({ name: 'p', included_pool: 1e9, rate_limit: 1e6 });
  const f = await load(`${suite.url}/v1/models/svc-small-json/grade`, { authorization: `Bearer ${apiKey}` }, JSON.stringify({ text: '2026-11-22 10:00:01,123 ERROR [pool-3-thread-7] o.a.h.DataNode: Failed to write block blk_123' }), { afterWarmUp: async () => void (await suite.db.query('ANALYZE')) });
  console.log(show('profiled', f));
  const pids = suite.pids();
  for (const app of ['gateway', 'billing', 'models']) process.kill(pids[app], 'SIGUSR2');
  await new Promise((r) => setTimeout(r, 3000));
  console.log(JSON.stringify(pids));
} finally { await suite.stop(); }
