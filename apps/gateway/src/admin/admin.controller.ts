import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { validateContract } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import type { FastifyRequest } from 'fastify';
import { AdminTokenGuard } from './admin-token.guard.js';
import { CreateTenantBody, IssueKeyBody, TopUpBody, UpdateTenantBody } from './admin.dto.js';
import { AdminService, type TenantAdminView } from './admin.service.js';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_tenant') });

@Controller('admin/tenants')
@UseGuards(AdminTokenGuard)
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Post()
  create(@Req() req: FastifyRequest, @Body() body: unknown): Promise<{ tenant_id: string; api_key: string }> {
    return this.admin.createTenant(req.id, validateContract(CreateTenantBody, body));
  }

  @Get(':id')
  get(@Req() req: FastifyRequest, @Param('id', uuid) id: string): Promise<TenantAdminView> {
    return this.admin.getTenant(req.id, id);
  }

  @Patch(':id')
  update(@Req() req: FastifyRequest, @Param('id', uuid) id: string, @Body() body: unknown): Promise<TenantAdminView> {
    return this.admin.updateTenant(req.id, id, validateContract(UpdateTenantBody, body));
  }

  @Post(':id/topup')
  @HttpCode(200)
  topUp(@Req() req: FastifyRequest, @Param('id', uuid) id: string, @Body() body: unknown): Promise<TenantAdminView> {
    return this.admin.topUp(req.id, id, validateContract(TopUpBody, body).amount);
  }

  @Post(':id/keys')
  issueKey(@Req() req: FastifyRequest, @Param('id', uuid) id: string, @Body() body: unknown): Promise<{ key_id: string; api_key: string; prefix: string }> {
    return this.admin.issueKey(req.id, id, validateContract(IssueKeyBody, body ?? {}).name ?? 'admin-issued');
  }

  @Delete(':id/keys/:keyId')
  @HttpCode(204)
  async revokeKey(@Req() req: FastifyRequest, @Param('id', uuid) id: string, @Param('keyId', new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_key') })) keyId: string): Promise<void> {
    await this.admin.revokeKey(req.id, id, keyId);
  }
}
