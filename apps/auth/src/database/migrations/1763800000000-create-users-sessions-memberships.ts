import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsersSessionsMemberships1763800000000 implements MigrationInterface {
  name = 'CreateUsersSessionsMemberships1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE auth.users (
      id uuid PRIMARY KEY,
      email text NOT NULL,
      password_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX users_email_uq ON auth.users (email)`);
    await q.query(`CREATE TABLE auth.memberships (
      tenant_id uuid NOT NULL,
      user_id uuid NOT NULL,
      role text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, user_id),
      CONSTRAINT memberships_role_check CHECK (role IN ('owner', 'admin', 'member')),
      CONSTRAINT memberships_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES auth.tenants(id) ON DELETE CASCADE,
      CONSTRAINT memberships_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX memberships_user_idx ON auth.memberships (user_id)`);
    await q.query(`CREATE TABLE auth.sessions (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL CONSTRAINT sessions_user_id_fkey REFERENCES auth.users(id) ON DELETE CASCADE,
      token_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE UNIQUE INDEX sessions_token_hash_uq ON auth.sessions (token_hash)`);
    await q.query(`CREATE INDEX sessions_user_idx ON auth.sessions (user_id)`);
    await q.query(`CREATE TABLE auth.password_resets (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL CONSTRAINT password_resets_user_id_fkey REFERENCES auth.users(id) ON DELETE CASCADE,
      token_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`);
    await q.query(`CREATE UNIQUE INDEX password_resets_token_hash_uq ON auth.password_resets (token_hash)`);
    await q.query(`CREATE INDEX password_resets_user_idx ON auth.password_resets (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE auth.password_resets`);
    await q.query(`DROP TABLE auth.sessions`);
    await q.query(`DROP TABLE auth.memberships`);
    await q.query(`DROP TABLE auth.users`);
  }
}
