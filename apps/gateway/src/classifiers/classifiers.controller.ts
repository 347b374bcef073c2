import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { BodyOrEmpty } from '@svc/platform';
import { CreateClassifierBody, ExamplesQuery, PublishBody, TenantQuery } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import type { FastifyRequest } from 'fastify';
import { SameOriginGuard } from '../session/same-origin.guard.js';
import { ClassifiersHttpService } from './classifiers-http.service.js';
import { TenantAccess } from './tenant-access.js';
import { UPLOAD_ROUTE } from './upload-route.js';

const classifierId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_classifier') });
const versionId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_version') });
const exampleId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_example') });

/**
 * Tenant classifiers: create, upload examples, train versions, publish, archive. A bearer API key or a member's
 * session cookie; another tenant's classifier is `404 unknown classifier`. Not billed.
 */
@Controller('v1/classifiers')
@UseGuards(SameOriginGuard)
export class ClassifiersController {
  constructor(
    private readonly classifiers: ClassifiersHttpService,
    private readonly access: TenantAccess,
  ) {}

  @Post()
  async create(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Body() body: CreateClassifierBody) {
    const tenantId = await this.access.resolve(req, true, query.tenant_id);
    return this.classifiers.create(req.id, tenantId, body);
  }

  @Get()
  async list(@Req() req: FastifyRequest, @Query() query: TenantQuery) {
    return this.classifiers.list(req.id, await this.access.resolve(req, false, query.tenant_id));
  }

  @Get(':id')
  async get(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Param('id', classifierId) id: string) {
    return this.classifiers.get(req.id, await this.access.resolve(req, false, query.tenant_id), id);
  }

  /** JSON `{ examples: [{ text, label }] }` or `text/csv` with a `text,label` header; the upload body limit applies. */
  @Post(':id/examples')
  @RouteConfig(UPLOAD_ROUTE)
  async addExamples(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Param('id', classifierId) id: string, @Body() body: unknown) {
    const tenantId = await this.access.resolve(req, true, query.tenant_id);
    return this.classifiers.addExamples(req.id, tenantId, id, body);
  }

  @Get(':id/examples')
  async listExamples(@Req() req: FastifyRequest, @Query() query: ExamplesQuery, @Param('id', classifierId) id: string) {
    return this.classifiers.listExamples(req.id, await this.access.resolve(req, false, query.tenant_id), id, query);
  }

  /** Deletes every example (versions already trained keep theirs). */
  @Delete(':id/examples')
  async deleteAllExamples(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Param('id', classifierId) id: string) {
    return this.classifiers.deleteExamples(req.id, await this.access.resolve(req, true, query.tenant_id), id, 'all');
  }

  @Delete(':id/examples/:exampleId')
  @HttpCode(204)
  async deleteExample(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Param('id', classifierId) id: string, @Param('exampleId', exampleId) example: string): Promise<void> {
    await this.classifiers.deleteExamples(req.id, await this.access.resolve(req, true, query.tenant_id), id, [example]);
  }

  @Post(':id/versions')
  @HttpCode(202)
  async train(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Param('id', classifierId) id: string) {
    return this.classifiers.train(req.id, await this.access.resolve(req, true, query.tenant_id), id);
  }

  @Get(':id/versions/:versionId')
  async version(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Param('id', classifierId) id: string, @Param('versionId', versionId) version: string) {
    return this.classifiers.version(req.id, await this.access.resolve(req, false, query.tenant_id), id, version);
  }

  @Post(':id/publish')
  @HttpCode(200)
  async publish(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Param('id', classifierId) id: string, @BodyOrEmpty() body: PublishBody) {
    const tenantId = await this.access.resolve(req, true, query.tenant_id);
    return this.classifiers.publish(req.id, tenantId, id, body.version_id);
  }

  @Post(':id/archive')
  @HttpCode(200)
  async archive(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Param('id', classifierId) id: string) {
    return this.classifiers.setArchived(req.id, await this.access.resolve(req, true, query.tenant_id), id, true);
  }

  @Post(':id/unarchive')
  @HttpCode(200)
  async unarchive(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Param('id', classifierId) id: string) {
    return this.classifiers.setArchived(req.id, await this.access.resolve(req, true, query.tenant_id), id, false);
  }
}
