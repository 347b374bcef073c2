/**
 * `npm run eval:classify-http`: BANKING77 through the real HTTP path, as a user would run it — the embedded
 * suite started on a fresh data folder, then create → upload train.csv → train → publish → classify every
 * test.csv text. Prints accuracy on test.csv, and (10 labels held out of training) the share of their texts
 * answered `low_confidence` beside the in-scope accuracy at the threshold; train time and HTTP latency.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bearer, freePort, send } from '@svc/testkit';
import { parseCsv } from './csv.js';
import { evalDir } from './eval-data.js';

type Example = { text: string; label: string };
type Answer = { label: string | null; status: string };

const dir = evalDir();
if (!dir) {
  process.stderr.write('no evaluation data: set SVC_EVAL_DIR or put it in ../shared/eval\n');
  process.exit(1);
}
const read = (file: string): Example[] =>
  parseCsv(readFileSync(join(dir, 'intent/banking77', file), 'utf8'))
    .slice(1)
    .filter((r) => r.length === 2)
    .map(([text, label]) => ({ text, label }));
const train = read('train.csv');
const test = read('test.csv');

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const adminToken = 'adm_eval_classify_http';
const dataDir = mkdtempSync(join(tmpdir(), 'svc-eval-'));
const child = spawn(process.execPath, [resolve('tools/embedded/dist/main.js')], {
  env: { ...process.env, SVC_DATA_DIR: dataDir, PORT: String(port), SVC_ADMIN_TOKEN: adminToken, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let out = '';
child.stdout.on('data', (c: Buffer) => (out += c.toString()));
try {
  const deadline = Date.now() + 120_000;
  while (!out.includes('demo API key') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const tenant = await send('POST', `${base}/admin/tenants`, { name: 'eval', included_pool: 1_000_000, rate_limit: 100_000 }, bearer(adminToken));
  const key = (tenant.body as { api_key: string }).api_key;

  const full = await published(key, 'banking77', train);
  const answers = await classifyAll(key, full.id, test.map((e) => e.text));
  const okRight = answers.filter((a, i) => a.answer.status === 'ok' && a.answer.label === test[i].label).length / test.length;
  const lowShare = answers.filter((a) => a.answer.status === 'low_confidence').length / test.length;
  const top1 = answers.filter((a, i) => a.top === test[i].label).length / test.length;

  // Ten labels held out of training, chosen by a hash of their names (not by looking at them).
  const labels = [...new Set(train.map((e) => e.label))].sort((a, b) => hash(a).localeCompare(hash(b)));
  const held = new Set(labels.slice(0, 10));
  const oos = await published(key, 'banking77 minus 10', train.filter((e) => !held.has(e.label)));
  const oosAnswers = await classifyAll(key, oos.id, test.map((e) => e.text));
  const inScope = oosAnswers.filter((_, i) => !held.has(test[i].label));
  const outScope = oosAnswers.filter((_, i) => held.has(test[i].label));
  const inScopeRight = oosAnswers.filter((a, i) => !held.has(test[i].label) && a.answer.status === 'ok' && a.answer.label === test[i].label).length;

  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  console.log(`BANKING77 through HTTP (embedded suite): train.csv ${train.length} → test.csv ${test.length}`);
  console.log(`  accuracy (top candidate)  ${pct(top1)}; answered ok and right ${pct(okRight)}, low_confidence ${pct(lowShare)}`);
  console.log(`  training                  ${full.trainSeconds.toFixed(1)} s (queued → ready), threshold ${full.threshold.toFixed(3)}`);
  console.log(`  OOS (10 labels held out)  low_confidence ${pct(outScope.filter((a) => a.answer.status === 'low_confidence').length / outScope.length)} of ${outScope.length}; in-scope ok&right ${pct(inScopeRight / inScope.length)} of ${inScope.length}`);
  console.log(`  HTTP latency per classify p50 ${ms[Math.floor(ms.length / 2)].toFixed(2)} ms, p99 ${ms[Math.floor(ms.length * 0.99)].toFixed(2)} ms (8 in flight)`);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}

function hash(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

async function published(key: string, name: string, examples: Example[]): Promise<{ id: string; trainSeconds: number; threshold: number }> {
  const created = await send('POST', `${base}/v1/classifiers`, { name }, bearer(key));
  const id = (created.body as { classifier_id: string }).classifier_id;
  const up = await send('POST', `${base}/v1/classifiers/${id}/examples`, { examples }, bearer(key));
  if (up.status !== 201) throw new Error(`upload: ${up.status} ${JSON.stringify(up.body)}`);
  const started = performance.now();
  const versionId = ((await send('POST', `${base}/v1/classifiers/${id}/versions`, undefined, bearer(key))).body as { version_id: string }).version_id;
  for (;;) {
    const v = (await send('GET', `${base}/v1/classifiers/${id}/versions/${versionId}`, undefined, bearer(key))).body as { status: string; error: string; metrics: { threshold: number } };
    if (v.status === 'failed') throw new Error(`training failed: ${v.error}`);
    if (v.status === 'ready') {
      await send('POST', `${base}/v1/classifiers/${id}/publish`, { version_id: versionId }, bearer(key));
      return { id, trainSeconds: (performance.now() - started) / 1000, threshold: v.metrics.threshold };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function classifyAll(key: string, id: string, texts: string[]): Promise<Array<{ answer: Answer; top: string; ms: number }>> {
  const results = new Array<{ answer: Answer; top: string; ms: number }>(texts.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < texts.length; i = next++) {
      const t0 = performance.now();
      const res = await send('POST', `${base}/v1/classify/${id}`, { text: texts[i] }, bearer(key));
      const ms = performance.now() - t0;
      if (res.status !== 200) throw new Error(`classify: ${res.status} ${JSON.stringify(res.body)}`);
      const answer = res.body as Answer & { candidates: Array<{ label: string }> };
      results[i] = { answer, top: answer.candidates[0].label, ms };
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return results;
}
