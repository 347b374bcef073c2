import { randomBytes } from 'node:crypto';
import { envChoice, envInt, envString } from '@svc/platform';

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
  /** How long a key verification may be reused; revocations also evict at once by event. */
  keyCacheMs: number;
  registryCacheMs: number;
  modelTimeoutMs: number;
  serviceTimeoutMs: number;
  rateLimiter: 'memory' | 'redis';
  redisUrl: string;
}

export function loadGatewayConfig(defaults: { rateLimiter: 'memory' | 'redis' }): GatewayConfig {
  const given = envString('SVC_ADMIN_TOKEN', '');
  return {
    port: envInt('PORT', 8080, 0, 65_535),
    host: envString('HOST', '0.0.0.0'),
    adminToken: given || `adm_${randomBytes(24).toString('base64url')}`,
    adminTokenGenerated: !given,
    bodyLimitBytes: envInt('SVC_BODY_LIMIT_BYTES', 1_048_576, 1_024, 1_073_741_824),
    bodyLimits: { upload: envInt('SVC_UPLOAD_LIMIT_BYTES', 33_554_432, 1_024, 1_073_741_824) },
    keyCacheMs: envInt('SVC_KEY_CACHE_MS', 1_000, 0, 1_000),
    registryCacheMs: envInt('SVC_REGISTRY_CACHE_MS', 5_000, 0, 3_600_000),
    modelTimeoutMs: envInt('SVC_MODEL_TIMEOUT_MS', 10_000, 10, 600_000),
    serviceTimeoutMs: envInt('SVC_SERVICE_TIMEOUT_MS', 5_000, 10, 600_000),
    rateLimiter: envChoice('SVC_RATE_LIMITER', defaults.rateLimiter, ['memory', 'redis'] as const),
    redisUrl: envString('REDIS_URL', 'redis://127.0.0.1:6379'),
  };
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
