import { Body, Controller, Delete, Get, Headers, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { RecordSettingsBody, RecordsPageQuery, TenantQuery } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SameOriginGuard } from '../session/same-origin.guard.js';
import { SessionGuard, type SignedIn as SignedInUser } from '../session/session.guard.js';
import { SignedIn } from '../session/signed-in.decorator.js';
import { RecordsHttpService } from './records-http.service.js';
import { RecordsReadsService } from './records-reads.service.js';

/** `{id}` not a UUID is the 422 list (contract §7.1), told after the cookie (guards run before pipes). */
const recordId = new ParseUUIDPipe({ exceptionFactory: () => SvcError.validation([{ loc: ['path', 'id'], msg: 'id must be a UUID', type: 'uuid_parsing' }]) });

/** `POST /records/create`: the bearer key picks the billed tenant (contract §5). */
@Controller('records')
export class RecordsCreateController {
  constructor(private readonly records: RecordsHttpService) {}

  @Post('create')
  async create(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Headers('authorization') authorization: string | undefined, @Headers('idempotency-key') idempotencyKey: string | undefined, @Body() body: unknown): Promise<void> {
    const answer = await this.records.create(req.id, authorization, body, idempotencyKey);
    void reply.status(answer.status).headers(answer.headers).send(answer.body);
  }
}

/** The records a signed-in user reads and deletes, and the tenant's records settings: the session cookie only. */
@Controller('records')
@UseGuards(SessionGuard, SameOriginGuard)
export class RecordsController {
  constructor(private readonly reads: RecordsReadsService) {}

  @Get('get')
  list(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Query() query: RecordsPageQuery) {
    return this.reads.list(req.id, user, query.tenant_id, query.limit, query.cursor);
  }

  @Get('get/:id')
  get(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Query() query: TenantQuery, @Param('id', recordId) id: string) {
    return this.reads.get(req.id, user, query.tenant_id, id.toLowerCase());
  }

  @Delete('delete/:id')
  @HttpCode(204)
  async delete(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Query() query: TenantQuery, @Param('id', recordId) id: string): Promise<void> {
    await this.reads.delete(req.id, user, query.tenant_id, id.toLowerCase());
  }

  @Get('settings')
  settings(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Query() query: TenantQuery) {
    return this.reads.settings(req.id, user, query.tenant_id);
  }

  @Put('settings')
  setSettings(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Query() query: TenantQuery, @Body() body: RecordSettingsBody) {
    return this.reads.setDefaultClassifier(req.id, user, query.tenant_id, body.default_classifier_id);
  }
}
