import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity.js';

/** A one-time password-reset token: only its SHA-256 is stored; `used_at` set once it served. */
@Entity({ schema: 'auth', name: 'password_resets' })
export class PasswordReset {
  @PrimaryColumn('uuid')
  id!: string;

  @Index('password_resets_user_idx')
  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @ManyToOne(() => User, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'password_resets_user_id_fkey' })
  user?: User;

  @Index('password_resets_token_hash_uq', { unique: true })
  @Column('text', { name: 'token_hash' })
  tokenHash!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt!: Date | null;
}
