import { Controller, Delete, HttpCode, Param, ParseUUIDPipe, Req, UseGuards } from '@nestjs/common';
import { SvcError } from '@svc/errors';
import type { FastifyRequest } from 'fastify';
import { AdminTokenGuard } from './admin-token.guard.js';
import { AdminService } from './admin.service.js';

const userId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_user') });

/** Operators: `DELETE /admin/users/{id}` removes a user; its sessions stop working at once. */
@Controller('admin/users')
@UseGuards(AdminTokenGuard)
export class AdminUsersController {
  constructor(private readonly admin: AdminService) {}

  @Delete(':id')
  @HttpCode(204)
  remove(@Req() req: FastifyRequest, @Param('id', userId) id: string): Promise<void> {
    return this.admin.deleteUser(req.id, id);
  }
}
