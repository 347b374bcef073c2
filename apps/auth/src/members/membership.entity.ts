import type { TenantRole } from '@svc/contracts';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Tenant } from '../tenants/tenant.entity.js';
import { User } from '../users/user.entity.js';

/** A user's role in a tenant. */
@Entity({ schema: 'auth', name: 'memberships' })
@Check('memberships_role_check', `role IN ('owner', 'admin', 'member')`)
export class Membership {
  @PrimaryColumn('uuid', { name: 'tenant_id' })
  tenantId!: string;

  @Index('memberships_user_idx')
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @ManyToOne(() => Tenant, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tenant_id', foreignKeyConstraintName: 'memberships_tenant_id_fkey' })
  tenant?: Tenant;

  @ManyToOne(() => User, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'memberships_user_id_fkey' })
  user?: User;

  @Column('text')
  role!: TenantRole;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
