import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { validateContract } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import type { FastifyRequest } from 'fastify';
import { SameOriginGuard } from '../session/same-origin.guard.js';
import { SessionGuard, type SignedIn as SignedInUser } from '../session/session.guard.js';
import { SignedIn } from '../session/signed-in.decorator.js';
import { AddMemberBody, ChangeMemberBody } from './account.dto.js';
import { AccountService, type MemberAnswer } from './account.service.js';

const tenantId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_tenant') });
const userId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_user') });

/** A tenant's members and their roles (`owner`, `admin`, `member`). */
@Controller('auth/tenants/:tenantId/members')
@UseGuards(SameOriginGuard, SessionGuard)
export class MembersController {
  constructor(private readonly account: AccountService) {}

  @Get()
  list(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Param('tenantId', tenantId) tenant: string): Promise<{ tenant_id: string; members: MemberAnswer[] }> {
    return this.account.listMembers(req.id, user, tenant);
  }

  @Post()
  add(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Param('tenantId', tenantId) tenant: string, @Body() body: unknown): Promise<MemberAnswer> {
    return this.account.addMember(req.id, user, tenant, validateContract(AddMemberBody, body ?? {}));
  }

  @Patch(':userId')
  change(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Param('tenantId', tenantId) tenant: string, @Param('userId', userId) member: string, @Body() body: unknown): Promise<MemberAnswer> {
    return this.account.changeMember(req.id, user, tenant, member, validateContract(ChangeMemberBody, body ?? {}).role);
  }

  @Delete(':userId')
  @HttpCode(204)
  remove(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Param('tenantId', tenantId) tenant: string, @Param('userId', userId) member: string): Promise<void> {
    return this.account.removeMember(req.id, user, tenant, member);
  }
}
