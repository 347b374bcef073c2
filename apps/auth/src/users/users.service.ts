import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { IssuedSession, MeView, RegisteredUser, RegisterUserRequest, TenantRole } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { DataSource, QueryFailedError } from 'typeorm';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config.js';
import { MembersService } from '../members/members.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { TenantsService } from '../tenants/tenants.service.js';
import { assertPasswordLength, hashPassword, normalizeEmail, verifyAgainstDecoy, verifyPassword } from './password.util.js';
import { User } from './user.entity.js';

@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource('auth') private readonly db: DataSource,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly tenants: TenantsService,
    private readonly members: MembersService,
    private readonly sessions: SessionsService,
  ) {}

  /** The user, the tenant it owns and its first session, in one transaction (billing opened the account first). */
  async register(m: RegisterUserRequest): Promise<RegisteredUser> {
    assertPasswordLength(m.password, this.config.passwordMinLength);
    const email = normalizeEmail(m.email);
    const passwordHash = await hashPassword(m.password);
    const id = randomUUID();
    try {
      return await this.db.transaction(async (manager) => {
        await manager.getRepository(User).insert({ id, email, passwordHash });
        await this.tenants.createBare(manager, m.tenantId, m.tenantName);
        await this.members.add(manager, m.tenantId, id, 'owner');
        const session = await this.sessions.open({ id, email }, manager);
        return { ...session, tenantId: m.tenantId, tenantName: m.tenantName };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_uq')) throw new SvcError('email_taken');
      throw error;
    }
  }

  async checkRegistration(email: string, password: string): Promise<{ ok: true }> {
    assertPasswordLength(password, this.config.passwordMinLength);
    if (await this.db.getRepository(User).existsBy({ email: normalizeEmail(email) })) throw new SvcError('email_taken');
    return { ok: true };
  }

  /** One answer for an unknown email and a wrong password, in the same time (the decoy costs a real check). */
  async login(emailGiven: string, password: string): Promise<IssuedSession> {
    const user = await this.db.getRepository(User).findOneBy({ email: normalizeEmail(emailGiven) });
    const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDecoy(password);
    if (!user || !ok) throw new SvcError('invalid_credentials');
    await this.sessions.sweepExpired(user.id);
    return this.sessions.open(user);
  }

  async me(userId: string): Promise<MeView> {
    const user = await this.db.getRepository(User).findOneBy({ id: userId });
    if (!user) throw new SvcError('not_authenticated');
    const tenants = await this.db.query<Array<{ tenant_id: string; name: string; role: TenantRole }>>(
      `SELECT t.id AS tenant_id, t.name, m.role FROM auth.memberships m JOIN auth.tenants t ON t.id = m.tenant_id
       WHERE m.user_id = $1 ORDER BY m.created_at, t.name`,
      [userId],
    );
    return {
      userId: user.id,
      email: user.email,
      createdAt: user.createdAt.toISOString(),
      tenants: tenants.map((t) => ({ tenantId: t.tenant_id, name: t.name, role: t.role })),
    };
  }

  /** Its sessions, memberships and reset tokens go with it (foreign keys cascade); its tenants stay. */
  async delete(userId: string): Promise<{ deleted: true }> {
    const result = await this.db.getRepository(User).delete({ id: userId });
    if (!result.affected) throw new SvcError('unknown_user');
    return { deleted: true };
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && (driverError.constraint === constraint || error.message.includes(constraint));
}
