import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MemberView, TenantRole } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { DataSource, type EntityManager } from 'typeorm';
import { normalizeEmail } from '../users/password.util.js';
import { User } from '../users/user.entity.js';
import { Membership } from './membership.entity.js';

export const MANAGERS: readonly TenantRole[] = ['owner', 'admin'];
export const ANY_ROLE: readonly TenantRole[] = ['owner', 'admin', 'member'];

/**
 * Who may do what in a tenant. Owners and admins manage members and keys; only an owner grants, changes or
 * removes the owner role; a tenant always keeps one owner. A user outside the tenant learns nothing of it.
 */
@Injectable()
export class MembersService {
  constructor(@InjectDataSource('auth') private readonly db: DataSource) {}

  async requireRole(tenantId: string, userId: string, allowed: readonly TenantRole[], manager: EntityManager = this.db.manager): Promise<TenantRole> {
    const membership = await manager.getRepository(Membership).findOneBy({ tenantId, userId });
    if (!membership) throw new SvcError('unknown_tenant');
    if (!allowed.includes(membership.role)) throw new SvcError('forbidden');
    return membership.role;
  }

  /** The tenant a user acts on when it names none: the first it owns, else the first it joined. */
  async defaultTenant(userId: string): Promise<string> {
    const rows = await this.db.query<Array<{ tenant_id: string }>>(
      `SELECT tenant_id FROM auth.memberships WHERE user_id = $1 ORDER BY (role = 'owner') DESC, created_at, tenant_id LIMIT 1`,
      [userId],
    );
    if (!rows[0]) throw new SvcError('unknown_tenant');
    return rows[0].tenant_id;
  }

  async add(manager: EntityManager, tenantId: string, userId: string, role: TenantRole): Promise<void> {
    await manager.getRepository(Membership).insert({ tenantId, userId, role });
  }

  async list(actorUserId: string, tenantId: string): Promise<MemberView[]> {
    await this.requireRole(tenantId, actorUserId, ANY_ROLE);
    const rows = await this.db.query<Array<{ user_id: string; email: string; role: TenantRole }>>(
      `SELECT m.user_id, u.email, m.role FROM auth.memberships m JOIN auth.users u ON u.id = m.user_id
       WHERE m.tenant_id = $1 ORDER BY m.created_at, u.email`,
      [tenantId],
    );
    return rows.map((r) => ({ userId: r.user_id, email: r.email, role: r.role }));
  }

  async addByEmail(actorUserId: string, tenantId: string, email: string, role: TenantRole): Promise<MemberView> {
    return this.db.transaction(async (manager) => {
      const actorRole = await this.requireRole(tenantId, actorUserId, MANAGERS, manager);
      if (role === 'owner' && actorRole !== 'owner') throw new SvcError('forbidden');
      const user = await manager.getRepository(User).findOneBy({ email: normalizeEmail(email) });
      if (!user) throw new SvcError('unknown_user');
      if (await manager.getRepository(Membership).existsBy({ tenantId, userId: user.id })) throw new SvcError('already_member');
      await this.add(manager, tenantId, user.id, role);
      return { userId: user.id, email: user.email, role };
    });
  }

  async change(actorUserId: string, tenantId: string, userId: string, role: TenantRole): Promise<MemberView> {
    return this.db.transaction(async (manager) => {
      await this.lock(manager, tenantId);
      const actorRole = await this.requireRole(tenantId, actorUserId, MANAGERS, manager);
      const target = await this.target(manager, tenantId, userId);
      if ((role === 'owner' || target.role === 'owner') && actorRole !== 'owner') throw new SvcError('forbidden');
      if (target.role === 'owner' && role !== 'owner') await this.assertAnotherOwner(manager, tenantId, userId);
      await manager.getRepository(Membership).update({ tenantId, userId }, { role });
      const user = await manager.getRepository(User).findOneByOrFail({ id: userId });
      return { userId, email: user.email, role };
    });
  }

  /** Owners and admins remove members; anyone may leave; the last owner may do neither. */
  async remove(actorUserId: string, tenantId: string, userId: string): Promise<{ removed: true }> {
    return this.db.transaction(async (manager) => {
      const leaving = actorUserId === userId;
      await this.lock(manager, tenantId);
      const actorRole = await this.requireRole(tenantId, actorUserId, leaving ? ANY_ROLE : MANAGERS, manager);
      const target = await this.target(manager, tenantId, userId);
      if (!leaving && target.role === 'owner' && actorRole !== 'owner') throw new SvcError('forbidden');
      if (target.role === 'owner') await this.assertAnotherOwner(manager, tenantId, userId);
      await manager.getRepository(Membership).delete({ tenantId, userId });
      return { removed: true as const };
    });
  }

  /** Locks the tenant's memberships, so two owners demoting each other cannot leave it ownerless. */
  private async lock(manager: EntityManager, tenantId: string): Promise<void> {
    await manager.query(`SELECT 1 FROM auth.memberships WHERE tenant_id = $1 FOR UPDATE`, [tenantId]);
  }

  private async target(manager: EntityManager, tenantId: string, userId: string): Promise<Membership> {
    const target = await manager.getRepository(Membership).findOneBy({ tenantId, userId });
    if (!target) throw new SvcError('unknown_user');
    return target;
  }

  private async assertAnotherOwner(manager: EntityManager, tenantId: string, userId: string): Promise<void> {
    const rows = await manager.query<Array<{ n: string }>>(
      `SELECT count(*) AS n FROM auth.memberships WHERE tenant_id = $1 AND role = 'owner' AND user_id <> $2`,
      [tenantId, userId],
    );
    if (Number(rows[0]?.n ?? 0) === 0) throw new SvcError('last_owner');
  }
}
