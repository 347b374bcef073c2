import { Body, Controller, Param, ParseUUIDPipe, Put, Req, UseGuards } from '@nestjs/common';
import { AdminRecordSettingsBody, AuthSubjects, RecordsSubjects } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import type { FastifyRequest } from 'fastify';
import { ServiceClient } from '../bus/service-client.js';
import { recordSettingsAnswer } from '../records/record-answers.js';
import { RecordsRate } from '../records/records-rate.js';
import { AdminTokenGuard } from './admin-token.guard.js';

const tenantId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_tenant') });

/** Operators: a tenant's records rate bucket (none by default: creates are then never `429 rate limited`). */
@Controller('admin/tenants')
@UseGuards(AdminTokenGuard)
export class AdminRecordsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly rate: RecordsRate,
  ) {}

  @Put(':id/records')
  async set(@Req() req: FastifyRequest, @Param('id', tenantId) id: string, @Body() body: AdminRecordSettingsBody) {
    await this.services.request(AuthSubjects.getTenant, { requestId: req.id, tenantId: id });
    const settings = await this.services.request(RecordsSubjects.setRateLimit, { requestId: req.id, tenantId: id, rateLimit: body.rate_limit });
    this.rate.forget(id);
    return recordSettingsAnswer(settings);
  }
}
