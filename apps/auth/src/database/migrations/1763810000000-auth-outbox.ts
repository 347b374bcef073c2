import type { MigrationInterface, QueryRunner } from 'typeorm';

/** `auth.outbox`: key, tenant and password-reset events, written in the transaction of their change. */
export class AuthOutbox1763810000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE auth.outbox (
      seq bigserial PRIMARY KEY,
      id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      subject text NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE auth.outbox`);
  }
}
