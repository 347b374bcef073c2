import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions, ensureDatabase } from '@svc/platform';
import { INFRA } from '@svc/testkit';
import { BILLING_SCHEMA } from '../src/database/billing-schema.js';

/**
 * apps/billing/src/ledger/sql holds the current definition of every function and trigger of the billing schema,
 * for review; the migrations that create them are frozen history. This proves the two say the same: a freshly
 * migrated database does not change when the files are applied on top of it.
 */
const SQL_DIR = fileURLToPath(new URL('../src/ledger/sql/', import.meta.url));
const files = readdirSync(SQL_DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((name) => ({ name, text: readFileSync(SQL_DIR + name, 'utf8') }));

const url = new URL(INFRA.databaseUrl);
url.pathname = `/svc_ledger_sql_${process.pid}`;
let client: pg.Client;

beforeAll(async () => {
  await ensureDatabase(url.toString());
  const ds = new DataSource(dataSourceOptions({ kind: 'postgres', url: url.toString(), poolSize: 1 }, BILLING_SCHEMA));
  await ds.initialize(); // runs the migrations
  await ds.destroy();
  client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  const admin = new pg.Client({ connectionString: INFRA.databaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${url.pathname.slice(1)}" WITH (FORCE)`);
  await admin.end();
});

/** Every function and trigger of the billing schema as PostgreSQL prints it back, whitespace runs made one space. */
async function catalogue(): Promise<Record<string, string>> {
  const { rows } = await client.query<{ name: string; def: string }>(`
    SELECT 'function ' || p.proname AS name, pg_get_functiondef(p.oid) AS def
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'billing'
    UNION ALL
    SELECT 'trigger ' || t.tgname, pg_get_triggerdef(t.oid)
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'billing' AND NOT t.tgisinternal`);
  return Object.fromEntries(rows.map((r) => [r.name, r.def.replace(/\s+/g, ' ').trim()]));
}

/** The catalogue after running `texts`, rolled back so the next check starts from the migrated database again. */
async function catalogueAfter(texts: string[]): Promise<Record<string, string>> {
  await client.query('BEGIN');
  try {
    for (const text of texts) await client.query(text);
    return await catalogue();
  } finally {
    await client.query('ROLLBACK');
  }
}

/** What the files define: `function take_hold`, `trigger ledger_entries_events`, ... */
function definedIn(text: string): string[] {
  return [...text.matchAll(/CREATE OR REPLACE (FUNCTION|TRIGGER) (?:billing\.)?(\w+)/g)].map((m) => `${m[1].toLowerCase()} ${m[2]}`);
}

describe('the ledger SQL files (real PostgreSQL)', () => {
  it('define every function and trigger the migrations create, one file each', async () => {
    const defined = files.flatMap((f) => definedIn(f.text));
    expect(defined.sort()).toEqual(Object.keys(await catalogue()).sort());
    expect(files.map((f) => f.name)).toContain('take-hold.sql');
  });

  it('are exactly what the migrations left: applying them changes no definition', async () => {
    const migrated = await catalogue();
    expect(await catalogueAfter(files.map((f) => f.text))).toEqual(migrated);
  });

  it('a file that drifted from the migrations is caught', async () => {
    const migrated = await catalogue();
    const takeHold = files.find((f) => f.name === 'take-hold.sql')!.text;
    const drifted = takeHold.replace(`'duplicate'::text`, `'replayed'::text`);
    expect(drifted).not.toBe(takeHold);
    const after = await catalogueAfter([drifted]);
    expect(after['function take_hold']).not.toBe(migrated['function take_hold']);
  });
});
