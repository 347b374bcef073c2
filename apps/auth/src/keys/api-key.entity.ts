import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Tenant } from '../tenants/tenant.entity.js';

/** An API key: only its SHA-256 is stored (keys are 192 random bits, so a fast hash is enough). */
@Entity({ schema: 'auth', name: 'api_keys' })
export class ApiKey {
  @PrimaryColumn('uuid')
  id!: string;

  @Index('api_keys_tenant_idx')
  @Column('uuid', { name: 'tenant_id' })
  tenantId!: string;

  @ManyToOne(() => Tenant, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tenant_id', foreignKeyConstraintName: 'api_keys_tenant_id_fkey' })
  tenant?: Tenant;

  @Column('text')
  name!: string;

  /** The first characters of the key, shown in listings so a user can tell keys apart. */
  @Column('text')
  prefix!: string;

  @Index('api_keys_hash_uq', { unique: true })
  @Column('text', { name: 'key_hash' })
  keyHash!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'last_used_at', nullable: true })
  lastUsedAt!: Date | null;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;
}
