import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { RecordStatus } from '@svc/contracts';

/** One stored record. Deleting it removes the row, text and all. */
@Entity({ schema: 'records', name: 'records' })
@Index('records_tenant_position_uq', ['tenantId', 'position'], { unique: true })
@Index('records_tenant_idempotency_uq', ['tenantId', 'idempotencyKey'], { unique: true })
@Index('records_tenant_request_idx', ['tenantId', 'requestId'])
export class StoredRecord {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'records_pkey' })
  id!: string;

  @Column('uuid', { name: 'tenant_id' })
  tenantId!: string;

  /**
   * The record's place in its tenant's sequence (1, 2, 3 …), taken under the tenant's row lock in the insert's
   * transaction, so positions are given in commit order: the list's cursor counts on it.
   */
  @Column('bigint')
  position!: string;

  @Column('text')
  schema!: string;

  @Column('text')
  text!: string;

  @Column('jsonb', { nullable: true })
  record!: object | null;

  @Column('text', { nullable: true })
  label!: string | null;

  @Column('double precision', { nullable: true })
  confidence!: number | null;

  @Column('uuid', { name: 'classifier_id', nullable: true })
  classifierId!: string | null;

  @Column('uuid', { name: 'version_id', nullable: true })
  versionId!: string | null;

  @Column('text')
  status!: RecordStatus;

  @Column('text', { name: 'fallback_reason', nullable: true })
  fallbackReason!: string | null;

  @Column('text', { name: 'request_id' })
  requestId!: string;

  @Column('text', { name: 'billing_tier', nullable: true })
  billingTier!: 'included' | 'paid' | null;

  @Column('text', { name: 'idempotency_key', nullable: true })
  idempotencyKey!: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
