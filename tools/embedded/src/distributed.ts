import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ensureDatabase, loadEnv, loadInfraConfig, nodeFlagsOf, OpsEnv } from '@svc/platform';

/**
 * The distributed suite on one machine: every app its own process against NATS_URL, DATABASE_URL and
 * REDIS_URL (this machine's loopback services by default); the gateway listens on PORT.
 */
const APPS = ['auth', 'billing', 'models', 'records', 'classifier', 'gateway'] as const;
const require = createRequire(import.meta.url);

const infra = loadInfraConfig();
await ensureDatabase(infra.databaseUrl);
// One machine, one SVC_OPS_PORT: each backend takes the next port (auth the given one, billing +1, ...).
const opsBase = loadEnv(OpsEnv).SVC_OPS_PORT;
const opsPortOf = (app: (typeof APPS)[number]): number | undefined => (opsBase === undefined || app === 'gateway' ? undefined : opsBase + APPS.indexOf(app));

const children: ChildProcess[] = [];
let stopping = false;
for (const app of APPS) {
  const main = join(dirname(require.resolve(`@svc/${app}`)), 'main.js');
  const opsPort = opsPortOf(app);
  const env = opsPort === undefined ? process.env : { ...process.env, SVC_OPS_PORT: String(opsPort) };
  if (opsPort !== undefined) process.stdout.write(`${app}: ops endpoints on port ${opsPort}\n`);
  const child = spawn(process.execPath, [...nodeFlagsOf(app), main], { stdio: ['ignore', 'inherit', 'inherit'], env });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    process.stderr.write(`${app} exited (${signal ?? code}); stopping the suite\n`);
    stop(1);
  });
  children.push(child);
}

function stop(code: number): void {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3_000).unref();
}
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
