import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { bearer, DistributedSuite, post, send, sessionCookieOf, type Answer } from '@svc/testkit';

export interface RecordBody {
  record_id: string;
  tenant_id: string;
  schema: string;
  text: string;
  record: Record<string, unknown> | null;
  label: string | null;
  confidence: number | null;
  classifier_id: string | null;
  version_id: string | null;
  status: 'ok' | 'low_confidence' | 'fallback';
  fallback_reason: string | null;
  request_id: string;
  billing_tier: 'included' | 'paid' | null;
  created_at: string;
}

export interface Owner {
  email: string;
  userId: string;
  tenantId: string;
  cookie: { cookie: string };
  apiKey: string;
}

/** A user who registers (and so owns a new tenant) and issues an API key for it. */
export async function signUp(suite: DistributedSuite): Promise<Owner> {
  const email = `r-${randomBytes(5).toString('hex')}@example.test`;
  const res = await post(`${suite.url}/auth/register`, { email, password: 'correct horse battery' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { user_id: userId, tenant_id: tenantId } = res.body as { user_id: string; tenant_id: string };
  const cookie = sessionCookieOf(res);
  const key = await post(`${suite.url}/auth/keys`, { name: 'ci' }, cookie);
  expect(key.status).toBe(201);
  return { email, userId, tenantId, cookie, apiKey: (key.body as { api_key: string }).api_key };
}

export const LOG_LINE = 'Nov 22 10:00:01 web1 sshd[42]: Failed password for root from 10.0.0.1';

export function createRecord(suite: DistributedSuite, key: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return post(`${suite.url}/records/create`, body, { ...bearer(key), ...headers });
}

export function records(suite: DistributedSuite, method: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return send(method, `${suite.url}/records${path}`, undefined, headers);
}

/** The suite the records tests run on: every app its own process; a short upstream deadline (a slow classifier is 2.5 s). */
/** `env`: more settings of every process. */
export function startRecordsSuite(env: Record<string, string> = {}): Promise<DistributedSuite> {
  return DistributedSuite.start({
    env: { SVC_RATE_LIMIT: '1000', SVC_MODEL_TIMEOUT_MS: '4000', SVC_TRAIN_POLL_MS: '300', SVC_AUTH_THROTTLE_PER_MINUTE: '100000', SVC_RECORDS_UPSTREAM_TIMEOUT_MS: '1500', ...env },
  });
}
