import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { SvcError } from '@svc/errors';
import type { FastifyRequest } from 'fastify';
import { AUTH_HTTP_CONFIG, type AuthHttpConfig } from '../config/auth-http.config.js';

/**
 * Refuses cross-site requests (other than GET, HEAD, OPTIONS) to routes that change state with the session cookie (CSRF). Browsers say where
 * a request comes from: `Sec-Fetch-Site` (modern ones), else `Origin` (every browser on a cross-site POST).
 * A request with neither is not from a browser page, so no cookie was lent to it unknowingly.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly publicOrigin: string;

  constructor(@Inject(AUTH_HTTP_CONFIG) config: AuthHttpConfig) {
    this.publicOrigin = new URL(config.publicUrl).origin;
  }

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(req.method)) return true;
    if (!isSameOrigin(req, this.publicOrigin)) throw new SvcError('cross_site_request');
    return true;
  }
}

export function isSameOrigin(req: Pick<FastifyRequest, 'headers' | 'protocol'>, publicOrigin: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return origin === publicOrigin || (req.headers.host !== undefined && origin === `${req.protocol}://${req.headers.host}`);
}
