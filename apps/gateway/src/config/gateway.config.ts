import { randomBytes } from 'node:crypto';
import { HttpServerEnv, loadEnv } from '@svc/platform';
import { GatewayEnv } from './gateway.env.js';

export interface GatewayConfig {
  port: number;
  host: string;
  /** Operators' bearer token for /admin; generated (and printed) when unset. */
  adminToken: string;
  adminTokenGenerated: boolean;
  /** Largest request body accepted on the model surface, in bytes. */
  bodyLimitBytes: number;
  /** Larger limits of some routes by name: `upload` (SVC_UPLOAD_LIMIT_BYTES) for examples uploads and classify. */
  bodyLimits: { upload: number };
  /** How long a key verification may be reused in any case (≤ 1 s); revocations also evict at once by event. */
  keyCacheMs: number;
  /** How long a verified key may be reused while auth's revocation beats prove no revocation was missed. */
  keyCacheTrustedMs: number;
  /** How old the freshest revocation beat may be for that. */
  revocationBeatFreshMs: number;
  registryCacheMs: number;
  modelTimeoutMs: number;
  serviceTimeoutMs: number;
  rateLimiter: 'memory' | 'redis';
  redisUrl: string;
  /** Whether busy tenants' calls spend leases of their budget (SVC_BILLING_LEASES). */
  billingLeases: boolean;
}

/** `defaults.rateLimiter`: the mode's own (in memory for the embedded suite, Redis when distributed). */
export function loadGatewayConfig(defaults: { rateLimiter: 'memory' | 'redis' }): GatewayConfig {
  const server = loadEnv(HttpServerEnv);
  const env = loadEnv(GatewayEnv);
  return {
    port: server.PORT,
    host: server.HOST,
    adminToken: env.SVC_ADMIN_TOKEN ?? `adm_${randomBytes(24).toString('base64url')}`,
    adminTokenGenerated: env.SVC_ADMIN_TOKEN === undefined,
    bodyLimitBytes: server.SVC_BODY_LIMIT_BYTES,
    bodyLimits: { upload: env.SVC_UPLOAD_LIMIT_BYTES },
    keyCacheMs: env.SVC_KEY_CACHE_MS,
    keyCacheTrustedMs: env.SVC_KEY_CACHE_TRUSTED_MS,
    revocationBeatFreshMs: env.SVC_REVOCATION_BEAT_FRESH_MS,
    registryCacheMs: env.SVC_REGISTRY_CACHE_MS,
    modelTimeoutMs: env.SVC_MODEL_TIMEOUT_MS,
    serviceTimeoutMs: env.SVC_SERVICE_TIMEOUT_MS,
    rateLimiter: env.SVC_RATE_LIMITER ?? defaults.rateLimiter,
    redisUrl: env.REDIS_URL,
    billingLeases: env.SVC_BILLING_LEASES === 'on',
  };
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
