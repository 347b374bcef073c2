import { NestFactory } from '@nestjs/core';
import type { CustomStrategy } from '@nestjs/microservices';
import type { DynamicModule, INestMicroservice } from '@nestjs/common';
import { LargeBodyServerNats } from './bus/large-body-server.js';
import { NatsServiceBus } from './bus/nats-bus.js';
import { loadEnv } from './config/load-env.js';
import { OpsEnv } from './config/ops.env.js';
import { loadInfraConfig } from './config/platform-config.js';
import { createLogger, NestLogger } from './logging/logger.js';
import { startOpsServer } from './ops/ops-server.js';
import { ProcessRootModule } from './platform.module.js';

/**
 * Starts one service as its own process in the distributed suite: NATS handlers in the queue group named
 * after the service (so replicas share the load), its tables on `DATABASE_URL`, and with SVC_OPS_PORT set a
 * small HTTP server for probes and Prometheus (the service itself has no HTTP surface).
 */
export async function runDistributedService(service: string, module: DynamicModule): Promise<INestMicroservice> {
  const infra = loadInfraConfig();
  const opsEnv = loadEnv(OpsEnv);
  const logger = createLogger(service);
  const bus = await NatsServiceBus.connect(infra.natsUrl, service, infra.subjectPrefix);
  if (infra.eventStream !== 'off') await bus.ensureEventStream(infra.eventStream, infra.subjectPrefix);
  const database = { kind: 'postgres' as const, url: infra.databaseUrl, poolSize: infra.databasePoolSize };
  const app = await NestFactory.createMicroservice<CustomStrategy>(ProcessRootModule.with({ logger, bus, database }, [module]), {
    strategy: new LargeBodyServerNats({ servers: [infra.natsUrl], queue: service, name: service }),
    logger: new NestLogger(logger),
  });
  await app.listen();
  const ops = opsEnv.SVC_OPS_PORT === undefined ? null : await startOpsServer(app, opsEnv.SVC_OPS_PORT, opsEnv.SVC_OPS_HOST, logger);
  logger.info({ nats: infra.natsUrl, ...bus.limits(), opsPort: opsEnv.SVC_OPS_PORT ?? null }, `${service} ready (bodies over bodyLimit cross the bus in chunks)`);
  const stop = async (): Promise<void> => {
    ops?.close();
    await app.close();
    await bus.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  return app;
}
