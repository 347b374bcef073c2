import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeOpenAiServer, freePort, post } from '@svc/testkit';

/** The self-hosted container with a registry whose model is an OpenAI-compatible server (a scripted test server here). */
const KEY = 'sk-selfhost-secret';
let upstream: FakeOpenAiServer;

interface Started {
  child: ChildProcess;
  base: string;
  logs: string[];
  exited: Promise<number | null>;
}

function startSelfHost(port: number, registry: unknown, extraEnv: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, [resolve('apps/models/dist/selfhost.js')], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', SVC_MODEL_REGISTRY: JSON.stringify(registry), ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const collect = (chunk: Buffer): void => void logs.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, base: `http://127.0.0.1:${port}`, logs, exited };
}

async function ready(s: Started): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (s.child.exitCode !== null) throw new Error(`selfhost.js exited ${s.child.exitCode}:\n${s.logs.join('\n')}`);
    try {
      if ((await fetch(`${s.base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`selfhost.js not ready:\n${s.logs.join('\n')}`);
}

let gpu: Started;
let dead: Started;

beforeAll(async () => {
  upstream = await FakeOpenAiServer.start();
  const entry = { kind: 'openai-compatible', model: 'llama-test', api_key_env: 'GPU_KEY', max_retries: 1, methods: ['grade', 'guard'] };
  gpu = startSelfHost(await freePort(), { gpu: { ...entry, base_url: `${upstream.url}/v1` } }, { GPU_KEY: KEY });
  dead = startSelfHost(await freePort(), { gpu: { ...entry, base_url: `http://127.0.0.1:${await freePort()}` } }, { GPU_KEY: KEY });
  await Promise.all([ready(gpu), ready(dead)]);
});
afterAll(async () => {
  for (const s of [gpu, dead]) {
    if (s && s.child.exitCode === null) {
      s.child.kill('SIGTERM');
      await s.exited;
    }
  }
  await upstream?.close();
});
beforeEach(() => upstream.reset());

describe('self-hosted container serving an openai-compatible model', () => {
  it('answers the entry methods through the upstream (a base_url ending in /v1 is not doubled)', async () => {
    upstream.script({ content: '{"tier_index": 2, "score": 0.8, "clarification": null' });
    const res = await post(`${gpu.base}/v1/grade`, { text: 'payment failed: card processor timeout' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: { tier_index: 2, tier: 'error: operation failures', score: 0.8 }, meta: { valid: true, retries: 0 } });
    expect(upstream.requests.map((r) => r.path)).toEqual(['/v1/chat/completions']);
    expect((await post(`${gpu.base}/v1/extract`, { text: 'x' })).status).toBe(404);
  });

  it('passes an upstream error through with its status and body (here plain text)', async () => {
    upstream.script({ status: 429, body: 'server busy, retry later' });
    const res = await post(`${gpu.base}/v1/grade`, { text: 'disk almost full' });
    expect(res.status).toBe(429);
    expect(res.body).toBe('server busy, retry later');
  });

  it('answers 502 model unavailable when the upstream is unreachable', async () => {
    const res = await post(`${dead.base}/v1/guard`, { request: 'weather in Paris', tools: ['get_weather'] });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ detail: 'model unavailable' });
    // The log line crosses a pipe: it may arrive after the answer.
    const deadline = Date.now() + 5_000;
    while (!dead.logs.some((l) => l.includes('ECONNREFUSED')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(dead.logs.join('\n')).toContain('ECONNREFUSED');
    expect([...gpu.logs, ...dead.logs].some((l) => l.includes(KEY))).toBe(false);
  });

  it('refuses to start when api_key_env names an unset variable, naming it', async () => {
    const s = startSelfHost(await freePort(), { gpu: { kind: 'openai-compatible', base_url: upstream.url, model: 'm', api_key_env: 'MISSING_GPU_KEY' } });
    expect(await s.exited).not.toBe(0);
    expect(s.logs.join('\n')).toContain('MISSING_GPU_KEY');
  });
});
