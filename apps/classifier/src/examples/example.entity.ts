import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Classifier } from '../classifiers/classifier.entity.js';

/**
 * A labelled text. `seq` orders uploads: a version trains on the examples with `seq <= examples_upto` that were
 * not deleted before it was made, so deleting is soft (`deleted_at`) and later uploads never change a version.
 */
@Entity({ schema: 'classifier', name: 'examples' })
@Index('examples_classifier_seq_idx', ['classifierId', 'seq'])
export class Example {
  @PrimaryGeneratedColumn('increment', { type: 'bigint', primaryKeyConstraintName: 'examples_pkey' })
  seq!: string;

  @Index('examples_id_uq', { unique: true })
  @Column('uuid')
  id!: string;

  @Column('uuid', { name: 'classifier_id' })
  classifierId!: string;

  @ManyToOne(() => Classifier, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'classifier_id', foreignKeyConstraintName: 'examples_classifier_id_fkey' })
  classifier?: Classifier;

  @Column('text')
  text!: string;

  @Column('text')
  label!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'deleted_at', nullable: true })
  deletedAt!: Date | null;
}
