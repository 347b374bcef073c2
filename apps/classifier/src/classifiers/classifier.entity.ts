import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A tenant's classifier: its examples and versions hang off it; classify serves `publishedVersionId`. */
@Entity({ schema: 'classifier', name: 'classifiers' })
export class Classifier {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'classifiers_pkey' })
  id!: string;

  @Index('classifiers_tenant_idx')
  @Column('uuid', { name: 'tenant_id' })
  tenantId!: string;

  @Column('text')
  name!: string;

  @Column('text', { nullable: true })
  description!: string | null;

  /** Switched by one UPDATE (publish, rollback): classify answers from the old version until it changes. */
  @Column('uuid', { name: 'published_version_id', nullable: true })
  publishedVersionId!: string | null;

  /** Live examples, kept in the transaction of every upload and delete (the cap is checked against it). */
  @Column('integer', { name: 'example_count', default: 0 })
  exampleCount!: number;

  @Column('timestamptz', { name: 'archived_at', nullable: true })
  archivedAt!: Date | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
