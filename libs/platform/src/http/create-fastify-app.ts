import { randomUUID } from 'node:crypto';
import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SvcError } from '@svc/errors';
import type { FastifyRequest } from 'fastify';
import { NestLogger, type Logger } from '../logging/logger.js';
import { answerClientError, answerFrameworkError, MAX_PARAM_LENGTH } from './framework-errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

export interface FastifyAppOptions {
  /** Largest request body accepted, in bytes; over it the answer is 413. */
  bodyLimitBytes: number;
  /** Named larger limits: a route whose config says `{ bodyLimit: '<name>' }` (Nest's `@RouteConfig`) takes `bodyLimits[name]`. */
  bodyLimits?: Record<string, number>;
}

const TOO_DEEP = SvcError.validation([{ loc: ['body'], msg: `JSON nested deeper than ${MAX_JSON_DEPTH} levels`, type: 'json_invalid' }]);

/**
 * A Nest app on Fastify: the body limit, a fresh request id on every answer (`x-request-id`, also in the
 * log lines about the call), one JSON access-log line per request. What the router or Node's HTTP parser
 * refuses before any route runs still gets a `{ detail }` body (framework-errors.ts), and a JSON body nested
 * deeper than MAX_JSON_DEPTH is a 422 before it is parsed.
 */
export async function createFastifyApp(root: DynamicModule, options: FastifyAppOptions, logger: Logger): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: options.bodyLimitBytes,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logger: false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(root, adapter, { logger: new NestLogger(logger) });
  const fastify = app.getHttpAdapter().getInstance();
  // Routes are registered when the app initialises, after this hook is in place; a route's limit wins over the parser's.
  fastify.addHook('onRoute', (route) => {
    const config: { bodyLimit?: unknown } | undefined = route.config;
    const name = config?.bodyLimit;
    if (typeof name === 'string' && options.bodyLimits?.[name] !== undefined) route.bodyLimit = options.bodyLimits[name];
  });
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', { bodyLimit: options.bodyLimitBytes }, (req: FastifyRequest, body: Buffer, done) => {
    if (nestsDeeperThan(body, MAX_JSON_DEPTH)) return done(TOO_DEEP, undefined);
    void parseJson(req, body.toString('utf8'), done);
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
