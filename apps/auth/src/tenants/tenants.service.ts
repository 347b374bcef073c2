import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuthEvents, type TenantView } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { OutboxRelay, recordEvent } from '@svc/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config.js';
import { bumpRevocationCounter } from '../keys/revocation-counter.js';
import { Tenant } from './tenant.entity.js';

/** Tenants as auth keeps them: a name and a rate limit (billing keeps their pool and wallet). */
@Injectable()
export class TenantsService {
  constructor(
    @InjectDataSource('auth') private readonly db: DataSource,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly outbox: OutboxRelay,
  ) {}

  /** A new tenant, in the caller's transaction (onboarding adds its owner or its first key beside it). */
  async insert(manager: EntityManager, id: string, name: string, rateLimit?: number): Promise<void> {
    await manager.getRepository(Tenant).insert({ id, name, rateLimit: rateLimit ?? null });
  }

  async get(id: string): Promise<TenantView> {
    const tenant = await this.db.getRepository(Tenant).findOneBy({ id });
    if (!tenant) throw new SvcError('unknown_tenant');
    return this.view(tenant);
  }

  async update(id: string, changes: { name?: string; rateLimit?: number }): Promise<TenantView> {
    const repo = this.db.getRepository(Tenant);
    const tenant = await repo.findOneBy({ id });
    if (!tenant) throw new SvcError('unknown_tenant');
    if (changes.name !== undefined) tenant.name = changes.name;
    if (changes.rateLimit !== undefined) tenant.rateLimit = changes.rateLimit;
    await this.db.transaction(async (manager) => {
      await manager.getRepository(Tenant).save(tenant);
      await recordEvent(manager, 'auth', AuthEvents.tenantChanged, { tenantId: id, revocationCounter: await bumpRevocationCounter(manager) });
    });
    this.outbox.nudge();
    return this.view(tenant);
  }

  private view(tenant: Tenant): TenantView {
    return { tenantId: tenant.id, name: tenant.name, rateLimit: tenant.rateLimit ?? this.config.defaultRateLimit };
  }
}
