import { Injectable } from '@nestjs/common';
import { AuthUserSubjects } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import type { FastifyRequest } from 'fastify';
import { ServiceClient } from '../bus/service-client.js';
import { CallerService } from '../caller/caller.service.js';
import { readCookie, SESSION_COOKIE } from '../session/session-cookie.js';

/**
 * The tenant a classifier route acts for, and whether the caller may change things. A bearer API key is the
 * tenant's automation: it reads and changes. Without one, the session cookie's user acts for `tenant_id` (or
 * its own tenant) with its role there: owners and admins change, members read (`403 not allowed for your role`).
 */
@Injectable()
export class TenantAccess {
  constructor(
    private readonly services: ServiceClient,
    private readonly caller: CallerService,
  ) {}

  async resolve(req: FastifyRequest, change: boolean, tenantId?: string): Promise<string> {
    if (req.headers.authorization !== undefined) return (await this.caller.fromAuthorization(req.id, req.headers.authorization)).tenantId;
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    if (!token || token.length > 512) throw new SvcError('not_authenticated');
    const session = await this.services.request(AuthUserSubjects.verifySession, { requestId: req.id, token });
    const member = await this.services.request(AuthUserSubjects.memberRole, { requestId: req.id, actorUserId: session.userId, tenantId });
    if (change && member.role === 'member') throw new SvcError('forbidden');
    return member.tenantId;
  }
}
