import { applyDecorators, Inject, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AUTH_HTTP_CONFIG, type AuthHttpConfig } from '../config/auth-http.config.js';
import { AuthThrottle, type ThrottledAction } from './auth-throttle.js';
import { clientAddress } from './client-address.js';

const THROTTLED = Symbol('throttled-action');

/**
 * Counts every attempt at `action` against the throttle's budgets before anything else looks at it, a
 * malformed one too: a guard runs before the body is validated.
 */
export const Throttled = (action: ThrottledAction): MethodDecorator & ClassDecorator => applyDecorators(SetMetadata(THROTTLED, action), UseGuards(AuthThrottleGuard));

@Injectable()
export class AuthThrottleGuard implements CanActivate {
  constructor(
    private readonly throttle: AuthThrottle,
    private readonly reflector: Reflector,
    @Inject(AUTH_HTTP_CONFIG) private readonly config: AuthHttpConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const action = this.reflector.get<ThrottledAction>(THROTTLED, context.getHandler());
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const body = req.body;
    const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
    await this.throttle.check(action, clientAddress(req, this.config.trustProxyHops), email);
    return true;
  }
}
