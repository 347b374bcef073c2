import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuthEvents, type IssuedKey, type VerifiedKey } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { OutboxRelay, recordEvent } from '@svc/platform';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config.js';
import { Tenant } from '../tenants/tenant.entity.js';
import { ApiKey } from './api-key.entity.js';
import { bumpRevocationCounter } from './revocation-counter.js';
import { hashApiKey, isWellFormedKey, newApiKey } from './key-format.util.js';

/** `last_used_at` is written at most this often per key, so verification stays a read. */
const LAST_USED_RESOLUTION_MS = 60_000;

@Injectable()
export class ApiKeysService {
  constructor(
    @InjectDataSource('auth') private readonly db: DataSource,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly outbox: OutboxRelay,
  ) {}

  async verify(key: string): Promise<VerifiedKey> {
    if (!isWellFormedKey(key)) throw new SvcError('invalid_api_key');
    // The counter is read in the same statement (one snapshot): every revocation it counts is reflected here.
    const rows = await this.db.query<Array<{ id: string; tenant_id: string; last_used_at: Date | null; rate_limit: number | null; counter: string | number }>>(
      `SELECT k.id, k.tenant_id, k.last_used_at, t.rate_limit, (SELECT counter FROM auth.revocation_counter WHERE id = 1) AS counter
       FROM auth.api_keys k JOIN auth.tenants t ON t.id = k.tenant_id
       WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
      [hashApiKey(key)],
    );
    const row = rows[0];
    if (!row) throw new SvcError('invalid_api_key');
    if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > LAST_USED_RESOLUTION_MS) {
      await this.db.query(`UPDATE auth.api_keys SET last_used_at = now() WHERE id = $1`, [row.id]);
    }
    return { tenantId: row.tenant_id, keyId: row.id, rateLimit: row.rate_limit ?? this.config.defaultRateLimit, revocationCounter: Number(row.counter) };
  }

  /** An operator's new key for a tenant that must exist. */
  async issueFor(tenantId: string, name: string): Promise<IssuedKey> {
    if (!(await this.db.getRepository(Tenant).existsBy({ id: tenantId }))) throw new SvcError('unknown_tenant');
    return this.issue(tenantId, name);
  }

  /** A new key for the tenant; the only time the key itself is ever returned. */
  async issue(tenantId: string, name: string, manager: EntityManager = this.db.manager): Promise<IssuedKey> {
    const { key, prefix, hash } = newApiKey();
    const id = randomUUID();
    await manager.getRepository(ApiKey).insert({ id, tenantId, name, prefix, keyHash: hash });
    return { keyId: id, apiKey: key, prefix };
  }

  /** Revokes a key and tells every gateway at once (they cache verifications); revoking twice tells them twice. */
  async revoke(tenantId: string, keyId: string): Promise<{ revoked: true }> {
    await this.db.transaction(async (manager) => {
      const result = await manager.getRepository(ApiKey).update({ id: keyId, tenantId, revokedAt: IsNull() }, { revokedAt: new Date() });
      if (!result.affected) {
        const exists = await manager.getRepository(ApiKey).existsBy({ id: keyId, tenantId });
        if (!exists) throw new SvcError('unknown_key');
      }
      await recordEvent(manager, 'auth', AuthEvents.keyRevoked, { keyId, tenantId, revocationCounter: await bumpRevocationCounter(manager) });
    });
    // Gateways cache verified keys: they hear of the revocation before the caller is answered.
    await this.outbox.flush();
    return { revoked: true };
  }
}
