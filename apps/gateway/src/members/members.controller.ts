import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { AddMemberBody, ChangeMemberBody } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { BodyOrEmpty } from '@svc/platform';
import type { FastifyRequest } from 'fastify';
import { SameOriginGuard } from '../session/same-origin.guard.js';
import { SessionGuard, type SignedIn as SignedInUser } from '../session/session.guard.js';
import { SignedIn } from '../session/signed-in.decorator.js';
import { MembersService, type MemberAnswer } from './members.service.js';

const tenantId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_tenant') });
const userId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_user') });

/** A tenant's members and their roles (`owner`, `admin`, `member`). */
@Controller('auth/tenants/:tenantId/members')
@UseGuards(SameOriginGuard, SessionGuard)
export class MembersController {
  constructor(private readonly members: MembersService) {}

  @Get()
  list(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Param('tenantId', tenantId) tenant: string): Promise<{ tenant_id: string; members: MemberAnswer[] }> {
    return this.members.list(req.id, user, tenant);
  }

  @Post()
  add(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Param('tenantId', tenantId) tenant: string, @BodyOrEmpty() body: AddMemberBody): Promise<MemberAnswer> {
    return this.members.add(req.id, user, tenant, body);
  }

  @Patch(':userId')
  change(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Param('tenantId', tenantId) tenant: string, @Param('userId', userId) member: string, @BodyOrEmpty() body: ChangeMemberBody): Promise<MemberAnswer> {
    return this.members.change(req.id, user, tenant, member, body);
  }

  @Delete(':userId')
  @HttpCode(204)
  remove(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Param('tenantId', tenantId) tenant: string, @Param('userId', userId) member: string): Promise<void> {
    return this.members.remove(req.id, user, tenant, member);
  }
}
