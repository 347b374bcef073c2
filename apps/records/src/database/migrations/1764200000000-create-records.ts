import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The `records` schema: stored records, each tenant's records settings and position counter, and its outbox. */
export class CreateRecords1764200000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS records`);
    await q.query(`CREATE TABLE records.tenants (
      tenant_id uuid NOT NULL,
      default_classifier_id uuid,
      rate_limit integer,
      last_position bigint NOT NULL DEFAULT 0,
      CONSTRAINT tenants_pkey PRIMARY KEY (tenant_id)
    )`);
    await q.query(`CREATE TABLE records.records (
      id uuid NOT NULL,
      tenant_id uuid NOT NULL,
      position bigint NOT NULL,
      schema text NOT NULL,
      text text NOT NULL,
      record jsonb,
      label text,
      confidence double precision,
      classifier_id uuid,
      version_id uuid,
      status text NOT NULL,
      fallback_reason text,
      request_id text NOT NULL,
      billing_tier text,
      idempotency_key text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT records_pkey PRIMARY KEY (id)
    )`);
    await q.query(`CREATE UNIQUE INDEX records_tenant_position_uq ON records.records (tenant_id, position)`);
    await q.query(`CREATE UNIQUE INDEX records_tenant_idempotency_uq ON records.records (tenant_id, idempotency_key)`);
    await q.query(`CREATE INDEX records_tenant_request_idx ON records.records (tenant_id, request_id)`);
    // Frozen here (as in the other services' migrations): a later change of the outbox is a migration of its own.
    await q.query(`CREATE TABLE records.outbox (
      seq bigserial PRIMARY KEY,
      id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      subject text NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE records.outbox`);
    await q.query(`DROP TABLE records.records`);
    await q.query(`DROP TABLE records.tenants`);
  }
}
