import { NestFactory } from '@nestjs/core';
import type { CustomStrategy } from '@nestjs/microservices';
import type { DynamicModule, INestMicroservice } from '@nestjs/common';
import { LargeBodyServerNats } from './bus/large-body-server.js';
import { NatsServiceBus } from './bus/nats-bus.js';
import { StreamReplicasError } from './bus/jetstream-streams.js';
import { loadEnv } from './config/load-env.js';
import { OpsEnv } from './config/ops.env.js';
import { loadInfraConfig } from './config/platform-config.js';
import { createLogger, NestLogger, type Logger } from './logging/logger.js';
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
  const bus = await NatsServiceBus.connect(infra.natsUrl, service, infra.subjectPrefix, infra.jetstreamReplicas);
  if (infra.eventStream !== 'off') await exitOnStreamReplicas(logger, () => bus.ensureEventStream(infra.eventStream, infra.subjectPrefix));
  const database = { kind: 'postgres' as const, url: infra.databaseUrl, poolSize: infra.databasePoolSize };
  const app = await NestFactory.createMicroservice<CustomStrategy>(ProcessRootModule.with({ logger, bus, database }, [module]), {
    strategy: new LargeBodyServerNats({ servers: [infra.natsUrl], queue: service, name: service }),
    logger: new NestLogger(logger),
  });
  await openDurableQueues(bus, logger);
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

/**
 * Opens the streams of the durable queues the app's providers asked for (SVC_JETSTREAM_REPLICAS copies each). A
 * replica count the NATS cannot give stops the process with the reason logged (exit 1); any other failure is
 * logged and the queue opened again when first used.
 */
export async function openDurableQueues(bus: NatsServiceBus, logger: Logger): Promise<void> {
  const failures = await exitOnStreamReplicas(logger, () => bus.openDurableQueues());
  for (const err of failures) logger.warn({ err }, 'durable queue not opened yet; opened when first used');
}

async function exitOnStreamReplicas<T>(logger: Logger, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof StreamReplicasError)) throw error;
    logger.fatal({ err: error }, error.message);
    // Written before the exit: the message is the one thing an operator looking at a restarting pod needs.
    await new Promise((resolve) => setTimeout(resolve, 100));
    process.exit(1);
  }
}
