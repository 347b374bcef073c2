import { describe, expect, it } from 'vitest';
import { InfraEnv } from './infra.env.js';
import { loadEnv } from './load-env.js';
import { LogEnv } from './log.env.js';
import { OutboxEnv } from './outbox.env.js';
import { PublicUrlEnv } from './public-url.env.js';

const message = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
  return 'no error';
};

describe('loadEnv', () => {
  it('gives each unset or empty variable its default, parsed to its type', () => {
    expect(loadEnv(OutboxEnv, {})).toEqual({ SVC_OUTBOX_POLL_MS: 1000, SVC_OUTBOX_BATCH: 500, SVC_OUTBOX_LINGER_MS: 20 });
    expect(loadEnv(OutboxEnv, { SVC_OUTBOX_BATCH: '', SVC_OUTBOX_LINGER_MS: '0' })).toMatchObject({ SVC_OUTBOX_BATCH: 500, SVC_OUTBOX_LINGER_MS: 0 });
    expect(loadEnv(InfraEnv, { NATS_URL: 'nats://bus:4222' })).toMatchObject({ NATS_URL: 'nats://bus:4222', SVC_SUBJECT_PREFIX: '', SVC_EVENT_STREAM: 'SVC_EVENTS' });
  });

  it('stops on a bad value and names the variable, the value and what was expected', () => {
    expect(message(() => loadEnv(OutboxEnv, { SVC_OUTBOX_BATCH: '0' }))).toBe('ConfigError: configuration: SVC_OUTBOX_BATCH="0" is invalid: expected an integer in [1, 10000]');
    expect(message(() => loadEnv(OutboxEnv, { SVC_OUTBOX_POLL_MS: '1.5' }))).toBe('ConfigError: configuration: SVC_OUTBOX_POLL_MS="1.5" is invalid: expected an integer in [10, 60000]');
    expect(message(() => loadEnv(InfraEnv, { DATABASE_POOL_SIZE: 'ten' }))).toBe('ConfigError: configuration: DATABASE_POOL_SIZE="ten" is invalid: expected an integer in [1, 200]');
    expect(message(() => loadEnv(LogEnv, { LOG_LEVEL: 'loud' }))).toBe('ConfigError: configuration: LOG_LEVEL="loud" is invalid: expected one of fatal, error, warn, info, debug, trace, silent');
  });

  it('derives a default from other variables and normalises the value before checking it', () => {
    expect(loadEnv(PublicUrlEnv, {}).SVC_PUBLIC_URL).toBe('http://127.0.0.1:8080');
    expect(loadEnv(PublicUrlEnv, { PORT: '9090' }).SVC_PUBLIC_URL).toBe('http://127.0.0.1:9090');
    expect(loadEnv(PublicUrlEnv, { SVC_PUBLIC_URL: 'https://svc.example//' }).SVC_PUBLIC_URL).toBe('https://svc.example');
    expect(message(() => loadEnv(PublicUrlEnv, { SVC_PUBLIC_URL: 'ftp://svc.example/' }))).toBe('ConfigError: configuration: SVC_PUBLIC_URL="ftp://svc.example" is invalid: expected an http(s) URL');
  });
});
