import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CreateKeyBody, KeysQuery } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { BodyOrEmpty } from '@svc/platform';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Answers, Refuses, SessionAuth } from '../openapi/decorators.js';
import type { FastifyRequest } from 'fastify';
import { SameOriginGuard } from '../session/same-origin.guard.js';
import { SessionGuard, type SignedIn as SignedInUser } from '../session/session.guard.js';
import { SignedIn } from '../session/signed-in.decorator.js';
import { KeysService, type KeyAnswer, type KeyListAnswer } from './keys.service.js';

const keyId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_key') });

/** A signed-in user's API keys: shown once when made, then only by name and prefix. */
@ApiTags('keys')
@SessionAuth()
@Refuses('not_authenticated')
@Controller('auth/keys')
@UseGuards(SameOriginGuard, SessionGuard)
export class KeysController {
  constructor(private readonly keys: KeysService) {}

  @Get()
  @ApiOperation({ summary: "The tenant's live keys (never the keys themselves); any member" })
  @Answers(200, 'KeyList')
  @Refuses('unknown_tenant', 'validation_failed')
  list(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Query() query: KeysQuery): Promise<KeyListAnswer> {
    return this.keys.list(req.id, user, query);
  }

  @Post()
  @ApiOperation({ summary: 'Issue a key (owner or admin); the key is shown in this answer only' })
  @Answers(201, 'Key')
  @Refuses('forbidden', 'cross_site_request', 'unknown_tenant', 'body_too_large', 'validation_failed')
  create(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @BodyOrEmpty() body: CreateKeyBody): Promise<KeyAnswer> {
    return this.keys.create(req.id, user, body);
  }

  @Post(':id/rotate')
  @ApiOperation({ summary: 'Replace a key by a new one of the same name (owner or admin); the old one answers 401 `invalid api key` at once, on every gateway' })
  @Answers(201, 'Key', { description: 'the new key' })
  @Refuses('forbidden', 'cross_site_request', 'unknown_key')
  rotate(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Param('id', keyId) id: string): Promise<KeyAnswer> {
    return this.keys.rotate(req.id, user, id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Revoke a key (owner or admin)' })
  @Answers(204, undefined, { description: 'revoked' })
  @Refuses('forbidden', 'cross_site_request', 'unknown_key')
  @HttpCode(204)
  revoke(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Param('id', keyId) id: string): Promise<void> {
    return this.keys.revoke(req.id, user, id);
  }
}
