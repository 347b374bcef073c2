import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Account } from '../accounts/account.entity.js';

export type LeaseState = 'open' | 'returning' | 'closed';

/**
 * A block of a tenant's budget granted to one gateway process (the lease path, docs/ARCHITECTURE.md): `granted`
 * pool calls (`included`, counted in the account's `pool_used` from the grant on) or wallet micro-units (`paid`,
 * taken from `wallet` at the grant). Each answered call the gateway spent is a posted ledger entry and adds to
 * `spent`; closing gives `granted - spent` back. `returning`: the gateway said it spent `final_spent` in all, and
 * the lease closes once that much is applied.
 */
@Entity({ schema: 'billing', name: 'leases' })
@Check('leases_tier_check', `tier IN ('included', 'paid')`)
@Check('leases_state_check', `state IN ('open', 'returning', 'closed')`)
@Check('leases_spent_check', `spent >= 0 AND spent <= granted`)
@Index('leases_open_idx', ['expiresAt'], { where: `state <> 'closed'` })
export class Lease {
  /** Made by billing.grant_lease (gen_random_uuid). */
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'leases_pkey' })
  id!: string;

  @Column('uuid', { name: 'tenant_id' })
  tenantId!: string;

  @ManyToOne(() => Account, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tenant_id', foreignKeyConstraintName: 'leases_tenant_id_fkey' })
  account?: Account;

  @Column('text', { name: 'gateway_id' })
  gatewayId!: string;

  @Column('text')
  tier!: 'included' | 'paid';

  @Column('char', { length: 7 })
  period!: string;

  @Column('bigint')
  granted!: string;

  @Column('bigint', { default: 0 })
  spent!: string;

  /** Answered calls charged from this lease. */
  @Column('integer', { default: 0 })
  calls!: number;

  @Column('text', { default: 'open' })
  state!: LeaseState;

  @Column('bigint', { name: 'final_spent', nullable: true })
  finalSpent!: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;

  @Column('timestamptz', { name: 'closed_at', nullable: true })
  closedAt!: Date | null;
}
