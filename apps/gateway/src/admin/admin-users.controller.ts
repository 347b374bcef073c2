import { Controller, Delete, HttpCode, Param, ParseUUIDPipe, Req, UseGuards } from '@nestjs/common';
import { SvcError } from '@svc/errors';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminAuth, Answers, Refuses } from '../openapi/decorators.js';
import type { FastifyRequest } from 'fastify';
import { AdminTokenGuard } from './admin-token.guard.js';
import { AdminService } from './admin.service.js';

const userId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_user') });

/** Operators: `DELETE /admin/users/{id}` removes a user; its sessions stop working at once. */
@ApiTags('admin')
@AdminAuth()
@Controller('admin/users')
@UseGuards(AdminTokenGuard)
export class AdminUsersController {
  constructor(private readonly admin: AdminService) {}

  @Delete(':id')
  @ApiOperation({ summary: 'Operators: delete a user; its sessions and memberships go with it (its tenants stay)' })
  @Answers(204, undefined, { description: 'deleted' })
  @Refuses('invalid_admin_token', 'unknown_user')
  @HttpCode(204)
  remove(@Req() req: FastifyRequest, @Param('id', userId) id: string): Promise<void> {
    return this.admin.deleteUser(req.id, id);
  }
}
