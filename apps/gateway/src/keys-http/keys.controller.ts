import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req, UseGuards } from '@nestjs/common';
import { validateContract } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import type { FastifyRequest } from 'fastify';
import { SameOriginGuard } from '../session/same-origin.guard.js';
import { SessionGuard, type SignedIn as SignedInUser } from '../session/session.guard.js';
import { SignedIn } from '../session/signed-in.decorator.js';
import { CreateKeyBody, KeysQuery } from './account.dto.js';
import { AccountService, type KeyAnswer, type KeyListAnswer } from './account.service.js';

const keyId = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_key') });

/** A signed-in user's API keys: shown once when made, then only by name and prefix. */
@Controller('auth/keys')
@UseGuards(SameOriginGuard, SessionGuard)
export class KeysController {
  constructor(private readonly account: AccountService) {}

  @Get()
  list(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Query() query: unknown): Promise<KeyListAnswer> {
    return this.account.listKeys(req.id, user, validateContract(KeysQuery, query ?? {}, 'query').tenant_id);
  }

  @Post()
  create(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Body() body: unknown): Promise<KeyAnswer> {
    return this.account.createKey(req.id, user, validateContract(CreateKeyBody, body ?? {}));
  }

  @Post(':id/rotate')
  rotate(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Param('id', keyId) id: string): Promise<KeyAnswer> {
    return this.account.rotateKey(req.id, user, id);
  }

  @Delete(':id')
  @HttpCode(204)
  revoke(@Req() req: FastifyRequest, @SignedIn() user: SignedInUser, @Param('id', keyId) id: string): Promise<void> {
    return this.account.revokeKey(req.id, user, id);
  }
}
