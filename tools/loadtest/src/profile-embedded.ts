import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, send } from '@svc/testkit';
import { perCall, snapshot } from './cpu.js';
import { DURATION_S, load, show } from './load.js';
import { BENCH_LINE, PROFILE_TOP, type Profile, type ProfileNode } from './cpu-profile.js';

/**
 * `npm run bench:profile-embedded`: the bench's embedded run (one tenant, the bench's load) with the process
 * under `node --cpu-prof`, then the profile's measured seconds summed: where the process spends a billed call,
 * by function (self time) and by area (PGlite's WebAssembly and JS, HTTP, the rest), for each thread (the main
 * thread, and PGlite's own thread when SVC_PGLITE_WORKER is on). `PROFILE_TOP` lines (30).
 */
const TOP = PROFILE_TOP;
const LINE = BENCH_LINE;


const work = mkdtempSync(join(tmpdir(), 'svc-profile-'));
// --cpu-prof writes its file only on a normal exit: SIGINT makes the profiled process exit normally.
const preload = join(work, 'exit-on-sigint.cjs');
writeFileSync(preload, "process.on('SIGINT', () => process.exit(0));\n");
const port = await freePort();
const adminToken = 'adm_profile_embedded_token';
const entry = fileURLToPath(new URL('../../embedded/dist/main.js', import.meta.url));
const child = spawn(
  process.execPath,
  ['--min-semi-space-size=64', '--max-semi-space-size=64', '--cpu-prof', `--cpu-prof-dir=${join(work, 'prof')}`, '--require', preload, entry],
  { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SVC_DATA_DIR: join(work, 'data'), SVC_ADMIN_TOKEN: adminToken, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }, stdio: ['ignore', 'pipe', 'inherit'] },
);
try {
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => c.toString().includes('svc is ready') && resolve());
    child.once('exit', (code) => reject(new Error(`embedded suite exited (${code})`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const created = await send('POST', `${url}/admin/tenants`, { name: 'profile', included_pool: 1_000_000_000, rate_limit: 1_000_000 }, { authorization: `Bearer ${adminToken}` });
  if (created.status !== 201) throw new Error(`tenant not created: ${created.status}`);
  const apiKey = (created.body as { api_key: string }).api_key;
  const groups = { 'svc (one process)': [child.pid!] };
  let before = snapshot({});
  let after = snapshot({});
  let endedAt = 0;
  const figures = await load(`${url}/v1/models/svc-small-json/grade`, { authorization: `Bearer ${apiKey}` }, JSON.stringify({ text: LINE }), {
    onStart: () => void (before = snapshot(groups)),
    onEnd: () => {
      after = snapshot(groups);
      endedAt = Date.now();
    },
  });
  process.stdout.write(`${show('billed call, embedded, profiled', figures)}\n`);
  const cpu = perCall(before, after, figures.ok);
  process.stdout.write(`CPU per call, under the profiler (which adds its own): ${cpu.map((r) => `${r.name} ${r.us.toFixed(0)} µs`).join(', ')}\n`);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
  const dir = join(work, 'prof');
  // One profile per thread (`CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile`): the main thread, and PGlite's
  // worker thread when SVC_PGLITE_WORKER is on.
  const threadOf = (f: string): number => Number(f.split('.').at(-3));
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).sort((a, b) => threadOf(a) - threadOf(b));
  if (files.length === 0) throw new Error('no profile written');
  const tailUs = (Date.now() - endedAt) * 1e3;
  for (const file of files) {
    process.stdout.write(`\n== ${threadOf(file) === 0 ? 'main thread' : `worker thread ${threadOf(file)} (PGlite)`} ==`);
    // The profile ends at the exit, a moment after the load: its last DURATION_S seconds before that are measured.
    summarize(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile, DURATION_S * 1e6, tailUs);
  }
} finally {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}

function summarize(profile: Profile, windowUs: number, tailUs: number): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  let t = 0;
  const end = profile.timeDeltas.reduce((a, b) => a + b, 0);
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (t >= end - tailUs - windowUs && t < end - tailUs) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + profile.timeDeltas[i]);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const name = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/.*node_modules\//, '').replace(/^.*?\/(apps|libs|tools)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;
  const area = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const url = byId.get(at)!.callFrame.url;
      if (url.includes('@electric-sql/pglite') || url.startsWith('wasm://')) return 'PGlite (WebAssembly and its JS)';
    }
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const url = byId.get(at)!.callFrame.url;
      if (/fastify|find-my-way|_http_|node:net|stream/.test(url)) return 'HTTP (Node, Fastify, Nest adapter)';
    }
    const own = byId.get(id)!.callFrame.functionName;
    if (own === '(garbage collector)' || own === '(idle)' || own === '(program)') return own;
    return 'the suite and the rest';
  };
  const byName = new Map<string, number>();
  const byArea = new Map<string, number>();
  for (const [id, us] of self) {
    const n = byId.get(id)!;
    byName.set(name(n), (byName.get(name(n)) ?? 0) + us);
    byArea.set(area(id), (byArea.get(area(id)) ?? 0) + us);
  }
  const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
  process.stdout.write(`\nsampled ${(total / 1000).toFixed(0)} ms of the measured ${DURATION_S} s, by area (a sample counts where its stack first meets the area):\n`);
  for (const [k, us] of [...byArea].sort((a, b) => b[1] - a[1])) process.stdout.write(`${pct(us)}  ${k}\n`);
  process.stdout.write(`\ntop ${TOP} functions by self time:\n`);
  for (const [k, us] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, TOP)) process.stdout.write(`${pct(us)}  ${k}\n`);
}
