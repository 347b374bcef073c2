import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CreateKeyBody, KeysQuery } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { BodyOrEmpty } from '@svc/platform';
import type { FastifyRequest } from 'fastify';
import { SameOriginGuard } from '../session/same-origin.guard.js';
import { SessionGuard, type SignedIn as SignedInUser } from '../session/session.guard.js';
import { SignedIn } from '../session/signed-in.decorator.js';
import { KeysService, type KeyAnswer, type KeyListAnswer } from './keys.service.js';

const keyId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_key') });

/** A signed-in user's API keys: shown once when made, then only by name and prefix. */
@Controller('auth/keys')
@UseGuards(SameOriginGuard, SessionGuard)
export class KeysController {
  constructor(private readonly keys: KeysService) {}

  @Get()
  list(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Query() query: KeysQuery): Promise<KeyListAnswer> {
    return this.keys.list(req.id, user, query);
  }

  @Post()
  create(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @BodyOrEmpty() body: CreateKeyBody): Promise<KeyAnswer> {
    return this.keys.create(req.id, user, body);
  }

  @Post(':id/rotate')
  rotate(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Param('id', keyId) id: string): Promise<KeyAnswer> {
    return this.keys.rotate(req.id, user, id);
  }

  @Delete(':id')
  @HttpCode(204)
  revoke(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Param('id', keyId) id: string): Promise<void> {
    return this.keys.revoke(req.id, user, id);
  }
}
