import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AuthUserSubjects, type IssuedSession, type LoginBody, type RegisterBody, type ResetBody, type ResetConfirmBody } from '@svc/contracts';
import type { FastifyRequest } from 'fastify';
import { BillingAccounts } from '../billing-account/billing-accounts.service.js';
import { ServiceClient } from '../bus/service-client.js';
import { AUTH_HTTP_CONFIG, type AuthHttpConfig } from '../config/auth-http.config.js';
import { servedOverTls, sessionCookie } from '../session/session-cookie.js';
import type { SignedIn } from '../session/session.guard.js';

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

/** Sign-up, sign-in, sign-out, password reset: a message or two to billing and auth (the throttle came first). */
@Injectable()
export class AuthSurfaceService {
  constructor(
    private readonly services: ServiceClient,
    private readonly accounts: BillingAccounts,
    @Inject(AUTH_HTTP_CONFIG) private readonly config: AuthHttpConfig,
  ) {}

  /**
   * Billing first (as for an operator's tenant): the tenant's billing account with the default pool and wallet,
   * then the user, its tenant and a session in one auth transaction. A taken email or a short password is
   * refused before the account is opened.
   */
  async register(req: FastifyRequest, body: RegisterBody): Promise<WithCookie<{ user_id: string; email: string; tenant_id: string; tenant_name: string; expires_at: string }>> {
    await this.services.request(AuthUserSubjects.checkRegistration, { requestId: req.id, body });
    const tenantId = randomUUID();
    const created = await this.accounts.openFor({ requestId: req.id, tenantId }, () => this.services.request(AuthUserSubjects.register, { requestId: req.id, tenantId, body }));
    return {
      body: { user_id: created.userId, email: created.email, tenant_id: created.tenantId, tenant_name: created.tenantName, expires_at: created.expiresAt },
      cookie: this.cookie(req, created),
    };
  }

  async login(req: FastifyRequest, body: LoginBody): Promise<WithCookie<{ user_id: string; email: string; expires_at: string }>> {
    const session = await this.services.request(AuthUserSubjects.login, { requestId: req.id, body });
    return { body: { user_id: session.userId, email: session.email, expires_at: session.expiresAt }, cookie: this.cookie(req, session) };
  }

  async logout(req: FastifyRequest, signedIn: SignedIn): Promise<void> {
    await this.services.request(AuthUserSubjects.endSession, { requestId: req.id, token: signedIn.token });
  }

  /** Accepted whether or not the email belongs to a user (auth answers before it looks). */
  async requestReset(req: FastifyRequest, body: ResetBody): Promise<{ accepted: true }> {
    await this.services.request(AuthUserSubjects.requestReset, { requestId: req.id, body });
    return { accepted: true };
  }

  async confirmReset(req: FastifyRequest, body: ResetConfirmBody): Promise<void> {
    await this.services.request(AuthUserSubjects.confirmReset, { requestId: req.id, body });
  }

  async me(req: FastifyRequest, signedIn: SignedIn): Promise<MeAnswer> {
    const me = await this.services.request(AuthUserSubjects.me, { requestId: req.id, userId: signedIn.userId });
    return { user_id: me.userId, email: me.email, created_at: me.createdAt, tenants: me.tenants.map((t) => ({ tenant_id: t.tenantId, name: t.name, role: t.role })) };
  }

  isTls(req: FastifyRequest): boolean {
    return servedOverTls(req, this.config.publicUrl);
  }

  private cookie(req: FastifyRequest, session: IssuedSession): string {
    return sessionCookie(session.sessionToken, new Date(session.expiresAt), this.isTls(req));
  }
}
