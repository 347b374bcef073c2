import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { AUTH_SCHEMA } from '@svc/auth';
import { BILLING_SCHEMA } from '@svc/billing';
import { CLASSIFIER_SCHEMA } from '@svc/classifier';
import { dataSourceOptions, ensureDatabase, type ServiceSchema } from '@svc/platform';
import { INFRA } from '@svc/testkit';

const url = new URL(INFRA.databaseUrl);
url.pathname = `/svc_migrations_${process.pid}`;

afterAll(async () => {
  const admin = new pg.Client({ connectionString: INFRA.databaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${url.pathname.slice(1)}" WITH (FORCE)`);
  await admin.end();
});

describe.each<[string, ServiceSchema]>([
  ['auth', AUTH_SCHEMA],
  ['billing', BILLING_SCHEMA],
  ['classifier', CLASSIFIER_SCHEMA],
])('%s: migrations and entities agree (what `migration:generate --check` checks)', (_name, schema) => {
  it('leaves nothing for the schema builder to change after the migrations ran, and migrates down cleanly', async () => {
    await ensureDatabase(url.toString());
    const ds = new DataSource(dataSourceOptions({ kind: 'postgres', url: url.toString(), poolSize: 2 }, schema));
    await ds.initialize();
    try {
      const pending = await ds.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
      for (let i = 0; i < schema.migrations.length; i++) await ds.undoLastMigration();
      await ds.runMigrations();
    } finally {
      await ds.destroy();
    }
  });
});
