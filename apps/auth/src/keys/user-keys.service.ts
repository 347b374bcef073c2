import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuthEvents, type CreatedKey, type KeyListView } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { OutboxRelay, recordEvent } from '@svc/platform';
import { DataSource, IsNull } from 'typeorm';
import { ANY_ROLE, MANAGERS, MembersService } from '../members/members.service.js';
import { ApiKey } from './api-key.entity.js';
import { ApiKeysService } from './api-keys.service.js';
import { bumpRevocationCounter } from './revocation-counter.js';

/** Keys managed by signed-in users: any member lists them, owners and admins issue, rotate and revoke them. */
@Injectable()
export class UserKeysService {
  constructor(
    @InjectDataSource('auth') private readonly db: DataSource,
    private readonly keys: ApiKeysService,
    private readonly members: MembersService,
    private readonly outbox: OutboxRelay,
  ) {}

  async list(actorUserId: string, tenantId?: string): Promise<KeyListView> {
    const tenant = await this.tenantFor(actorUserId, tenantId);
    await this.members.requireRole(tenant, actorUserId, ANY_ROLE);
    const keys = await this.db.getRepository(ApiKey).find({ where: { tenantId: tenant, revokedAt: IsNull() }, order: { createdAt: 'ASC', id: 'ASC' } });
    return {
      tenantId: tenant,
      keys: keys.map((k) => ({ keyId: k.id, name: k.name, prefix: k.prefix, createdAt: k.createdAt.toISOString(), lastUsedAt: k.lastUsedAt?.toISOString() ?? null })),
    };
  }

  async create(actorUserId: string, name: string, tenantId?: string): Promise<CreatedKey> {
    const tenant = await this.tenantFor(actorUserId, tenantId);
    await this.members.requireRole(tenant, actorUserId, MANAGERS);
    return { ...(await this.keys.issue(tenant, name)), tenantId: tenant, name };
  }

  /** The old key stops working the moment the new one exists (one transaction), and every gateway is told. */
  async rotate(actorUserId: string, keyId: string): Promise<CreatedKey> {
    const old = await this.managedKey(actorUserId, keyId);
    const issued = await this.db.transaction(async (manager) => {
      const revoked = await manager.getRepository(ApiKey).update({ id: old.id, revokedAt: IsNull() }, { revokedAt: new Date() });
      if (!revoked.affected) throw new SvcError('unknown_key');
      await recordEvent(manager, 'auth', AuthEvents.keyRevoked, { keyId: old.id, tenantId: old.tenantId, revocationCounter: await bumpRevocationCounter(manager) });
      return this.keys.issue(old.tenantId, old.name, manager);
    });
    // Gateways cache verified keys: they hear of the revocation before the caller is answered.
    await this.outbox.flush();
    return { ...issued, tenantId: old.tenantId, name: old.name };
  }

  async revoke(actorUserId: string, keyId: string): Promise<{ revoked: true }> {
    const key = await this.managedKey(actorUserId, keyId);
    return this.keys.revoke(key.tenantId, key.id);
  }

  /** A live key of a tenant the user manages; a key of another tenant is `unknown key`, as if it did not exist. */
  private async managedKey(actorUserId: string, keyId: string): Promise<ApiKey> {
    const key = await this.db.getRepository(ApiKey).findOneBy({ id: keyId, revokedAt: IsNull() });
    if (!key) throw new SvcError('unknown_key');
    try {
      await this.members.requireRole(key.tenantId, actorUserId, MANAGERS);
    } catch (error) {
      if (error instanceof SvcError && error.code === 'unknown_tenant') throw new SvcError('unknown_key');
      throw error;
    }
    return key;
  }

  private tenantFor(actorUserId: string, tenantId: string | undefined): Promise<string> {
    return tenantId ? Promise.resolve(tenantId) : this.members.defaultTenant(actorUserId);
  }
}
