import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { LoginBody, RegisterBody, ResetBody, ResetConfirmBody } from '@svc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SameOriginGuard } from '../session/same-origin.guard.js';
import { clearedSessionCookie } from '../session/session-cookie.js';
import { SessionGuard, type SignedIn as SignedInUser } from '../session/session.guard.js';
import { SignedIn } from '../session/signed-in.decorator.js';
import { Throttled } from './auth-throttle.guard.js';
import { AuthSurfaceService, type MeAnswer, type WithCookie } from './auth-surface.service.js';

/** The authentication surface (contract §5, §7.1; the routes themselves are ours: see the README). */
@Controller('auth')
@UseGuards(SameOriginGuard)
export class AuthSurfaceController {
  constructor(private readonly auth: AuthSurfaceService) {}

  @Post('register')
  @HttpCode(201)
  @Throttled('register')
  async register(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Body() body: RegisterBody): Promise<object> {
    return withCookie(reply, await this.auth.register(req, body));
  }

  @Post('login')
  @HttpCode(200)
  @Throttled('login')
  async login(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Body() body: LoginBody): Promise<object> {
    return withCookie(reply, await this.auth.login(req, body));
  }

  @Post('logout')
  @HttpCode(204)
  @UseGuards(SessionGuard)
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @SignedIn() signedIn: SignedInUser): Promise<void> {
    await this.auth.logout(req, signedIn);
    void reply.header('set-cookie', clearedSessionCookie(this.auth.isTls(req)));
  }

  @Post('reset')
  @HttpCode(202)
  @Throttled('reset')
  reset(@Req() req: FastifyRequest, @Body() body: ResetBody): Promise<{ accepted: true }> {
    return this.auth.requestReset(req, body);
  }

  @Post('reset/confirm')
  @HttpCode(204)
  @Throttled('reset-confirm')
  confirmReset(@Req() req: FastifyRequest, @Body() body: ResetConfirmBody): Promise<void> {
    return this.auth.confirmReset(req, body);
  }

  @Get('me')
  @UseGuards(SessionGuard)
  me(@Req() req: FastifyRequest, @SignedIn() signedIn: SignedInUser): Promise<MeAnswer> {
    return this.auth.me(req, signedIn);
  }
}

/** Puts the session cookie on the reply; the body is the answer. */
function withCookie<T>(reply: FastifyReply, answer: WithCookie<T>): T {
  void reply.header('set-cookie', answer.cookie);
  return answer.body;
}
