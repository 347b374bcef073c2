import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A person who signs in. The email is stored lower-cased; the password only as an argon2id hash. */
@Entity({ schema: 'auth', name: 'users' })
export class User {
  @PrimaryColumn('uuid')
  id!: string;

  @Index('users_email_uq', { unique: true })
  @Column('text')
  email!: string;

  @Column('text', { name: 'password_hash' })
  passwordHash!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
