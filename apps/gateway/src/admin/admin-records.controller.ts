import { Body, Controller, Param, ParseUUIDPipe, Put, Req, UseGuards } from '@nestjs/common';
import { AdminRecordSettingsBody, AuthSubjects, RecordsSubjects } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminAuth, Answers, Refuses } from '../openapi/decorators.js';
import type { FastifyRequest } from 'fastify';
import { ServiceClient } from '../bus/service-client.js';
import { recordSettingsAnswer } from '../records/record-answers.js';
import { RecordsRate } from '../records/records-rate.js';
import { AdminTokenGuard } from './admin-token.guard.js';

const tenantId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_tenant') });

/** Operators: a tenant's records rate bucket (none by default: creates are then never `429 rate limited`). */
@ApiTags('admin')
@AdminAuth()
@Controller('admin/tenants')
@UseGuards(AdminTokenGuard)
export class AdminRecordsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly rate: RecordsRate,
  ) {}

  @Put(':id/records')
  @ApiOperation({ summary: "Operators: a tenant's records rate bucket (creates per second), `null` for none (the default)" })
  @Answers(200, 'AdminRecordSettings', { description: "the tenant's records settings" })
  @Refuses('invalid_admin_token', 'unknown_tenant', 'body_too_large', 'validation_failed')
  async set(@Req() req: FastifyRequest, @Param('id', tenantId) id: string, @Body() body: AdminRecordSettingsBody) {
    await this.services.request(AuthSubjects.getTenant, { requestId: req.id, tenantId: id });
    const settings = await this.services.request(RecordsSubjects.setRateLimit, { requestId: req.id, tenantId: id, rateLimit: body.rate_limit });
    this.rate.forget(id);
    return recordSettingsAnswer(settings);
  }
}
