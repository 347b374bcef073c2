import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MeView, TenantRole } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { DataSource } from 'typeorm';
import { User } from './user.entity.js';

/** A signed-in user's view of itself, and an operator's removal of a user. */
@Injectable()
export class UsersService {
  constructor(@InjectDataSource('auth') private readonly db: DataSource) {}

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
