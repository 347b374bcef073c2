import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AuthUserSubjects, type SessionView } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import type { FastifyRequest } from 'fastify';
import { ServiceClient } from '../bus/service-client.js';
import { readCookie, SESSION_COOKIE } from './session-cookie.js';

export interface SignedIn extends SessionView {
  /** The cookie's token, for logout. */
  token: string;
}
export type SessionRequest = FastifyRequest & { signedIn?: SignedIn };

/**
 * Routes for signed-in users: the `svc_session` cookie, checked by auth on every request. Missing, unknown,
 * expired, or its user gone: 401 `not authenticated` (contract §7.1), whatever bearer key came along.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly services: ServiceClient) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<SessionRequest>();
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    if (!token || token.length > 512) throw new SvcError('not_authenticated');
    const session = await this.services.request(AuthUserSubjects.verifySession, { requestId: req.id, token });
    req.signedIn = { ...session, token };
    return true;
  }
}
