import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { durableQueueStream, ensureDatabase, nodeFlagsOf } from '@svc/platform';
import { send, type Answer } from './client.js';
import { INFRA } from './infra.js';

export const APPS = ['auth', 'billing', 'models', 'records', 'classifier', 'gateway'] as const;
export type AppName = (typeof APPS)[number];

export interface SuiteOptions {
  /** Extra environment for every process (e.g. SVC_RATE_LIMIT). */
  env?: Record<string, string>;
  /** Extra arguments for every app's `node` (e.g. `--prof` to profile a benchmark run), after the app's own (APP_NODE_FLAGS). */
  nodeArgs?: string[];
  /** Extra arguments for one app's `node`, after `nodeArgs`. */
  appNodeArgs?: Partial<Record<AppName, string[]>>;
  /** Keep every process's log lines in `logs` (default true; a benchmark turns it off). */
  captureLogs?: boolean;
  /** Give every backend its ops HTTP server (SVC_OPS_PORT) on a port of its own: see `opsUrl`. */
  opsPorts?: boolean;
  /**
   * How long `start` waits for the suite to answer: default `SUITE_START_TIMEOUT_MS` from the environment, else
   * 60 s (on a machine shared with other busy guests the apps can take longer to start).
   */
  startTimeoutMs?: number;
}

/**
 * The distributed suite, for tests: every app its own Node process over the real NATS (subjects under a
 * prefix of its own, so runs never answer each other) and real PostgreSQL (a new database per suite).
 */
export class DistributedSuite {
  readonly adminToken = `adm_${randomBytes(12).toString('hex')}`;
  readonly logs: string[] = [];
  /** The suite's NATS subjects are `<prefix><subject>`: tests that talk to a service directly need it. */
  readonly subjectPrefix: string;
  /** The suite's own JetStream stream of domain events (deleted on stop). */
  readonly eventStream: string;
  readonly db: pg.Pool;
  url = '';
  private readonly processes = new Map<AppName, ChildProcess>();
  private readonly replicas: ChildProcess[] = [];
  private readonly env: Record<string, string>;
  private readonly captureLogs: boolean;
  private readonly nodeArgs: string[];
  private readonly appNodeArgs: Partial<Record<AppName, string[]>>;
  private readonly opsPorts = new Map<AppName, number>();

  private constructor(
    readonly databaseUrl: string,
    port: number,
    options: SuiteOptions,
  ) {
    this.captureLogs = options.captureLogs ?? true;
    this.nodeArgs = options.nodeArgs ?? [];
    this.appNodeArgs = options.appNodeArgs ?? {};
    const tag = randomBytes(4).toString('hex');
    const prefix = `t${tag}.`;
    this.subjectPrefix = prefix;
    this.eventStream = `SVC_EVENTS_T${tag}`;
    this.env = {
      ...(process.env as Record<string, string>),
      DATABASE_URL: databaseUrl,
      NATS_URL: INFRA.natsUrl,
      REDIS_URL: INFRA.redisUrl,
      SVC_SUBJECT_PREFIX: prefix,
      SVC_EVENT_STREAM: this.eventStream,
      SVC_ADMIN_TOKEN: this.adminToken,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...options.env,
    };
    this.db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // An idle connection the server terminates (the database dropped WITH (FORCE) at stop, PostgreSQL restarted)
    // is an 'error' event on the pool: without a listener it would crash the test run instead of failing a query.
    this.db.on('error', (err) => this.logs.push(`test pool: ${err.message}`));
    this.url = `http://127.0.0.1:${port}`;
  }

  static async start(options: SuiteOptions = {}): Promise<DistributedSuite> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await DistributedSuite.startOnce(options);
      } catch (error) {
        // Another process took one of our ports between the check and the listen: start again on new ones.
        if (attempt >= 3 || !String((error as Error).message).includes('EADDRINUSE')) throw error;
      }
    }
  }

  private static async startOnce(options: SuiteOptions): Promise<DistributedSuite> {
    const url = new URL(INFRA.databaseUrl);
    url.pathname = `/svc_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await ensureDatabase(url.toString());
    const suite = new DistributedSuite(url.toString(), await freePort(), options);
    if (options.opsPorts) for (const app of APPS) if (app !== 'gateway') suite.opsPorts.set(app, await freePort());
    for (const app of APPS) suite.startApp(app);
    try {
      await suite.waitHealthy(options.startTimeoutMs ?? Number(process.env.SUITE_START_TIMEOUT_MS ?? 60_000));
    } catch (error) {
      // A suite that never became healthy must not leave its six processes and its database behind.
      await suite.stop().catch(() => undefined);
      throw error;
    }
    return suite;
  }

  /** The operators' API with the suite's admin token. */
  admin(method: string, path: string, body?: unknown): Promise<Answer> {
    return send(method, `${this.url}${path}`, body, { authorization: `Bearer ${this.adminToken}` });
  }

  async createTenant(body: { name?: string; included_pool?: number; wallet?: number; rate_limit?: number } = {}): Promise<{ tenantId: string; apiKey: string }> {
    const res = await this.admin('POST', '/admin/tenants', { name: 'test tenant', ...body });
    if (res.status !== 201) throw new Error(`tenant not created: ${res.status} ${JSON.stringify(res.body)}`);
    const created = res.body as { tenant_id: string; api_key: string };
    return { tenantId: created.tenant_id, apiKey: created.api_key };
  }

  /** One more gateway process on the same NATS, database and Redis (replicas share nothing else); its URL. */
  async startGatewayReplica(): Promise<string> {
    const port = await freePort();
    const child = spawn(process.execPath, [resolve('apps/gateway/dist/main.js')], { env: { ...this.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    const collect = (chunk: Buffer) => this.logs.push(...chunk.toString().split('\n').filter(Boolean));
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    this.replicas.push(child);
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (await fetch(`${url}/health`).then((r) => r.status === 200, () => false)) return url;
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error('gateway replica not healthy after 30 s');
  }

  /** Where a backend's ops server answers (suites started with `opsPorts`); the gateway's are on its own URL. */
  opsUrl(app: AppName): string {
    if (app === 'gateway') return this.url;
    const port = this.opsPorts.get(app);
    if (port === undefined) throw new Error(`no ops port for ${app}: start the suite with { opsPorts: true }`);
    return `http://127.0.0.1:${port}`;
  }

  /** Process ids of the suite's apps and gateway replicas (a benchmark reads their CPU time from /proc). */
  pids(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [app, child] of this.processes) if (child.pid !== undefined) out[app] = child.pid;
    this.replicas.forEach((child, i) => child.pid !== undefined && (out[`gateway-${i + 2}`] = child.pid));
    return out;
  }

  /** `env`: settings of this process only, over the suite's. */
  startApp(app: AppName, env: Record<string, string> = {}): void {
    const stdio = this.captureLogs ? 'pipe' : 'ignore';
    const ops = this.opsPorts.get(app);
    env = ops === undefined ? { ...this.env, ...env } : { ...this.env, ...env, SVC_OPS_PORT: String(ops), SVC_OPS_HOST: '127.0.0.1' };
    const child = spawn(process.execPath, [...nodeFlagsOf(app), ...this.nodeArgs, ...(this.appNodeArgs[app] ?? []), resolve(`apps/${app}/dist/main.js`)], { env, stdio: ['ignore', stdio, this.captureLogs ? 'pipe' : 'inherit'] });
    const collect = (chunk: Buffer) => this.logs.push(...chunk.toString().split('\n').filter(Boolean));
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    this.processes.set(app, child);
  }

  async stopApp(app: AppName): Promise<void> {
    const child = this.processes.get(app);
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    this.processes.delete(app);
  }

  /** Waits until the gateway answers and every service replies over NATS (60 s: six Node processes start at once on a shared 2-core machine). */
  async waitHealthy(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const firstLine = this.logs.length;
    const portTaken = () => this.logs.slice(firstLine).some((line) => line.includes('EADDRINUSE'));
    while (Date.now() < deadline) {
      try {
        const res = await fetch(`${this.url}/health`);
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      // A gateway that exited, or any process that could not take its port, will not come back by waiting.
      const gateway = this.processes.get('gateway');
      if ((gateway && gateway.exitCode !== null) || portTaken()) break;
      await new Promise((r) => setTimeout(r, 150));
    }
    const exited = [...this.processes].filter(([, child]) => child.exitCode !== null || child.signalCode !== null).map(([app, child]) => `${app} (${child.signalCode ?? child.exitCode})`);
    throw new Error(`suite not healthy after ${Date.now() - (deadline - timeoutMs)} ms${portTaken() ? ' (EADDRINUSE: a port was taken)' : ''}; exited: ${exited.join(', ') || 'none'}; ${this.logs.length} log lines, the last:\n${this.logs.slice(-20).join('\n')}`);
  }

  /** The newest event the suite's stream holds on `<prefix><subject>`, decoded; null when there is none. */
  async lastEvent(subject: string): Promise<unknown> {
    const nc = await connect({ servers: INFRA.natsUrl });
    try {
      const jsm = await jetstreamManager(nc);
      const msg = await jsm.streams.getMessage(this.eventStream, { last_by_subj: this.subjectPrefix + subject }).catch(() => null);
      return msg ? (msg.json<{ data: unknown }>().data ?? null) : null;
    } finally {
      await nc.close();
    }
  }

  async stop(): Promise<void> {
    for (const replica of this.replicas) replica.kill('SIGKILL');
    await Promise.all(APPS.map((app) => this.stopApp(app)));
    const nc = await connect({ servers: INFRA.natsUrl });
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(this.eventStream).catch(() => false);
    // The durable queues' streams (`SVC_Q_<queue>_<prefix>`) the suite's services made.
    const suffix = durableQueueStream('', this.subjectPrefix).slice('SVC_Q_'.length);
    for await (const name of jsm.streams.names()) if (name.startsWith('SVC_Q_') && name.endsWith(suffix)) await jsm.streams.delete(name).catch(() => false);
    await nc.close();
    await this.db.end();
    const admin = new pg.Client({ connectionString: INFRA.databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${new URL(this.databaseUrl).pathname.slice(1)}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

/**
 * A port that nothing listens on now, for a process the test is about to start.
 *
 * Not one the kernel picks (`listen(0)`): those come from the ephemeral range, the same range every outgoing
 * connection takes its source port from, so between our check and the child's `listen` a database or NATS
 * connection of any process could take it (seen in CI: EADDRINUSE on a port handed out a moment before).
 * We pick at random below that range instead, and never hand out one port twice in a process.
 */
export async function freePort(): Promise<number> {
  const [low, high] = portWindow();
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low));
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${low}-${high} after 200 tries`);
}

const handedOut = new Set<number>();
let window: [number, number] | undefined;

/** 12,000 ports just below the kernel's ephemeral range (32768-60999 by default), never below 10000. */
function portWindow(): [number, number] {
  if (window) return window;
  let ephemeralLow = 32768;
  try {
    ephemeralLow = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || ephemeralLow;
  } catch {
    // not Linux: the IANA default applies
  }
  window = ephemeralLow > 22_000 ? [ephemeralLow - 12_000, ephemeralLow] : [10_000, 22_000];
  return window;
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolveListen) => {
    const server = createServer();
    server.once('error', () => resolveListen(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolveListen(true)));
  });
}
