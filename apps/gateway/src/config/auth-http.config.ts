import { subjectPrefix } from '@svc/contracts';
import { loadEnv, PublicUrlEnv } from '@svc/platform';
import { GatewayEnv } from './gateway.env.js';

export interface AuthHttpConfig {
  /** Attempts per minute on login, register and reset, per client address and per email. */
  throttlePerMinute: number;
  /** Where users reach the service; an https URL makes the session cookie `Secure` even behind a TLS proxy. */
  publicUrl: string;
  /** Proxies in front of the gateway whose X-Forwarded-For is trusted (0: the socket's address is the client's). */
  trustProxyHops: number;
  /** Namespaces the throttle's counters like the NATS subjects (SVC_SUBJECT_PREFIX), so suites sharing one Redis never meet. */
  counterPrefix: string;
}

export function loadAuthHttpConfig(): AuthHttpConfig {
  const env = loadEnv(GatewayEnv);
  return {
    throttlePerMinute: env.SVC_AUTH_THROTTLE_PER_MINUTE,
    publicUrl: loadEnv(PublicUrlEnv).SVC_PUBLIC_URL,
    trustProxyHops: env.SVC_TRUST_PROXY_HOPS,
    counterPrefix: subjectPrefix(),
  };
}

export const AUTH_HTTP_CONFIG = Symbol('AUTH_HTTP_CONFIG');
