import { ConfigError, envInt, envString } from '@svc/platform';

export interface AuthHttpConfig {
  /** Attempts per minute on login, register and reset, per client address and per account. */
  throttlePerMinute: number;
  /** Where users reach the service; an https URL makes the session cookie `Secure` even behind a TLS proxy. */
  publicUrl: string;
  /** Proxies in front of the gateway whose X-Forwarded-For is trusted (0: the socket's address is the client's). */
  trustProxyHops: number;
  /** Namespaces the throttle's counters like the NATS subjects, so suites sharing one Redis never meet. */
  counterPrefix: string;
}

export function loadAuthHttpConfig(): AuthHttpConfig {
  const publicUrl = envString('SVC_PUBLIC_URL', `http://127.0.0.1:${envString('PORT', '8080')}`).replace(/\/+$/, '');
  if (!URL.canParse(publicUrl) || !/^https?:$/.test(new URL(publicUrl).protocol)) throw new ConfigError('SVC_PUBLIC_URL', publicUrl, 'an http(s) URL');
  return {
    throttlePerMinute: envInt('SVC_AUTH_THROTTLE_PER_MINUTE', 10, 1, 1_000_000),
    publicUrl,
    trustProxyHops: envInt('SVC_TRUST_PROXY_HOPS', 0, 0, 10),
    counterPrefix: envString('SVC_SUBJECT_PREFIX', ''),
  };
}

export const AUTH_HTTP_CONFIG = Symbol('AUTH_HTTP_CONFIG');
