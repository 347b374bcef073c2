import { Body, Controller, Delete, Get, Headers, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreateRecordBody, RecordSettingsBody, RecordsPageQuery, TenantQuery } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { Answers, Billed, KeyAuth, Refuses, SessionAuth } from '../openapi/decorators.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SameOriginGuard } from '../session/same-origin.guard.js';
import { SessionGuard, type SignedIn as SignedInUser } from '../session/session.guard.js';
import { SignedIn } from '../session/signed-in.decorator.js';
import { RecordsHttpService } from './records-http.service.js';
import { RecordsReadsService } from './records-reads.service.js';

/** `{id}` not a UUID is the 422 list (contract §7.1), told after the cookie (guards run before pipes). */
const recordId = new ParseUUIDPipe({ exceptionFactory: () => SvcError.validation([{ loc: ['path', 'id'], msg: 'id must be a UUID', type: 'uuid_parsing' }]) });

/** `POST /records/create`: the bearer key picks the billed tenant (contract §5). */
@ApiTags('records')
@Controller('records')
export class RecordsCreateController {
  constructor(private readonly records: RecordsHttpService) {}

  @Post('create')
  @ApiOperation({
    summary: 'Store a text filled into a built-in schema, labelled by a classifier where one applies (contract §4.6)',
    description: 'Without `classifier_id` (and no tenant default), a failing classifier or model never fails the create: a `fallback` record is stored and the charge refunded.',
  })
  @KeyAuth()
  @ApiBody({ type: CreateRecordBody, description: '`text` at most 64 KiB in UTF-8 bytes; `schema` a built-in schema name' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: '1-255 visible ASCII characters: a retry with the same key answers the stored record again (header `idempotent-replayed: true`), charged once' })
  @Billed('Record', 'the stored record')
  @Refuses('invalid_api_key', 'unknown_classifier', 'classifier_archived', 'record_classifier_not_published', 'body_too_large', 'validation_failed', 'schema_not_built_in', 'rate_limited', 'balance_empty', 'model_unavailable')
  async create(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Headers('authorization') authorization: string | undefined, @Headers('idempotency-key') idempotencyKey: string | undefined, @Body() body: unknown): Promise<void> {
    const answer = await this.records.create(req.id, authorization, body, idempotencyKey);
    void reply.status(answer.status).headers(answer.headers).send(answer.body);
  }
}

/** The records a signed-in user reads and deletes, and the tenant's records settings: the session cookie only. */
@ApiTags('records')
@SessionAuth()
@Refuses('not_authenticated', 'cross_site_request', 'unknown_tenant')
@Controller('records')
@UseGuards(SessionGuard, SameOriginGuard)
export class RecordsController {
  constructor(private readonly reads: RecordsReadsService) {}

  @Get('get')
  @ApiOperation({ summary: "The tenant's records, newest first (session cookie only)" })
  @Answers(200, 'RecordPage')
  @Refuses('invalid_cursor', 'validation_failed')
  list(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Query() query: RecordsPageQuery) {
    return this.reads.list(req.id, user, query.tenant_id, query.limit, query.cursor);
  }

  @Get('get/:id')
  @ApiOperation({ summary: 'One record (session cookie only)' })
  @Answers(200, 'Record')
  @Refuses('record_not_found', 'validation_failed')
  get(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Query() query: TenantQuery, @Param('id', recordId) id: string) {
    return this.reads.get(req.id, user, query.tenant_id, id.toLowerCase());
  }

  @Delete('delete/:id')
  @ApiOperation({ summary: 'Delete a record and its text (session cookie of an owner or admin; another role gets `record not found`)' })
  @Answers(204, undefined, { description: 'deleted' })
  @Refuses('record_not_found', 'validation_failed')
  @HttpCode(204)
  async delete(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Query() query: TenantQuery, @Param('id', recordId) id: string): Promise<void> {
    await this.reads.delete(req.id, user, query.tenant_id, id.toLowerCase());
  }

  @Get('settings')
  @ApiOperation({ summary: "The tenant's records settings (session cookie)" })
  @Answers(200, 'RecordSettings')
  settings(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Query() query: TenantQuery) {
    return this.reads.settings(req.id, user, query.tenant_id);
  }

  @Put('settings')
  @ApiOperation({ summary: 'Set the default classifier of creates without classifier_id, `null` for none (session cookie of an owner or admin)' })
  @Answers(200, 'RecordSettings')
  @Refuses('forbidden', 'unknown_classifier', 'body_too_large', 'validation_failed')
  setSettings(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Query() query: TenantQuery, @Body() body: RecordSettingsBody) {
    return this.reads.setDefaultClassifier(req.id, user, query.tenant_id, body.default_classifier_id);
  }
}
