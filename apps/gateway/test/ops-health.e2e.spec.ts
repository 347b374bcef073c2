import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DistributedSuite, post, send, type AppName } from '@svc/testkit';
import { OPS_PATHS } from '@svc/platform';
import { createRecord, LOG_LINE, records, signUp } from './records-fixtures.js';

let suite: DistributedSuite;
const BACKENDS: AppName[] = ['auth', 'billing', 'models', 'records', 'classifier'];

beforeAll(async () => {
  suite = await DistributedSuite.start({ opsPorts: true, env: { SVC_SERVICE_TIMEOUT_MS: '1500', SVC_MODEL_TIMEOUT_MS: '2000', SVC_AUTH_THROTTLE_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await suite?.stop();
});

interface HealthBody {
  status: string;
  details: Record<string, { status: string; required?: boolean; message?: string }>;
  degraded?: string[];
}

async function ops(app: AppName, path: string): Promise<{ status: number; type: string | null; body: unknown }> {
  const res = await fetch(`${suite.opsUrl(app)}${path}`);
  const text = await res.text();
  const type = res.headers.get('content-type');
  return { status: res.status, type, body: type?.startsWith('application/json') ? (JSON.parse(text) as unknown) : text };
}

describe('ops endpoints (SVC_OPS_PORT on backends, the gateway on its own port)', () => {
  it('every process is live and ready; readiness names what it checked', async () => {
    for (const app of BACKENDS) {
      const live = await ops(app, OPS_PATHS.live);
      expect(live.status, app).toBe(200);
      expect(live.body).toMatchObject({ status: 'ok', details: { process: { status: 'up' } } });
      const ready = await ops(app, OPS_PATHS.ready);
      expect(ready.status, `${app} ${JSON.stringify(ready.body)}`).toBe(200);
      // A real round trip to its own database (models has none) and to NATS.
      const database = app === 'models' ? {} : { [`database:${app}`]: { status: 'up' } };
      expect((ready.body as HealthBody).details).toEqual({ ...database, nats: { status: 'up' } });
    }
    const gateway = await ops('gateway', OPS_PATHS.ready);
    expect(gateway.status).toBe(200);
    expect((gateway.body as HealthBody).details).toEqual({ nats: { status: 'up' }, redis: { status: 'up', required: false } });
    expect((await ops('gateway', OPS_PATHS.live)).status).toBe(200);
  });

  it('serves Prometheus text on /metrics and nothing else on a backend ops port', async () => {
    for (const app of ['gateway', ...BACKENDS] as AppName[]) {
      const metrics = await ops(app, OPS_PATHS.metrics);
      expect(metrics.status, app).toBe(200);
      expect(metrics.type).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(metrics.body).toContain('# TYPE process_cpu_user_seconds_total counter');
    }
    const other = await ops('billing', '/admin/tenants');
    expect(other).toMatchObject({ status: 404, body: { detail: 'Not Found' } });
  });
});

describe('one backend down', () => {
  it('records down: the gateway stays ready, records routes answer a clear 503/502, other routes work; back up, records work again', async () => {
    const owner = await signUp(suite);
    const model = () => post(`${suite.url}/v1/models/svc-small-json/grade`, { text: 'disk failure' }, bearer(owner.apiKey));
    expect((await model()).status).toBe(200);
    expect((await createRecord(suite, owner.apiKey, { text: LOG_LINE, schema: 'log_event' })).status).toBe(200);

    await suite.stopApp('records');
    const ready = await ops('gateway', OPS_PATHS.ready);
    expect(ready.status).toBe(200);
    const aggregate = await send('GET', `${suite.url}/health`, undefined);
    expect(aggregate.status).toBe(503);
    expect(aggregate.body).toMatchObject({ status: 'degraded', services: { records: 'unavailable', auth: 'ok' } });

    // Before the hold (a tenant whose records settings are not cached yet) 503; after it, the billed call's 502, released.
    const create = await createRecord(suite, owner.apiKey, { text: LOG_LINE, schema: 'log_event' });
    expect([
      { status: 503, body: { detail: 'records service unavailable' } },
      { status: 502, body: { detail: 'model unavailable' } },
    ]).toContainEqual({ status: create.status, body: create.body });
    const list = await records(suite, 'GET', '/get', owner.cookie);
    expect({ status: list.status, body: list.body }).toEqual({ status: 503, body: { detail: 'records service unavailable' } });

    expect((await model()).status).toBe(200);
    expect((await post(`${suite.url}/auth/login`, { email: owner.email, password: 'correct horse battery' })).status).toBe(200);

    suite.startApp('records');
    const deadline = Date.now() + 30_000;
    while ((await ops('records', OPS_PATHS.ready).catch(() => ({ status: 0 }))).status !== 200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect((await records(suite, 'GET', '/get', owner.cookie)).status).toBe(200);
  });

  it('auth down: the gateway stays ready, login answers a clear 503, calls with a key the gateway knows still work', async () => {
    const owner = await signUp(suite);
    const model = () => post(`${suite.url}/v1/models/svc-small-json/grade`, { text: 'disk failure' }, bearer(owner.apiKey));
    expect((await model()).status).toBe(200);

    await suite.stopApp('auth');
    expect((await ops('gateway', OPS_PATHS.ready)).status).toBe(200);
    const login = await post(`${suite.url}/auth/login`, { email: owner.email, password: 'correct horse battery' });
    expect(login.status).toBe(503);
    expect(login.body).toEqual({ detail: 'auth service unavailable' });
    expect((await model()).status).toBe(200);
    suite.startApp('auth');
    await suite.waitHealthy();
  });
});
