import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { SvcError } from '@svc/errors';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';

/** `Authorization: Bearer $SVC_ADMIN_TOKEN`, compared in constant time. */
@Injectable()
export class AdminTokenGuard implements CanActivate {
  private readonly expected: Buffer;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.expected = Buffer.from(`Bearer ${config.adminToken}`);
  }

  canActivate(context: ExecutionContext): boolean {
    const given = Buffer.from(context.switchToHttp().getRequest<FastifyRequest>().headers.authorization ?? '');
    if (given.length !== this.expected.length || !timingSafeEqual(given, this.expected)) throw new SvcError('invalid_admin_token');
    return true;
  }
}
