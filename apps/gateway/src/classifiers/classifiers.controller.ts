import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { BodyOrEmpty } from '@svc/platform';
import { CreateClassifierBody, ExamplesQuery, PublishBody, TenantQuery } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Answers, KeyAuth, Refuses, SessionAuth } from '../openapi/decorators.js';
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
@ApiTags('classifiers')
@KeyAuth()
@SessionAuth()
@Refuses('invalid_api_key', 'not_authenticated', 'cross_site_request', 'unknown_tenant', 'validation_failed')
@Controller('v1/classifiers')
@UseGuards(SameOriginGuard)
export class ClassifiersController {
  constructor(
    private readonly classifiers: ClassifiersHttpService,
    private readonly access: TenantAccess,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Create a classifier (API key, or an owner or admin)' })
  @Answers(201, 'Classifier', { description: 'created' })
  @Refuses('forbidden', 'body_too_large')
  async create(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Body() body: CreateClassifierBody) {
    const tenantId = await this.access.resolve(req, true, query.tenant_id);
    return this.classifiers.create(req.id, tenantId, body);
  }

  @Get()
  @ApiOperation({ summary: "The tenant's classifiers (API key, or a member's session with optional tenant_id)" })
  @Answers(200, 'ClassifierList')
  async list(@Req() req: FastifyRequest, @Query() query: TenantQuery) {
    return this.classifiers.list(req.id, await this.access.resolve(req, false, query.tenant_id));
  }

  @Get(':id')
  @ApiOperation({ summary: 'A classifier with its labels and versions' })
  @Answers(200, 'ClassifierDetail')
  @Refuses('unknown_classifier')
  async get(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Param('id', classifierId) id: string) {
    return this.classifiers.get(req.id, await this.access.resolve(req, false, query.tenant_id), id);
  }

  /** JSON `{ examples: [{ text, label }] }` or `text/csv` with a `text,label` header; the upload body limit applies. */
  @Post(':id/examples')
  @ApiOperation({ summary: 'Add examples (JSON, or a text/csv body with a `text,label` header); a bad row is 422 naming it and nothing is stored' })
  @ApiConsumes('application/json', 'text/csv')
  @ApiBody({
    schema: {
      oneOf: [
        { type: 'object', required: ['examples'], properties: { examples: { type: 'array', items: { type: 'object', required: ['text', 'label'], properties: { text: { type: 'string' }, label: { type: 'string' } } } } } },
        { type: 'string', description: 'text/csv: a `text,label` header, then one example a line' },
      ],
    },
  })
  @Answers(201, 'ExamplesAdded', { description: 'added' })
  @Refuses('forbidden', 'unknown_classifier', 'too_many_examples', 'classifier_archived', 'body_too_large', 'invalid_example')
  @RouteConfig(UPLOAD_ROUTE)
  async addExamples(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Param('id', classifierId) id: string, @Body() body: unknown) {
    const tenantId = await this.access.resolve(req, true, query.tenant_id);
    return this.classifiers.addExamples(req.id, tenantId, id, body);
  }

  @Get(':id/examples')
  @ApiOperation({ summary: 'The examples, a page at a time in upload order' })
  @Answers(200, 'ExamplePage')
  @Refuses('unknown_classifier')
  async listExamples(@Req() req: FastifyRequest, @Query() query: ExamplesQuery, @Param('id', classifierId) id: string) {
    return this.classifiers.listExamples(req.id, await this.access.resolve(req, false, query.tenant_id), id, query);
  }

  /** Deletes every example (versions already trained keep theirs). */
  @Delete(':id/examples')
  @ApiOperation({ summary: 'Delete every example (versions keep theirs)' })
  @Answers(200, 'ExamplesDeleted', { description: 'deleted' })
  @Refuses('forbidden', 'unknown_classifier')
  async deleteAllExamples(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Param('id', classifierId) id: string) {
    return this.classifiers.deleteExamples(req.id, await this.access.resolve(req, true, query.tenant_id), id, 'all');
  }

  @Delete(':id/examples/:example_id')
  @ApiOperation({ summary: 'Delete one example' })
  @Answers(204, undefined, { description: 'deleted' })
  @Refuses('forbidden', 'unknown_classifier', 'unknown_example')
  @HttpCode(204)
  async deleteExample(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Param('id', classifierId) id: string, @Param('example_id', exampleId) example: string): Promise<void> {
    await this.classifiers.deleteExamples(req.id, await this.access.resolve(req, true, query.tenant_id), id, [example]);
  }

  @Post(':id/versions')
  @ApiOperation({ summary: 'Train a new version from a snapshot of the current examples, in the background' })
  @Answers(202, 'ClassifierVersion', { description: 'queued' })
  @Refuses('forbidden', 'unknown_classifier', 'no_examples', 'classifier_archived')
  @HttpCode(202)
  async train(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Param('id', classifierId) id: string) {
    return this.classifiers.train(req.id, await this.access.resolve(req, true, query.tenant_id), id);
  }

  @Get(':id/versions/:version_id')
  @ApiOperation({ summary: "A version's status, progress and metrics" })
  @Answers(200, 'ClassifierVersion')
  @Refuses('unknown_classifier', 'unknown_version')
  async version(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Param('id', classifierId) id: string, @Param('version_id', versionId) version: string) {
    return this.classifiers.version(req.id, await this.access.resolve(req, false, query.tenant_id), id, version);
  }

  @Post(':id/publish')
  @ApiOperation({ summary: 'Serve a ready version from now on (an older one rolls back); one atomic switch' })
  @Answers(200, 'Classifier')
  @Refuses('forbidden', 'unknown_classifier', 'unknown_version', 'version_not_ready', 'body_too_large')
  @HttpCode(200)
  async publish(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Param('id', classifierId) id: string, @BodyOrEmpty() body: PublishBody) {
    const tenantId = await this.access.resolve(req, true, query.tenant_id);
    return this.classifiers.publish(req.id, tenantId, id, body.version_id);
  }

  @Post(':id/archive')
  @ApiOperation({ summary: 'Archive (classify then answers 410 `classifier archived`)' })
  @Answers(200, 'Classifier')
  @Refuses('forbidden', 'unknown_classifier')
  @HttpCode(200)
  async archive(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Param('id', classifierId) id: string) {
    return this.classifiers.setArchived(req.id, await this.access.resolve(req, true, query.tenant_id), id, true);
  }

  @Post(':id/unarchive')
  @ApiOperation({ summary: 'Unarchive' })
  @Answers(200, 'Classifier')
  @Refuses('forbidden', 'unknown_classifier')
  @HttpCode(200)
  async unarchive(@Req() req: FastifyRequest, @Query() query: TenantQuery, @Param('id', classifierId) id: string) {
    return this.classifiers.setArchived(req.id, await this.access.resolve(req, true, query.tenant_id), id, false);
  }
}
