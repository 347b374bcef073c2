import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { ClassifierMetricsView, VersionStatus } from '@svc/contracts';
import { Classifier } from '../classifiers/classifier.entity.js';

/**
 * A trained (or training) model of a classifier. It is also the training job: the runner that claims it holds a
 * lease (`lease_owner`, `lease_expires_at`) it renews while it trains; a lease that ran out means its process
 * died, and another runner claims the job again.
 */
@Entity({ schema: 'classifier', name: 'versions' })
@Index('versions_classifier_number_uq', ['classifierId', 'number'], { unique: true })
@Index('versions_claim_idx', ['status', 'createdAt'])
export class Version {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'versions_pkey' })
  id!: string;

  @Column('uuid', { name: 'classifier_id' })
  classifierId!: string;

  @ManyToOne(() => Classifier, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'classifier_id', foreignKeyConstraintName: 'versions_classifier_id_fkey' })
  classifier?: Classifier;

  /** 1, 2, … per classifier, for people. */
  @Column('integer')
  number!: number;

  @Column('text')
  status!: VersionStatus;

  @Column('double precision', { default: 0 })
  progress!: number;

  @Column('text', { nullable: true })
  error!: string | null;

  @Column('jsonb', { nullable: true })
  metrics!: ClassifierMetricsView | null;

  @Column('bytea', { nullable: true })
  weights!: Buffer | null;

  /** The snapshot: examples up to this `seq`, less those deleted before `created_at`. */
  @Column('bigint', { name: 'examples_upto' })
  examplesUpto!: string;

  @Column('integer', { name: 'example_count' })
  exampleCount!: number;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'started_at', nullable: true })
  startedAt!: Date | null;

  @Column('timestamptz', { name: 'finished_at', nullable: true })
  finishedAt!: Date | null;

  @Column('uuid', { name: 'lease_owner', nullable: true })
  leaseOwner!: string | null;

  @Column('timestamptz', { name: 'lease_expires_at', nullable: true })
  leaseExpiresAt!: Date | null;

  /** Claims so far: a job whose process keeps dying is failed after a few. */
  @Column('integer', { default: 0 })
  attempts!: number;
}
