import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, freePort, post } from '@svc/testkit';

let child: ChildProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'svc-embedded-'));

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded mode (npm start)', () => {
  it('starts on an empty data folder with no NATS, PostgreSQL or Redis, and answers a billed call with the printed key', async () => {
    const port = await freePort();
    // NATS_URL, DATABASE_URL and REDIS_URL point nowhere: the embedded suite must not need them.
    const env = { ...process.env, SVC_DATA_DIR: dataDir, PORT: String(port), NATS_URL: 'nats://127.0.0.1:1', DATABASE_URL: 'postgres://x@127.0.0.1:1/x', REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'warn' };
    delete env.SVC_ADMIN_TOKEN;
    child = spawn(process.execPath, ['tools/embedded/dist/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
    const deadline = Date.now() + 60_000;
    while (!/demo API key\s+(svc_\S+)/.test(out) && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 100));
    const key = /demo API key\s+(svc_\S+)/.exec(out)?.[1];
    expect(key, out).toBeDefined();
    expect(out).toContain(`http://127.0.0.1:${port}`);
    expect(out).toMatch(/admin token\s+adm_\S+/);

    const res = await post(`http://127.0.0.1:${port}/v1/models/svc-small-json/extract`, { text: 'WARN disk 91% full' }, bearer(key!));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-svc-debit')).toBe('included');
    expect(res.headers.get('x-svc-free-remaining')).toBe('999');
    expect((res.body as { records: unknown[] }).records).toHaveLength(1);
  });
});
