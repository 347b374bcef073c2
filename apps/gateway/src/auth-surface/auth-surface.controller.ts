import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { LoginBody, RegisterBody, ResetBody, ResetConfirmBody } from '@svc/contracts';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Answers, Refuses, SessionAuth, SETS_SESSION } from '../openapi/decorators.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SameOriginGuard } from '../session/same-origin.guard.js';
import { clearedSessionCookie } from '../session/session-cookie.js';
import { SessionGuard, type SignedIn as SignedInUser } from '../session/session.guard.js';
import { SignedIn } from '../session/signed-in.decorator.js';
import { Throttled } from './auth-throttle.guard.js';
import { AuthSurfaceService, type MeAnswer, type WithCookie } from './auth-surface.service.js';

/** The authentication surface (contract §5, §7.1; the routes themselves are ours: see the README). */
@ApiTags('auth')
@Controller('auth')
@UseGuards(SameOriginGuard)
export class AuthSurfaceController {
  constructor(private readonly auth: AuthSurfaceService) {}

  @Post('register')
  @ApiOperation({ summary: 'Create a user, a tenant it owns (default pool, empty wallet) and a session' })
  @Answers(201, 'Registered', { description: 'registered and signed in', headers: SETS_SESSION })
  @Refuses('cross_site_request', 'email_taken', 'body_too_large', 'validation_failed', 'too_many_requests')
  @HttpCode(201)
  @Throttled('register')
  async register(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Body() body: RegisterBody): Promise<object> {
    return withCookie(reply, await this.auth.register(req, body));
  }

  @Post('login')
  @ApiOperation({ summary: 'Sign in' })
  @Answers(200, 'Session', { description: 'signed in', headers: SETS_SESSION })
  @Refuses('invalid_credentials', 'cross_site_request', 'body_too_large', 'validation_failed', 'too_many_requests')
  @HttpCode(200)
  @Throttled('login')
  async login(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Body() body: LoginBody): Promise<object> {
    return withCookie(reply, await this.auth.login(req, body));
  }

  @Post('logout')
  @ApiOperation({ summary: 'End the session on the server and clear the cookie' })
  @SessionAuth()
  @Answers(204, undefined, { description: 'signed out' })
  @Refuses('not_authenticated', 'cross_site_request')
  @HttpCode(204)
  @UseGuards(SessionGuard)
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @SignedIn() signedIn: SignedInUser): Promise<void> {
    await this.auth.logout(req, signedIn);
    void reply.header('set-cookie', clearedSessionCookie(this.auth.isTls(req)));
  }

  @Post('reset')
  @ApiOperation({
    summary: 'Ask for a password-reset link',
    description:
      'Always 202, in the same time, whether or not the email has an account. For an account a one-time token (SVC_RESET_TOKEN_TTL_SECONDS) is made and ' +
      'the event `svc.auth.password.reset-requested.v1` is published on NATS for the mailing team; embedded mode prints the link in the log.',
  })
  @Answers(202, 'ResetAccepted', { description: 'accepted' })
  @Refuses('cross_site_request', 'body_too_large', 'validation_failed', 'too_many_requests')
  @HttpCode(202)
  @Throttled('reset')
  reset(@Req() req: FastifyRequest, @Body() body: ResetBody): Promise<{ accepted: true }> {
    return this.auth.requestReset(req, body);
  }

  @Post('reset/confirm')
  @ApiOperation({ summary: 'Set a new password with the token; every session of the user ends' })
  @Answers(204, undefined, { description: 'password changed' })
  @Refuses('reset_token_invalid', 'cross_site_request', 'reset_token_used', 'reset_token_expired', 'body_too_large', 'validation_failed', 'too_many_requests')
  @HttpCode(204)
  @Throttled('reset-confirm')
  confirmReset(@Req() req: FastifyRequest, @Body() body: ResetConfirmBody): Promise<void> {
    return this.auth.confirmReset(req, body);
  }

  @Get('me')
  @ApiOperation({ summary: 'The signed-in user, its tenants and roles' })
  @SessionAuth()
  @Answers(200, 'Me')
  @Refuses('not_authenticated')
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
