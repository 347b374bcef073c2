import { envInt } from '@svc/platform';

export interface AuthConfig {
  /** Requests per second per tenant on the model surface, unless the tenant has its own value. */
  defaultRateLimit: number;
}

export function loadAuthConfig(): AuthConfig {
  return { defaultRateLimit: envInt('SVC_RATE_LIMIT', 20, 1, 1_000_000) };
}

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');
