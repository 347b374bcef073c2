import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import { LogEnv } from '../config/log.env.js';
import { loadEnv } from '../config/load-env.js';

/**
 * JSON lines on stdout, one logger per service. Every line about a call carries its `requestId`,
 * so one grep follows a call across all the services it crossed.
 */
export function createLogger(service: string, level: string = loadEnv(LogEnv).LOG_LEVEL): Logger {
  return pino({ level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime });
}

/** Nest's own messages (boot, routes) through the same JSON logger. */
export class NestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}

export const LOGGER = Symbol('LOGGER');
export type { Logger };
