import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { SvcError } from '@svc/errors';
import { BodyOrEmpty } from '@svc/platform';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminAuth, Answers, Refuses } from '../openapi/decorators.js';
import type { FastifyRequest } from 'fastify';
import { AdminTokenGuard } from './admin-token.guard.js';
import { CreateTenantBody, IssueKeyBody, TopUpBody, UpdateTenantBody } from './admin.dto.js';
import { AdminService, type TenantAdminView } from './admin.service.js';

const tenantId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_tenant') });
const keyId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_key') });

/** Operators: tenants, their billing figures and their keys. */
@ApiTags('admin')
@AdminAuth()
@Refuses('invalid_admin_token')
@Controller('admin/tenants')
@UseGuards(AdminTokenGuard)
export class AdminTenantsController {
  constructor(private readonly admin: AdminService) {}

  @Post()
  @ApiOperation({ summary: 'Operators: create a tenant and its first key' })
  @Answers(201, 'TenantCreated', { description: 'created; `api_key` is shown once' })
  @Refuses('body_too_large', 'validation_failed')
  create(@Req() req: FastifyRequest, @Body() body: CreateTenantBody): Promise<{ tenant_id: string; api_key: string }> {
    return this.admin.createTenant(req.id, body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Operators: a tenant, its pool and wallet' })
  @Answers(200, 'Tenant')
  @Refuses('unknown_tenant')
  get(@Req() req: FastifyRequest, @Param('id', tenantId) id: string): Promise<TenantAdminView> {
    return this.admin.getTenant(req.id, id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Operators: change name, pool, wallet or rate limit' })
  @Answers(200, 'Tenant')
  @Refuses('unknown_tenant', 'body_too_large', 'validation_failed')
  update(@Req() req: FastifyRequest, @Param('id', tenantId) id: string, @Body() body: UpdateTenantBody): Promise<TenantAdminView> {
    return this.admin.updateTenant(req.id, id, body);
  }

  @Post(':id/topup')
  @ApiOperation({ summary: 'Operators: add `amount` (micro-units) to the wallet' })
  @Answers(200, 'Tenant')
  @Refuses('unknown_tenant', 'body_too_large', 'validation_failed')
  @HttpCode(200)
  topUp(@Req() req: FastifyRequest, @Param('id', tenantId) id: string, @Body() body: TopUpBody): Promise<TenantAdminView> {
    return this.admin.topUp(req.id, id, body.amount);
  }

  @Post(':id/keys')
  @ApiOperation({ summary: 'Operators: issue a key (`name` default `admin-issued`)' })
  @Answers(201, 'IssuedKey', { description: 'the key, shown once' })
  @Refuses('unknown_tenant', 'body_too_large', 'validation_failed')
  issueKey(@Req() req: FastifyRequest, @Param('id', tenantId) id: string, @BodyOrEmpty() body: IssueKeyBody): Promise<{ key_id: string; api_key: string; prefix: string }> {
    return this.admin.issueKey(req.id, id, body.name ?? 'admin-issued');
  }

  @Delete(':id/keys/:key_id')
  @ApiOperation({ summary: 'Operators: revoke a key' })
  @Answers(204, undefined, { description: 'revoked' })
  @Refuses('unknown_tenant', 'unknown_key')
  @HttpCode(204)
  revokeKey(@Req() req: FastifyRequest, @Param('id', tenantId) id: string, @Param('key_id', keyId) key: string): Promise<void> {
    return this.admin.revokeKey(req.id, id, key);
  }
}
