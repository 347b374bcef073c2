import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { SvcError } from '@svc/errors';
import { BodyOrEmpty } from '@svc/platform';
import type { FastifyRequest } from 'fastify';
import { AdminTokenGuard } from './admin-token.guard.js';
import { CreateTenantBody, IssueKeyBody, TopUpBody, UpdateTenantBody } from './admin.dto.js';
import { AdminService, type TenantAdminView } from './admin.service.js';

const tenantId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_tenant') });
const keyId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_key') });

/** Operators: tenants, their billing figures and their keys. */
@Controller('admin/tenants')
@UseGuards(AdminTokenGuard)
export class AdminTenantsController {
  constructor(private readonly admin: AdminService) {}

  @Post()
  create(@Req() req: FastifyRequest, @Body() body: CreateTenantBody): Promise<{ tenant_id: string; api_key: string }> {
    return this.admin.createTenant(req.id, body);
  }

  @Get(':id')
  get(@Req() req: FastifyRequest, @Param('id', tenantId) id: string): Promise<TenantAdminView> {
    return this.admin.getTenant(req.id, id);
  }

  @Patch(':id')
  update(@Req() req: FastifyRequest, @Param('id', tenantId) id: string, @Body() body: UpdateTenantBody): Promise<TenantAdminView> {
    return this.admin.updateTenant(req.id, id, body);
  }

  @Post(':id/topup')
  @HttpCode(200)
  topUp(@Req() req: FastifyRequest, @Param('id', tenantId) id: string, @Body() body: TopUpBody): Promise<TenantAdminView> {
    return this.admin.topUp(req.id, id, body.amount);
  }

  @Post(':id/keys')
  issueKey(@Req() req: FastifyRequest, @Param('id', tenantId) id: string, @BodyOrEmpty() body: IssueKeyBody): Promise<{ key_id: string; api_key: string; prefix: string }> {
    return this.admin.issueKey(req.id, id, body.name ?? 'admin-issued');
  }

  @Delete(':id/keys/:keyId')
  @HttpCode(204)
  revokeKey(@Req() req: FastifyRequest, @Param('id', tenantId) id: string, @Param('keyId', keyId) key: string): Promise<void> {
    return this.admin.revokeKey(req.id, id, key);
  }
}
