import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RegisteredUser, RegisterBody, RegisterUserRequest } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { DataSource, QueryFailedError } from 'typeorm';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config.js';
import { MembersService } from '../members/members.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { TenantsService } from '../tenants/tenants.service.js';
import { assertPasswordLength, hashPassword, normalizeEmail } from '../users/password.util.js';
import { User } from '../users/user.entity.js';

/** A person signs up: a user, the tenant it owns and its first session, all or nothing. */
@Injectable()
export class RegistrationService {
  constructor(
    @InjectDataSource('auth') private readonly db: DataSource,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly tenants: TenantsService,
    private readonly members: MembersService,
    private readonly sessions: SessionsService,
  ) {}

  /** Asked before the gateway opens the tenant's billing account: a taken email or a short password ends it here. */
  async check(body: RegisterBody): Promise<{ ok: true }> {
    assertPasswordLength(body.password, this.config.passwordMinLength);
    if (await this.db.getRepository(User).existsBy({ email: normalizeEmail(body.email) })) throw new SvcError('email_taken');
    return { ok: true };
  }

  /** One transaction (billing opened the account first); the tenant is named after the email unless named. */
  async register({ body, tenantId }: RegisterUserRequest): Promise<RegisteredUser> {
    assertPasswordLength(body.password, this.config.passwordMinLength);
    const email = normalizeEmail(body.email);
    const tenantName = body.tenant_name ?? body.email;
    const passwordHash = await hashPassword(body.password);
    const id = randomUUID();
    try {
      return await this.db.transaction(async (manager) => {
        await manager.getRepository(User).insert({ id, email, passwordHash });
        await this.tenants.insert(manager, tenantId, tenantName);
        await this.members.add(manager, tenantId, id, 'owner');
        const session = await this.sessions.open({ id, email }, manager);
        return { ...session, tenantId, tenantName };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_uq')) throw new SvcError('email_taken');
      throw error;
    }
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && (driverError.constraint === constraint || error.message.includes(constraint));
}
