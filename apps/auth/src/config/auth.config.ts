import { ConfigError, envInt, envString } from '@svc/platform';

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
}

export function loadAuthConfig(): AuthConfig {
  const publicUrl = envString('SVC_PUBLIC_URL', `http://127.0.0.1:${envString('PORT', '8080')}`).replace(/\/+$/, '');
  if (!URL.canParse(publicUrl) || !/^https?:$/.test(new URL(publicUrl).protocol)) throw new ConfigError('SVC_PUBLIC_URL', publicUrl, 'an http(s) URL');
  return {
    defaultRateLimit: envInt('SVC_RATE_LIMIT', 20, 1, 1_000_000),
    sessionTtlSeconds: envInt('SVC_SESSION_TTL_SECONDS', 7 * 24 * 3600, 60, 366 * 24 * 3600),
    resetTokenTtlSeconds: envInt('SVC_RESET_TOKEN_TTL_SECONDS', 30 * 60, 60, 7 * 24 * 3600),
    passwordMinLength: envInt('SVC_PASSWORD_MIN_LENGTH', 10, 8, 256),
    publicUrl,
    sweepSeconds: envInt('SVC_AUTH_SWEEP_SECONDS', 300, 1, 86_400),
  };
}

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');
