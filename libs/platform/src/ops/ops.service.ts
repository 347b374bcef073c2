import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator, type HealthCheckResult, type HealthIndicatorResult } from '@nestjs/terminus';
import { getDataSourceToken } from '@nestjs/typeorm';
import { SERVICES } from '@svc/contracts';
import type { DataSource } from 'typeorm';
import { NatsServiceBus } from '../bus/nats-bus.js';
import { ServiceBus } from '../bus/service-bus.js';
import { enableDefaultMetrics, metricsRegistry } from './metrics.js';
import { ReadinessChecks, type ReadinessCheck } from './readiness.js';

/** How long one dependency may take to answer a readiness probe before it counts as unreachable. */
export const READY_TIMEOUT_MS = 1_000;

export interface OpsAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * What the ops endpoints answer, whichever server carries them (the gateway's own port, or a backend's
 * SVC_OPS_PORT server): liveness (the process answers at all), readiness (its required dependencies answer
 * within READY_TIMEOUT_MS, checked with @nestjs/terminus), and the Prometheus text of metricsRegistry.
 */
@Injectable()
export class OpsService implements OnApplicationBootstrap {
  private readonly started = Date.now();

  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly typeorm: TypeOrmHealthIndicator,
    private readonly checks: ReadinessChecks,
    private readonly bus: ServiceBus,
    @Inject(ModuleRef) private readonly moduleRef: ModuleRef,
  ) {}

  /** The platform's own checks: the database of every service hosted here (a real `SELECT 1`), and NATS when distributed. */
  onApplicationBootstrap(): void {
    enableDefaultMetrics();
    for (const service of SERVICES) {
      const db = this.dataSource(service);
      if (db) this.checks.add({ name: `database:${service}`, required: true, probe: async () => expectUp(await this.typeorm.pingCheck(`database:${service}`, { connection: db, timeout: READY_TIMEOUT_MS })) });
    }
    const bus = this.bus;
    if (bus instanceof NatsServiceBus) this.checks.add({ name: 'nats', required: true, probe: () => bus.ping(READY_TIMEOUT_MS) });
  }

  async live(): Promise<OpsAnswer> {
    // Answering at all is the proof: the event loop runs. Terminus shapes the answer like the readiness one.
    const result = await this.health.check([() => this.indicators.check('process').up({ uptimeSeconds: Math.round((Date.now() - this.started) / 1000) })]);
    return json(200, result);
  }

  async ready(): Promise<OpsAnswer> {
    const checks = this.checks.list();
    const optional = checks.filter((c) => !c.required);
    const [required, optionalResults] = await Promise.all([
      this.health.check(checks.filter((c) => c.required).map((c) => () => this.indicate(c))).then(
        (result) => ({ ok: true, result }),
        (error: { getResponse?: () => unknown }) => ({ ok: false, result: (error.getResponse?.() ?? { status: 'error' }) as HealthCheckResult }),
      ),
      Promise.all(optional.map((c) => this.indicate(c))),
    ]);
    const result = required.result;
    // A dependency the process copes without is shown, and never makes it unready.
    for (const r of optionalResults) Object.assign(result.details ?? {}, markOptional(r));
    const degraded = optionalResults.flatMap((r) => Object.entries(r).filter(([, v]) => v.status === 'down').map(([k]) => k));
    return json(required.ok ? 200 : 503, degraded.length > 0 ? { ...result, degraded } : result);
  }

  async metrics(): Promise<OpsAnswer> {
    return { status: 200, contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
  }

  private async indicate(check: ReadinessCheck): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check(check.name);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([check.probe(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS)))]);
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: messageOf(error) });
    } finally {
      clearTimeout(timer);
    }
  }

  private dataSource(service: string): DataSource | null {
    try {
      return this.moduleRef.get<DataSource>(getDataSourceToken(service), { strict: false });
    } catch {
      return null;
    }
  }
}

function expectUp(result: HealthIndicatorResult): void {
  const down = Object.values(result).find((r) => r.status !== 'up');
  if (down) {
    const message = (down as { message?: unknown }).message;
    throw new Error(typeof message === 'string' ? message : 'down');
  }
}

function markOptional(result: HealthIndicatorResult): HealthIndicatorResult {
  return Object.fromEntries(Object.entries(result).map(([k, v]) => [k, { ...v, required: false }]));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function json(status: number, body: unknown): OpsAnswer {
  return { status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) };
}
