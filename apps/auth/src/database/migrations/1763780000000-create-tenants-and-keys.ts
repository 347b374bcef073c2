import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateTenantsAndKeys1763780000000 implements MigrationInterface {
  name = 'CreateTenantsAndKeys1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS auth`);
    await q.query(`CREATE TABLE auth.tenants (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      rate_limit integer CHECK (rate_limit > 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE auth.api_keys (
      id uuid PRIMARY KEY,
      tenant_id uuid NOT NULL REFERENCES auth.tenants(id) ON DELETE CASCADE,
      name text NOT NULL,
      prefix text NOT NULL,
      key_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    )`);
    await q.query(`CREATE UNIQUE INDEX api_keys_hash_uq ON auth.api_keys (key_hash)`);
    await q.query(`CREATE INDEX api_keys_tenant_idx ON auth.api_keys (tenant_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE auth.api_keys`);
    await q.query(`DROP TABLE auth.tenants`);
  }
}
