import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, freePort, post, send, sessionCookieOf } from '@svc/testkit';

let child: ChildProcess | undefined;
let base = '';
let demoKey = '';
let out = '';
const dataDir = mkdtempSync(join(tmpdir(), 'svc-embedded-'));

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded mode (npm start)', () => {
  it('starts on an empty data folder with no NATS, PostgreSQL or Redis, and answers a billed call with the printed key', async () => {
    const port = await freePort();
    // NATS_URL, DATABASE_URL and REDIS_URL point nowhere: the embedded suite must not need them.
    const env = { ...process.env, SVC_DATA_DIR: dataDir, PORT: String(port), NATS_URL: 'nats://127.0.0.1:1', DATABASE_URL: 'postgres://x@127.0.0.1:1/x', REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'info' };
    delete env.SVC_ADMIN_TOKEN;
    child = spawn(process.execPath, ['tools/embedded/dist/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
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
    base = `http://127.0.0.1:${port}`;
    demoKey = key!;
  });

  it('shows the demo tenant its pool, wallet, usage and ledger at GET /billing (PGlite)', async () => {
    expect(base).not.toBe('');
    const res = await send('GET', `${base}/billing`, undefined, bearer(demoKey));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as { pool: { used: number }; usage: Array<{ product: string; calls: number; included: number }>; ledger: Array<{ kind: string; state: string }> };
    expect(body.pool.used).toBe(1);
    expect(body.usage.map((u) => [u.product, u.calls, u.included])).toEqual([['svc-small-json/extract', 1, 1]]);
    expect(body.ledger.filter((e) => e.kind === 'call').map((e) => e.state)).toEqual(['posted']);
  });

  it('signs up, rotates a key and resets a password on PGlite, the reset link printed in the log', async () => {
    expect(base).not.toBe('');
    const email = 'embedded@example.test';
    const registered = await post(`${base}/auth/register`, { email, password: 'embedded password' });
    expect(registered.status).toBe(201);
    const cookie = sessionCookieOf(registered);
    const key = (await post(`${base}/auth/keys`, { name: 'laptop' }, cookie)).body as { key_id: string; api_key: string };
    expect((await post(`${base}/v1/models/svc-small-json/extract`, { text: 'INFO up' }, bearer(key.api_key))).status).toBe(200);
    const rotated = (await post(`${base}/auth/keys/${key.key_id}/rotate`, undefined, cookie)).body as { api_key: string };
    expect((await post(`${base}/v1/models/svc-small-json/extract`, { text: 'INFO up' }, bearer(key.api_key))).status).toBe(401);
    expect((await post(`${base}/v1/models/svc-small-json/extract`, { text: 'INFO up' }, bearer(rotated.api_key))).status).toBe(200);

    expect((await post(`${base}/auth/reset`, { email })).status).toBe(202);
    const deadline = Date.now() + 5_000;
    while (!/console\/reset#token=([\w-]+)/.test(out) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const token = /console\/reset#token=([\w-]+)/.exec(out)?.[1];
    expect(token, out.slice(-2000)).toBeDefined();
    expect(out).not.toContain('embedded password');
    expect((await post(`${base}/auth/reset/confirm`, { token, password: 'another embedded password' })).status).toBe(204);
    expect((await send('GET', `${base}/auth/me`, undefined, cookie)).status).toBe(401);
    expect((await post(`${base}/auth/login`, { email, password: 'another embedded password' })).status).toBe(200);
  });

  it('trains a classifier from a CSV in the background on PGlite, publishes it and classifies with it', async () => {
    expect(base).not.toBe('');
    const registered = await post(`${base}/auth/register`, { email: 'classifier@example.test', password: 'embedded password' });
    const cookie = sessionCookieOf(registered);
    const key = ((await post(`${base}/auth/keys`, { name: 'ci' }, cookie)).body as { api_key: string }).api_key;
    const created = await post(`${base}/v1/classifiers`, { name: 'tickets' }, cookie);
    expect(created.status).toBe(201);
    const id = (created.body as { classifier_id: string }).classifier_id;
    const topics = { billing: ['refund', 'invoice', 'charged twice'], shipping: ['parcel', 'courier', 'tracking'], account: ['password', 'login', 'username'] };
    const rows = Object.entries(topics).flatMap(([label, words]) => Array.from({ length: 12 }, (_, i) => `"my ${words[i % 3]}, ${words[(i + 1) % 3]} ${i}",${label}`));
    const csv = await fetch(`${base}/v1/classifiers/${id}/examples`, { method: 'POST', headers: { ...bearer(key), 'content-type': 'text/csv' }, body: ['text,label', ...rows].join('\n') });
    expect(csv.status).toBe(201);
    const versionId = ((await post(`${base}/v1/classifiers/${id}/versions`, undefined, bearer(key))).body as { version_id: string }).version_id;
    let version = { status: 'queued' };
    const deadline = Date.now() + 30_000;
    while (!['ready', 'failed'].includes(version.status) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      version = (await send('GET', `${base}/v1/classifiers/${id}/versions/${versionId}`, undefined, bearer(key))).body as { status: string };
    }
    expect(version.status).toBe('ready');
    expect((await post(`${base}/v1/classifiers/${id}/publish`, { version_id: versionId }, cookie)).status).toBe(200);
    const answer = await post(`${base}/v1/classify/${id}`, { text: 'the courier lost my parcel' }, bearer(key));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ label: 'shipping', version_id: versionId });
    expect(answer.headers.get('x-svc-debit')).toBe('included');

    // Records on PGlite: a create labelled by this classifier as the default, read back and deleted with the cookie.
    expect((await send('PUT', `${base}/records/settings`, { default_classifier_id: id }, cookie)).status).toBe(200);
    const record = await post(`${base}/records/create`, { text: 'the courier lost my parcel', schema: 'key_value' }, bearer(key));
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ status: 'ok', label: 'shipping', classifier_id: id, billing_tier: 'included' });
    const recordId = (record.body as { record_id: string }).record_id;
    expect((await send('GET', `${base}/records/get`, undefined, cookie)).body).toMatchObject({ records: [{ record_id: recordId }], next_cursor: null });
    expect((await send('GET', `${base}/records/get/${recordId}`, undefined, bearer(key))).status).toBe(401);
    expect((await send('DELETE', `${base}/records/delete/${recordId}`, undefined, cookie)).status).toBe(204);
    expect((await send('GET', `${base}/records/get/${recordId}`, undefined, cookie)).status).toBe(404);
  });

  it('serves the ops endpoints on its port: live, ready (every service database, no NATS), metrics', async () => {
    expect(base).not.toBe('');
    const live = await send('GET', `${base}/health/live`, undefined);
    expect(live).toMatchObject({ status: 200, body: { status: 'ok' } });
    const ready = await send('GET', `${base}/health/ready`, undefined);
    expect(ready.status).toBe(200);
    expect(Object.keys((ready.body as { details: object }).details).sort()).toEqual(['database:auth', 'database:billing', 'database:classifier', 'database:records']);
    const metrics = await fetch(`${base}/metrics`).then((r) => r.text());
    expect(metrics).toMatch(/^svc_http_request_duration_seconds_count\{method="POST",route="\/v1\/models\/:api\/:method",status="200"\} [1-9]/m);
    expect(metrics).toMatch(/^svc_model_call_duration_seconds_count\{model="svc-small-json",method="extract",outcome="ok"\} [1-9]/m);
  });

  it('serves a small budget to the unit under concurrent calls (the lease path on PGlite): every 200 charged once, nothing past it', async () => {
    expect(base).not.toBe('');
    const admin = bearer(/admin token\s+(adm_\S+)/.exec(out)![1]);
    const created = await post(`${base}/admin/tenants`, { name: 'busy', included_pool: 100, wallet: 50 * 1000, rate_limit: 100_000 }, admin);
    expect(created.status).toBe(201);
    const key = (created.body as { api_key: string }).api_key;
    let answered = 0;
    // Waves until one is refused at once; between waves the leases end and their rest goes back.
    for (let wave = 0; wave < 8; wave++) {
      const answers = await Promise.all(Array.from({ length: 120 }, () => post(`${base}/v1/models/svc-small-json/grade`, { text: 'disk almost full' }, bearer(key))));
      expect(answers.filter((a) => a.status !== 200 && a.status !== 429)).toEqual([]);
      const ok = answers.filter((a) => a.status === 200).length;
      answered += ok;
      if (ok === 0) break;
      await new Promise((r) => setTimeout(r, 3_000));
    }
    expect(answered).toBe(150);
    const statement = (await send('GET', `${base}/billing`, undefined, bearer(key))).body as { pool: { used: number }; wallet: { balance: number }; usage: Array<{ calls: number }> };
    expect(statement.pool.used).toBe(100);
    expect(statement.wallet.balance).toBe(0);
    expect(statement.usage.reduce((n, u) => n + u.calls, 0)).toBe(150);
  }, 120_000);

  it('loses no charge when killed (kill -9) under load: after a restart on the same folder (PGlite in its own thread) every 200 is in the ledger once', async () => {
    expect(base).not.toBe('');
    const admin = bearer(/admin token\s+(adm_\S+)/.exec(out)![1]);
    const created = await post(`${base}/admin/tenants`, { name: 'crash', included_pool: 1_000_000, rate_limit: 1_000_000 }, admin);
    expect(created.status).toBe(201);
    const key = (created.body as { api_key: string }).api_key;
    let answered = 0;
    let unanswered = 0;
    const refused: number[] = [];
    let stop = false;
    // 32 callers in a loop (the lease path, its spends applied by PGlite's thread before each 200), killed mid-load.
    const caller = async (): Promise<void> => {
      while (!stop) {
        let status: number;
        try {
          status = (await post(`${base}/v1/models/svc-small-json/grade`, { text: 'disk almost full' }, bearer(key))).status;
        } catch {
          unanswered++; // the process died with this call in flight: no answer, charged or not
          return;
        }
        if (status === 200) answered++;
        else refused.push(status);
      }
    };
    const callers = Array.from({ length: 32 }, caller);
    while (answered < 1500) await new Promise((r) => setTimeout(r, 20));
    child!.kill('SIGKILL');
    stop = true;
    await Promise.all(callers);
    expect(refused).toEqual([]);
    expect(answered).toBeGreaterThanOrEqual(1500);

    // Restart on the same data folder, same port and admin token; this time with PGlite in its own thread
    // (SVC_PGLITE_WORKER=on), which must read what the main thread's PGlite committed.
    const port = new URL(base).port;
    const adminToken = /admin token\s+(adm_\S+)/.exec(out)![1];
    out = '';
    const env = { ...process.env, SVC_DATA_DIR: dataDir, PORT: port, SVC_ADMIN_TOKEN: adminToken, SVC_PGLITE_WORKER: 'on', LOG_LEVEL: 'info' };
    child = spawn(process.execPath, ['tools/embedded/dist/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
    const deadline = Date.now() + 60_000;
    while (!out.includes('svc is ready') && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 100));
    expect(out).toContain('svc is ready');
    const statement = (await send('GET', `${base}/billing`, undefined, bearer(key))).body as { usage: Array<{ calls: number }> };
    const charged = statement.usage.reduce((n, u) => n + u.calls, 0);
    // Every 200 is charged (once: the ledger keys a call by its request id); a call cut off by the kill may be too.
    expect(charged).toBeGreaterThanOrEqual(answered);
    expect(charged).toBeLessThanOrEqual(answered + unanswered);

    // With the worker thread, calls are answered and charged as before.
    const more = await Promise.all(Array.from({ length: 40 }, () => post(`${base}/v1/models/svc-small-json/grade`, { text: 'disk almost full' }, bearer(key))));
    expect(more.map((r) => r.status)).toEqual(Array.from({ length: 40 }, () => 200));
    const after = (await send('GET', `${base}/billing`, undefined, bearer(key))).body as { usage: Array<{ calls: number }> };
    expect(after.usage.reduce((n, u) => n + u.calls, 0)).toBe(charged + 40);
  }, 180_000);
});
