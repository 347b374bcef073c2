import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A tenant's records settings and the counter its records' positions come from (its row lock orders inserts). */
@Entity({ schema: 'records', name: 'tenants' })
export class RecordsTenant {
  @PrimaryColumn('uuid', { name: 'tenant_id', primaryKeyConstraintName: 'tenants_pkey' })
  tenantId!: string;

  @Column('uuid', { name: 'default_classifier_id', nullable: true })
  defaultClassifierId!: string | null;

  /** Creates per second when the operator set a records bucket; null (the default): creates are not rate limited. */
  @Column('integer', { name: 'rate_limit', nullable: true })
  rateLimit!: number | null;

  @Column('bigint', { name: 'last_position', default: 0 })
  lastPosition!: string;
}
