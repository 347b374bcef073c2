import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AuthUserSubjects, validateContract, type IssuedSession, type RequestSubject } from '@svc/contracts';
import { LOGGER, ServiceBus, type Logger } from '@svc/platform';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { callService } from '../http/call-service.js';
import { withNewAccount } from '../http/with-new-account.js';
import { servedOverTls, sessionCookie } from '../session/session-cookie.js';
import type { SignedIn } from '../session/session.guard.js';
import { AUTH_HTTP_CONFIG, type AuthHttpConfig } from './auth-http.config.js';
import { AuthThrottle, type ThrottledAction } from './auth-throttle.js';
import { LoginBody, RegisterBody, ResetBody, ResetConfirmBody } from './auth.dto.js';
import { clientAddress } from './client-address.js';

/** An answer and the Set-Cookie that goes with it. */
export interface WithCookie<T> {
  body: T;
  cookie: string;
}

export interface MeAnswer {
  user_id: string;
  email: string;
  created_at: string;
  tenants: Array<{ tenant_id: string; name: string; role: string }>;
}

/** Sign-up, sign-in, sign-out, password reset: throttled, then a message or two to billing and auth. */
@Injectable()
export class AuthHttpService {
  constructor(
    private readonly bus: ServiceBus,
    private readonly throttle: AuthThrottle,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(AUTH_HTTP_CONFIG) private readonly authConfig: AuthHttpConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Billing first (as for an operator's tenant): the tenant's account with the default pool and wallet, then
   * the user, its tenant and a session in one auth transaction. A taken email or a short password is refused
   * before the account is opened.
   */
  async register(req: FastifyRequest, raw: unknown): Promise<WithCookie<{ user_id: string; email: string; tenant_id: string; tenant_name: string; expires_at: string }>> {
    const body = await this.throttled(req, 'register', raw, RegisterBody);
    await this.send(AuthUserSubjects.checkRegistration, { requestId: req.id, email: body.email, password: body.password });
    const tenantId = randomUUID();
    const tenantName = body.tenant_name ?? body.email;
    const created = await withNewAccount(this.bus, this.config.serviceTimeoutMs, this.logger, { requestId: req.id, tenantId }, () =>
      this.send(AuthUserSubjects.register, { requestId: req.id, tenantId, tenantName, email: body.email, password: body.password }),
    );
    return {
      body: { user_id: created.userId, email: created.email, tenant_id: created.tenantId, tenant_name: created.tenantName, expires_at: created.expiresAt },
      cookie: this.cookie(req, created),
    };
  }

  async login(req: FastifyRequest, raw: unknown): Promise<WithCookie<{ user_id: string; email: string; expires_at: string }>> {
    const body = await this.throttled(req, 'login', raw, LoginBody);
    const session = await this.send(AuthUserSubjects.login, { requestId: req.id, email: body.email, password: body.password });
    return { body: { user_id: session.userId, email: session.email, expires_at: session.expiresAt }, cookie: this.cookie(req, session) };
  }

  async logout(req: FastifyRequest, signedIn: SignedIn): Promise<void> {
    await this.send(AuthUserSubjects.endSession, { requestId: req.id, token: signedIn.token });
  }

  async requestReset(req: FastifyRequest, raw: unknown): Promise<void> {
    const body = await this.throttled(req, 'reset', raw, ResetBody);
    await this.send(AuthUserSubjects.requestReset, { requestId: req.id, email: body.email });
  }

  async confirmReset(req: FastifyRequest, raw: unknown): Promise<void> {
    const body = await this.throttled(req, 'reset-confirm', raw, ResetConfirmBody);
    await this.send(AuthUserSubjects.confirmReset, { requestId: req.id, token: body.token, password: body.password });
  }

  async me(req: FastifyRequest, signedIn: SignedIn): Promise<MeAnswer> {
    const me = await this.send(AuthUserSubjects.me, { requestId: req.id, userId: signedIn.userId });
    return { user_id: me.userId, email: me.email, created_at: me.createdAt, tenants: me.tenants.map((t) => ({ tenant_id: t.tenantId, name: t.name, role: t.role })) };
  }

  /** Operators: a user and everything that hangs on it (sessions, memberships); its tenants stay. */
  async deleteUser(requestId: string, userId: string): Promise<void> {
    await this.send(AuthUserSubjects.deleteUser, { requestId, userId });
  }

  isTls(req: FastifyRequest): boolean {
    return servedOverTls(req, this.authConfig.publicUrl);
  }

  /** Every attempt counts against the budgets before anything else happens, a malformed one too. */
  private async throttled<T extends object>(req: FastifyRequest, action: ThrottledAction, raw: unknown, cls: new () => T): Promise<T> {
    const email = typeof raw === 'object' && raw !== null ? (raw as { email?: unknown }).email : undefined;
    await this.throttle.check(action, clientAddress(req, this.authConfig.trustProxyHops), email);
    return validateContract(cls, raw);
  }

  private cookie(req: FastifyRequest, session: IssuedSession): string {
    return sessionCookie(session.sessionToken, new Date(session.expiresAt), this.isTls(req));
  }

  private send<TReq extends object, TRes>(subject: RequestSubject<TReq, TRes>, payload: TReq): Promise<TRes> {
    return callService(this.bus, subject, payload, this.config.serviceTimeoutMs);
  }
}
