import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The `classifier` schema: classifiers, their examples and versions (which are also the training jobs), and its outbox. */
export class CreateClassifiers1764100000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS classifier`);
    await q.query(`CREATE TABLE classifier.classifiers (
      id uuid NOT NULL,
      tenant_id uuid NOT NULL,
      name text NOT NULL,
      description text,
      published_version_id uuid,
      example_count integer NOT NULL DEFAULT 0,
      archived_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT classifiers_pkey PRIMARY KEY (id)
    )`);
    await q.query(`CREATE INDEX classifiers_tenant_idx ON classifier.classifiers (tenant_id)`);
    await q.query(`CREATE TABLE classifier.examples (
      seq bigserial NOT NULL,
      id uuid NOT NULL,
      classifier_id uuid NOT NULL,
      text text NOT NULL,
      label text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz,
      CONSTRAINT examples_pkey PRIMARY KEY (seq),
      CONSTRAINT examples_classifier_id_fkey FOREIGN KEY (classifier_id) REFERENCES classifier.classifiers (id) ON DELETE CASCADE
    )`);
    await q.query(`CREATE UNIQUE INDEX examples_id_uq ON classifier.examples (id)`);
    await q.query(`CREATE INDEX examples_classifier_seq_idx ON classifier.examples (classifier_id, seq)`);
    await q.query(`CREATE TABLE classifier.versions (
      id uuid NOT NULL,
      classifier_id uuid NOT NULL,
      number integer NOT NULL,
      status text NOT NULL,
      progress double precision NOT NULL DEFAULT 0,
      error text,
      metrics jsonb,
      weights bytea,
      examples_upto bigint NOT NULL,
      example_count integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz,
      lease_owner uuid,
      lease_expires_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      CONSTRAINT versions_pkey PRIMARY KEY (id),
      CONSTRAINT versions_classifier_id_fkey FOREIGN KEY (classifier_id) REFERENCES classifier.classifiers (id) ON DELETE CASCADE
    )`);
    await q.query(`CREATE UNIQUE INDEX versions_classifier_number_uq ON classifier.versions (classifier_id, number)`);
    await q.query(`CREATE INDEX versions_claim_idx ON classifier.versions (status, created_at)`);
    // Frozen here (as in auth's and billing's migrations): a later change of the outbox is a migration of its own.
    await q.query(`CREATE TABLE classifier.outbox (
      seq bigserial PRIMARY KEY,
      id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      subject text NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE classifier.outbox`);
    await q.query(`DROP TABLE classifier.versions`);
    await q.query(`DROP TABLE classifier.examples`);
    await q.query(`DROP TABLE classifier.classifiers`);
  }
}
