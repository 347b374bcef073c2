import { loadEnv, PublicUrlEnv } from '@svc/platform';
import { AuthEnv } from './auth.env.js';

export interface AuthConfig {
  /** Requests per second per tenant on the model surface, unless the tenant has its own value. */
  defaultRateLimit: number;
  /** How long a session lasts after sign-in or registration. */
  sessionTtlSeconds: number;
  /** How long a password-reset link works. */
  resetTokenTtlSeconds: number;
  passwordMinLength: number;
  /** Where users reach the service: the base of the password-reset link. */
  publicUrl: string;
  /** How often expired sessions and reset tokens are deleted. */
  sweepSeconds: number;
  /** How often this replica broadcasts the revocation counter (0: never). */
  revocationBeatMs: number;
}

export function loadAuthConfig(): AuthConfig {
  const publicUrl = loadEnv(PublicUrlEnv).SVC_PUBLIC_URL;
  const env = loadEnv(AuthEnv);
  return {
    defaultRateLimit: env.SVC_RATE_LIMIT,
    sessionTtlSeconds: env.SVC_SESSION_TTL_SECONDS,
    resetTokenTtlSeconds: env.SVC_RESET_TOKEN_TTL_SECONDS,
    passwordMinLength: env.SVC_PASSWORD_MIN_LENGTH,
    publicUrl,
    sweepSeconds: env.SVC_AUTH_SWEEP_SECONDS,
    revocationBeatMs: env.SVC_REVOCATION_BEAT_MS,
  };
}

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');
