import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** A tenant's money: this month's included pool and a prepaid wallet in integer micro-units. */
@Entity({ schema: 'billing', name: 'accounts' })
@Check('accounts_included_pool_check', `included_pool >= 0`)
@Check('accounts_pool_used_check', `pool_used >= 0`)
@Check('accounts_wallet_check', `wallet >= 0`)
@Check('accounts_wallet_safe_check', `wallet <= 9007199254740991`)
export class Account {
  @PrimaryColumn('uuid', { name: 'tenant_id' })
  tenantId!: string;

  @Column('integer', { name: 'included_pool' })
  includedPool!: number;

  /** Calendar month (UTC) `pool_used` counts for, `YYYY-MM`; a new month starts the pool over. */
  @Column('char', { name: 'pool_period', length: 7 })
  poolPeriod!: string;

  @Column('integer', { name: 'pool_used', default: 0 })
  poolUsed!: number;

  @Column('bigint', { name: 'wallet', default: 0, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  wallet!: number;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
