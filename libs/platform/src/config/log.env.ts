import { IsIn } from 'class-validator';
import { Env } from './env.decorator.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The logger's settings, read by every process (see createLogger). */
export class LogEnv {
  @Env({ default: 'info', doc: 'pino level; JSON lines on stdout' })
  @IsIn(LOG_LEVELS)
  LOG_LEVEL!: (typeof LOG_LEVELS)[number];
}
