import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { AddMemberBody, ChangeMemberBody } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { BodyOrEmpty } from '@svc/platform';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Answers, Refuses, SessionAuth } from '../openapi/decorators.js';
import type { FastifyRequest } from 'fastify';
import { SameOriginGuard } from '../session/same-origin.guard.js';
import { SessionGuard, type SignedIn as SignedInUser } from '../session/session.guard.js';
import { SignedIn } from '../session/signed-in.decorator.js';
import { MembersService, type MemberAnswer } from './members.service.js';

const tenantId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_tenant') });
const userId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_user') });

/** A tenant's members and their roles (`owner`, `admin`, `member`). */
@ApiTags('members')
@SessionAuth()
@Refuses('not_authenticated', 'unknown_tenant')
@Controller('auth/tenants/:tenant_id/members')
@UseGuards(SameOriginGuard, SessionGuard)
export class MembersController {
  constructor(private readonly members: MembersService) {}

  @Get()
  @ApiOperation({ summary: "The tenant's members (any member)" })
  @Answers(200, 'MemberList')
  list(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Param('tenant_id', tenantId) tenant: string): Promise<{ tenant_id: string; members: MemberAnswer[] }> {
    return this.members.list(req.id, user, tenant);
  }

  @Post()
  @ApiOperation({ summary: 'Add an existing user by email (owner or admin; only an owner grants `owner`)' })
  @Answers(201, 'Member', { description: 'added' })
  @Refuses('forbidden', 'cross_site_request', 'unknown_user', 'already_member', 'body_too_large', 'validation_failed')
  add(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Param('tenant_id', tenantId) tenant: string, @BodyOrEmpty() body: AddMemberBody): Promise<MemberAnswer> {
    return this.members.add(req.id, user, tenant, body);
  }

  @Patch(':user_id')
  @ApiOperation({ summary: "Change a member's role (owner or admin; only an owner touches owners)" })
  @Answers(200, 'Member', { description: 'changed' })
  @Refuses('forbidden', 'cross_site_request', 'unknown_user', 'last_owner', 'body_too_large', 'validation_failed')
  change(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Param('tenant_id', tenantId) tenant: string, @Param('user_id', userId) member: string, @BodyOrEmpty() body: ChangeMemberBody): Promise<MemberAnswer> {
    return this.members.change(req.id, user, tenant, member, body);
  }

  @Delete(':user_id')
  @ApiOperation({ summary: 'Remove a member (owner or admin)' })
  @Answers(204, undefined, { description: 'removed' })
  @Refuses('forbidden', 'cross_site_request', 'unknown_user', 'last_owner')
  @HttpCode(204)
  remove(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Param('tenant_id', tenantId) tenant: string, @Param('user_id', userId) member: string): Promise<void> {
    return this.members.remove(req.id, user, tenant, member);
  }
}
