import { loadEnv } from '@svc/platform';
import { RecordsEnv } from './records.env.js';

export interface RecordsConfig {
  /** Deadline of each upstream call of a create (structure, classify). */
  upstreamTimeoutMs: number;
  modelApi: string;
  idempotencyMs: number;
}

export function loadRecordsConfig(): RecordsConfig {
  const env = loadEnv(RecordsEnv);
  return { upstreamTimeoutMs: env.SVC_RECORDS_UPSTREAM_TIMEOUT_MS, modelApi: env.SVC_RECORDS_MODEL_API, idempotencyMs: env.SVC_RECORDS_IDEMPOTENCY_HOURS * 3_600_000 };
}

export const RECORDS_CONFIG = Symbol('RECORDS_CONFIG');
