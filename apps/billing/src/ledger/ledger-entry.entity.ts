import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Account } from '../accounts/account.entity.js';

export type EntryKind = 'hold' | 'topup' | 'adjustment';
export type EntryState = 'held' | 'posted' | 'released';

/**
 * One movement of money or pool. A hold is taken before a call and settled exactly once (posted or released);
 * a top-up (credit) or an operator's adjustment (debit) is posted at once. `(tenant_id, kind, request_id)` is unique: a replay never moves money twice.
 */
@Entity({ schema: 'billing', name: 'ledger_entries' })
@Check('ledger_entries_kind_check', `kind IN ('hold', 'topup', 'adjustment')`)
@Check('ledger_entries_tier_check', `tier IN ('included', 'paid')`)
@Check('ledger_entries_amount_check', `amount >= 0`)
@Check('ledger_entries_state_check', `state IN ('held', 'posted', 'released')`)
@Index('ledger_entries_request_uq', ['tenantId', 'kind', 'requestId'], { unique: true })
@Index('ledger_entries_open_holds_idx', ['expiresAt'], { where: `state = 'held'` })
@Index('ledger_entries_tenant_time_idx', ['tenantId', 'createdAt', 'id'])
export class LedgerEntry {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Column('uuid', { name: 'tenant_id' })
  tenantId!: string;

  /** No foreign key: checked row by row it cost more than it guarded (migration 1764800000000 says why). */
  @ManyToOne(() => Account, { nullable: false, createForeignKeyConstraints: false })
  @JoinColumn({ name: 'tenant_id' })
  account?: Account;

  @Column('text', { name: 'request_id' })
  requestId!: string;

  @Column('text')
  kind!: EntryKind;

  /** For a hold: `included` (one pool call) or `paid` (the wallet, `amount` micro-units). */
  @Column('text', { nullable: true })
  tier!: 'included' | 'paid' | null;

  @Column('bigint', { transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  amount!: number;

  @Column('text', { nullable: true })
  product!: string | null;

  @Column('char', { length: 7 })
  period!: string;

  @Column('text')
  state!: EntryState;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'settled_at', nullable: true })
  settledAt!: Date | null;

  @Column('timestamptz', { name: 'expires_at', nullable: true })
  expiresAt!: Date | null;
}
