import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { validateContract } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import type { FastifyRequest } from 'fastify';
import { SameOriginGuard } from '../session/same-origin.guard.js';
import { ClassifiersHttpService } from './classifiers-http.service.js';
import { ExamplesQuery, PublishBody, TenantQuery } from './classifiers.dto.js';
import { TenantAccess } from './tenant-access.js';
import { UPLOAD_ROUTE } from './upload-route.js';

const classifierId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_classifier') });
const versionId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_version') });
const exampleId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_example') });
const tenantOf = (query: unknown) => validateContract(TenantQuery, query ?? {}, 'query').tenant_id;

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
  async create(@Req() req: FastifyRequest, @Query() query: unknown, @Body() body: unknown) {
    const tenantId = await this.access.resolve(req, true, tenantOf(query));
    return this.classifiers.create(req.id, tenantId, body);
  }

  @Get()
  async list(@Req() req: FastifyRequest, @Query() query: unknown) {
    return this.classifiers.list(req.id, await this.access.resolve(req, false, tenantOf(query)));
  }

  @Get(':id')
  async get(@Req() req: FastifyRequest, @Query() query: unknown, @Param('id', classifierId) id: string) {
    return this.classifiers.get(req.id, await this.access.resolve(req, false, tenantOf(query)), id);
  }

  /** JSON `{ examples: [{ text, label }] }` or `text/csv` with a `text,label` header; the upload body limit applies. */
  @Post(':id/examples')
  @RouteConfig(UPLOAD_ROUTE)
  async addExamples(@Req() req: FastifyRequest, @Query() query: unknown, @Param('id', classifierId) id: string, @Body() body: unknown) {
    const tenantId = await this.access.resolve(req, true, tenantOf(query));
    return this.classifiers.addExamples(req.id, tenantId, id, body);
  }

  @Get(':id/examples')
  async listExamples(@Req() req: FastifyRequest, @Query() query: unknown, @Param('id', classifierId) id: string) {
    const q = validateContract(ExamplesQuery, query ?? {}, 'query');
    return this.classifiers.listExamples(req.id, await this.access.resolve(req, false, q.tenant_id), id, q);
  }

  /** Deletes every example (versions already trained keep theirs). */
  @Delete(':id/examples')
  async deleteAllExamples(@Req() req: FastifyRequest, @Query() query: unknown, @Param('id', classifierId) id: string) {
    return this.classifiers.deleteExamples(req.id, await this.access.resolve(req, true, tenantOf(query)), id, 'all');
  }

  @Delete(':id/examples/:exampleId')
  @HttpCode(204)
  async deleteExample(@Req() req: FastifyRequest, @Query() query: unknown, @Param('id', classifierId) id: string, @Param('exampleId', exampleId) example: string): Promise<void> {
    await this.classifiers.deleteExamples(req.id, await this.access.resolve(req, true, tenantOf(query)), id, [example]);
  }

  @Post(':id/versions')
  @HttpCode(202)
  async train(@Req() req: FastifyRequest, @Query() query: unknown, @Param('id', classifierId) id: string) {
    return this.classifiers.train(req.id, await this.access.resolve(req, true, tenantOf(query)), id);
  }

  @Get(':id/versions/:versionId')
  async version(@Req() req: FastifyRequest, @Query() query: unknown, @Param('id', classifierId) id: string, @Param('versionId', versionId) version: string) {
    return this.classifiers.version(req.id, await this.access.resolve(req, false, tenantOf(query)), id, version);
  }

  @Post(':id/publish')
  @HttpCode(200)
  async publish(@Req() req: FastifyRequest, @Query() query: unknown, @Param('id', classifierId) id: string, @Body() body: unknown) {
    const tenantId = await this.access.resolve(req, true, tenantOf(query));
    return this.classifiers.publish(req.id, tenantId, id, validateContract(PublishBody, body ?? {}).version_id);
  }

  @Post(':id/archive')
  @HttpCode(200)
  async archive(@Req() req: FastifyRequest, @Query() query: unknown, @Param('id', classifierId) id: string) {
    return this.classifiers.setArchived(req.id, await this.access.resolve(req, true, tenantOf(query)), id, true);
  }

  @Post(':id/unarchive')
  @HttpCode(200)
  async unarchive(@Req() req: FastifyRequest, @Query() query: unknown, @Param('id', classifierId) id: string) {
    return this.classifiers.setArchived(req.id, await this.access.resolve(req, true, tenantOf(query)), id, false);
  }
}
