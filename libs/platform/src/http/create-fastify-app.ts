import { randomUUID } from 'node:crypto';
import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { NestLogger, type Logger } from '../logging/logger.js';

export interface FastifyAppOptions {
  /** Largest request body accepted, in bytes; over it the answer is 413. */
  bodyLimitBytes: number;
  /** Named larger limits: a route whose config says `{ bodyLimit: '<name>' }` (Nest's `@RouteConfig`) takes `bodyLimits[name]`. */
  bodyLimits?: Record<string, number>;
}

/**
 * A Nest app on Fastify: the body limit, a fresh request id on every answer (`x-request-id`, also in the
 * log lines about the call), one JSON access-log line per request.
 */
export async function createFastifyApp(root: DynamicModule, options: FastifyAppOptions, logger: Logger): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ bodyLimit: options.bodyLimitBytes, genReqId: () => randomUUID(), requestIdHeader: false, logger: false });
  const app = await NestFactory.create<NestFastifyApplication>(root, adapter, { logger: new NestLogger(logger) });
  const fastify = app.getHttpAdapter().getInstance();
  // Routes are registered when the app initialises, after this hook is in place.
  fastify.addHook('onRoute', (route) => {
    const config: { bodyLimit?: unknown } | undefined = route.config;
    const name = config?.bodyLimit;
    if (typeof name === 'string' && options.bodyLimits?.[name] !== undefined) route.bodyLimit = options.bodyLimits[name];
  });
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
