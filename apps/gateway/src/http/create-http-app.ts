import { randomUUID } from 'node:crypto';
import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { NestLogger, type Logger } from '@svc/platform';
import type { GatewayConfig } from '../config/gateway.config.js';

/**
 * The gateway's HTTP app on Fastify: the body limit, a request id on every answer (`x-request-id`, also in
 * every log line of every service the call crosses), one access-log line per request.
 */
export async function createHttpApp(root: DynamicModule, config: GatewayConfig, logger: Logger): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ bodyLimit: config.bodyLimitBytes, genReqId: () => randomUUID(), requestIdHeader: false, logger: false });
  const app = await NestFactory.create<NestFastifyApplication>(root, adapter, { logger: new NestLogger(logger) });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.header('x-request-id', req.id);
    done();
  });
  fastify.addHook('onResponse', (req, reply, done) => {
    logger.info({ requestId: req.id, method: req.method, url: req.url, status: reply.statusCode, ms: +reply.elapsedTime.toFixed(2) }, 'http');
    done();
  });
  app.enableShutdownHooks();
  return app;
}
