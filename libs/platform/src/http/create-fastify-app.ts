import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SvcError } from '@svc/errors';
import type { FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { NestLogger, type Logger } from '../logging/logger.js';
import { answerClientError, answerFrameworkError, MAX_PARAM_LENGTH } from './framework-errors.js';
import { answeredRequestId, callIdOf } from './request-id.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';
import { httpRequestDuration } from '../ops/metrics.js';
import type { HistogramSeries } from '../ops/fast-metrics.js';

export interface FastifyAppOptions {
  /** Largest request body accepted, in bytes; over it the answer is 413. */
  bodyLimitBytes: number;
  /** Named larger limits: a route whose config says `{ bodyLimit: '<name>' }` (Nest's `@RouteConfig`) takes `bodyLimits[name]`. */
  bodyLimits?: Record<string, number>;
}

const TOO_DEEP = SvcError.validation([{ loc: ['body'], msg: `JSON nested deeper than ${MAX_JSON_DEPTH} levels`, type: 'json_invalid' }]);

/**
 * A Nest app on Fastify: the body limit, a request id on every answer (`x-request-id`: the caller's own when
 * it is sane, else a fresh one; see request-id.ts) and in every log line about the call, one JSON access-log
 * line per request, and the HTTP metrics (svc_http_request_duration_seconds by route template). What the
 * router or Node's HTTP parser refuses before any route runs still gets a `{ detail }` body
 * (framework-errors.ts), and a JSON body nested deeper than MAX_JSON_DEPTH is a 422 before it is parsed.
 */
export async function createFastifyApp(root: DynamicModule, options: FastifyAppOptions, logger: Logger): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: options.bodyLimitBytes,
    genReqId: callIdOf,
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
    // Each route times its own answers, labelled with its template (never the raw URL).
    const observe = routeTimer(String(route.method), route.url);
    route.onResponse = route.onResponse === undefined ? [observe] : [...(Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse]), observe];
  });
  const unmatched = routeTimer('', 'unmatched');
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', { bodyLimit: options.bodyLimitBytes }, (req: FastifyRequest, body: Buffer, done) => {
    if (nestsDeeperThan(body, MAX_JSON_DEPTH)) return done(TOO_DEEP, undefined);
    void parseJson(req, body.toString('utf8'), done);
  });
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.header('x-request-id', answeredRequestId(req.id, req.headers));
    done();
  });
  fastify.addHook('onResponse', (req, reply, done) => {
    if (req.is404) void unmatched.call(fastify, req, reply, () => undefined);
    // The line's fields (the elapsed time read and formatted) are built only when the level writes it.
    if (logger.isLevelEnabled('info')) logger.info({ requestId: req.id, method: req.method, url: req.url, status: reply.statusCode, ms: +reply.elapsedTime.toFixed(2) }, 'http');
    done();
  });
  app.enableShutdownHooks();
  return app;
}

/**
 * An onResponse hook that records one route's answers in svc_http_request_duration_seconds: the series for each
 * status is made the first time that status is answered, then reused (no per-request allocation). `method`
 * empty: the request's own (the unmatched series).
 */
function routeTimer(method: string, route: string): onResponseHookHandler {
  const byStatus = new Map<number, HistogramSeries>();
  return function (this: unknown, req: FastifyRequest, reply: FastifyReply, done: () => void) {
    let series = byStatus.get(reply.statusCode);
    if (!series) {
      series = httpRequestDuration.with(method || req.method, route, String(reply.statusCode));
      if (method) byStatus.set(reply.statusCode, series);
    }
    series.observe(reply.elapsedTime / 1000);
    done();
  };
}
