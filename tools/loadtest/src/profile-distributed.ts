import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPS_PATHS } from '@svc/platform';
import { DistributedSuite } from '@svc/testkit';
import { perCall, snapshot } from './cpu.js';
import { load, show } from './load.js';
import { BENCH_LINE, PROFILE_TOP, type Profile, type ProfileNode } from './cpu-profile.js';

/**
 * `npm run bench:profile-distributed`: the bench's distributed run (one tenant, the bench's load) with the
 * gateway and models under `node --cpu-prof`, then each profile summed: by function, self and inclusive time
 * (inclusive counted once per sample however deep the recursion), `PROFILE_TOP` lines (30). Only the samples of
 * the measured seconds count: V8's sample times and `process.hrtime` read the same monotonic clock.
 */
const TOP = PROFILE_TOP;
const PROFILED = (process.env.PROFILE_APPS ?? 'gateway,models').split(',');
const LINE = BENCH_LINE;


const work = mkdtempSync(join(tmpdir(), 'svc-profile-'));
// --cpu-prof writes its file only on a normal exit: SIGUSR2 makes the profiled process exit normally.
const preload = join(work, 'exit-on-sigusr2.cjs');
writeFileSync(preload, "process.on('SIGUSR2', () => process.exit(0));\n");
const suite = await DistributedSuite.start({ captureLogs: false, env: { LOG_LEVEL: 'warn' }, startTimeoutMs: 180_000, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${join(work, 'prof')}`, '--require', preload] });
try {
  const { apiKey } = await suite.createTenant({ name: 'profile', included_pool: 1_000_000_000, rate_limit: 1_000_000 });
  const pids = suite.pids();
  const groups = Object.fromEntries(Object.entries(pids).map(([app, pid]) => [app, [pid]]));
  let before = snapshot({});
  let after = snapshot({});
  const window = { from: 0, to: 0 };
  const now = () => Number(process.hrtime.bigint() / 1000n);
  const figures = await load(`${suite.url}/v1/models/svc-small-json/grade`, { authorization: `Bearer ${apiKey}` }, JSON.stringify({ text: LINE }), {
    onStart: () => {
      before = snapshot(groups);
      window.from = now();
    },
    onEnd: () => {
      after = snapshot(groups);
      window.to = now();
    },
  });
  process.stdout.write(`${show('billed call, distributed, profiled', figures)}\n`);
  process.stdout.write(`CPU per call, under the profiler: ${perCall(before, after, figures.ok).map((r) => `${r.name} ${r.us.toFixed(0)} µs`).join(', ')}\n`);
  // The gateway's requests per subject over the whole run (warm-up included), against its 200s: calls per message.
  const text = await (await fetch(`${suite.opsUrl('gateway')}${OPS_PATHS.metrics}`)).text();
  const count = (series: string) => Number(text.split('\n').find((l) => l.startsWith(`${series} `))?.split(' ')[1] ?? 0);
  const answered = count('svc_http_request_duration_seconds_count{method="POST",route="/v1/models/:api/:method",status="200"}');
  for (const line of text.split('\n').filter((l) => l.startsWith('svc_bus_request_duration_seconds_count{') && l.includes('outcome="ok"'))) {
    const [series, value] = line.split(' ');
    process.stdout.write(`${series}: ${value} (${(answered / Number(value)).toFixed(2)} calls per message)\n`);
  }
  for (const app of PROFILED) process.kill(pids[app], 'SIGUSR2');
  await new Promise((r) => setTimeout(r, 3000));
  const dir = join(work, 'prof');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const pid = Number(file.split('.').at(-4));
    const app = Object.entries(pids).find(([, p]) => p === pid)?.[0] ?? String(pid);
    process.stdout.write(`\n== ${app} (${file}) ==\n`);
    summarize(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile, window);
  }
} finally {
  await suite.stop();
  if (!process.env.PROFILE_KEEP) rmSync(work, { recursive: true, force: true });
  else process.stdout.write(`profiles kept in ${work}\n`);
}

function summarize(profile: Profile, window: { from: number; to: number }): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const key = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\/(node_modules|apps|libs)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let all = 0;
  let idle = 0;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    if (at < window.from || at > window.to) continue;
    const node = byId.get(profile.samples[i])!;
    all += dt;
    if (node.callFrame.functionName === '(idle)') idle += dt;
    self.set(key(node), (self.get(key(node)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const k = key(byId.get(id)!);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + dt);
    }
  }
  const busy = all - idle;
  process.stdout.write(`samples ${(all / 1e6).toFixed(2)} s, idle ${((100 * idle) / all).toFixed(1)}%, busy ${(busy / 1e6).toFixed(2)} s\n`);
  const top = (m: Map<string, number>, title: string) => {
    process.stdout.write(`-- ${title} (% of busy) --\n`);
    for (const [k, v] of [...m].filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(root)')).sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
      process.stdout.write(`${((100 * v) / busy).toFixed(1).padStart(6)}%  ${k}\n`);
    }
  };
  top(self, 'self');
  top(total, 'inclusive');
}
