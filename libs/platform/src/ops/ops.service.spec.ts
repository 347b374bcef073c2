import { Test } from '@nestjs/testing';
import { TerminusModule } from '@nestjs/terminus';
import { describe, expect, it } from 'vitest';
import { LocalServiceBus, LocalTransportServer } from '../bus/local-bus.js';
import { ServiceBus } from '../bus/service-bus.js';
import { OpsService, READY_TIMEOUT_MS } from './ops.service.js';
import { ReadinessChecks, type ReadinessCheck } from './readiness.js';

async function opsWith(checks: ReadinessCheck[]): Promise<OpsService> {
  const module = await Test.createTestingModule({
    imports: [TerminusModule.forRoot({ logger: false })],
    providers: [ReadinessChecks, OpsService, { provide: ServiceBus, useValue: new LocalServiceBus(new LocalTransportServer()) }],
  }).compile();
  const registry = module.get(ReadinessChecks);
  for (const check of checks) registry.add(check);
  return module.get(OpsService);
}

const up = (name: string, required = true): ReadinessCheck => ({ name, required, probe: () => Promise.resolve() });
const down = (name: string, required = true): ReadinessCheck => ({ name, required, probe: () => Promise.reject(new Error('connection refused')) });
const hangs = (name: string): ReadinessCheck => ({ name, required: true, probe: () => new Promise(() => undefined) });

describe('OpsService readiness', () => {
  it('is 200 when every required dependency answers', async () => {
    const answer = await (await opsWith([up('database:billing'), up('nats')])).ready();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok', details: { 'database:billing': { status: 'up' }, nats: { status: 'up' } } });
  });

  it('is 503 naming the dependency that failed, and why', async () => {
    const answer = await (await opsWith([up('nats'), down('database:billing')])).ready();
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'error', error: { 'database:billing': { status: 'down', message: 'connection refused' } }, details: { nats: { status: 'up' } } });
  });

  it('counts a dependency that does not answer in time as down', async () => {
    const started = Date.now();
    const answer = await (await opsWith([hangs('nats')])).ready();
    expect(answer.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(READY_TIMEOUT_MS + 1_000);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { nats: { status: 'down', message: `no answer within ${READY_TIMEOUT_MS} ms` } } });
  });

  it('stays 200 when only an optional dependency is down, and says so', async () => {
    const answer = await (await opsWith([up('nats'), down('redis', false)])).ready();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok', degraded: ['redis'], details: { nats: { status: 'up' }, redis: { status: 'down', required: false } } });
  });

  it('is live whatever its dependencies do, and serves Prometheus text', async () => {
    const ops = await opsWith([down('nats')]);
    expect((await ops.live()).status).toBe(200);
    const metrics = await ops.metrics();
    expect(metrics.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.body).toContain('# TYPE svc_http_request_duration_seconds histogram');
  });
});
