import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity.js';

/** A signed-in browser. Only the SHA-256 of the cookie's token is stored (256 random bits). */
@Entity({ schema: 'auth', name: 'sessions' })
export class Session {
  @PrimaryColumn('uuid')
  id!: string;

  @Index('sessions_user_idx')
  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @ManyToOne(() => User, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'sessions_user_id_fkey' })
  user?: User;

  @Index('sessions_token_hash_uq', { unique: true })
  @Column('text', { name: 'token_hash' })
  tokenHash!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;
}
