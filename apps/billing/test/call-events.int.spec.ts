import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { closePglite, dataSourceOptions, ensureDatabase, type DatabaseTarget, type SessionSettings } from '@svc/platform';
import { INFRA } from '@svc/testkit';
import { billingSessionSettings } from '../src/config/billing.config.js';
import { BILLING_SCHEMA } from '../src/database/billing-schema.js';

/**
 * SVC_CALL_EVENTS (ledger/sql/ledger-event.sql): with the billing session's `svc.call_events` off, the ledger's
 * triggers write no per-call event into the outbox, on either path a call is charged (a settled hold, a lease's
 * spend), while top-ups still write theirs; by default every event is written. On real PostgreSQL (the setting
 * travels in the connection's startup options) and on PGlite (embedded mode, set on its one session).
 */
const url = new URL(INFRA.databaseUrl);
url.pathname = `/svc_call_events_${process.pid}`;
const pgliteDir = mkdtempSync(join(tmpdir(), 'svc-call-events-'));
const opened: DataSource[] = [];

afterAll(async () => {
  for (const ds of opened) if (ds.isInitialized) await ds.destroy();
  await closePglite();
  rmSync(pgliteDir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: INFRA.databaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${url.pathname.slice(1)}" WITH (FORCE)`);
  await admin.end();
});

async function billingDb(target: DatabaseTarget, settings: SessionSettings): Promise<DataSource> {
  const ds = new DataSource(dataSourceOptions(target, BILLING_SCHEMA, settings));
  opened.push(ds);
  await ds.initialize(); // runs the migrations
  return ds;
}

/** Charges a call each way (a hold posted, a hold released, a lease's spend) and tops the wallet up; returns the outbox's subjects for the tenant. */
async function chargeAndTopUp(ds: DataSource): Promise<string[]> {
  const tenant = randomUUID();
  const period = new Date().toISOString().slice(0, 7);
  await ds.query(`INSERT INTO billing.accounts (tenant_id, included_pool, pool_period, wallet) VALUES ($1, 100, $2, 0)`, [tenant, period]);
  await ds.query(`SELECT * FROM billing.take_hold($1, 'posted-call', 'svc-small-json/grade', $2, 1000, 60)`, [tenant, period]);
  await ds.query(`SELECT billing.settle_hold($1, 'posted-call', 'posted')`, [tenant]);
  await ds.query(`SELECT * FROM billing.take_hold($1, 'released-call', 'svc-small-json/grade', $2, 1000, 60)`, [tenant, period]);
  await ds.query(`SELECT billing.settle_hold($1, 'released-call', 'released')`, [tenant]);
  const [lease] = await ds.query<Array<{ lease_id: string }>>(`SELECT * FROM billing.grant_lease($1, 'gw-1', $2, 16, 1000, 1, 60000)`, [tenant, period]);
  await ds.query(`SELECT * FROM billing.apply_spends($1::jsonb)`, [JSON.stringify([{ lease_id: lease.lease_id, request_id: 'spent-call', product: 'svc-small-json/grade', amount: 1000 }])]);
  await ds.query(`SELECT billing.top_up($1, 'topup-1', 5000, $2)`, [tenant, period]);
  // Every call was charged as asked, whether or not its event was written.
  const ledger = await ds.query<Array<{ request_id: string; state: string }>>(`SELECT request_id, state FROM billing.ledger_entries WHERE tenant_id = $1 ORDER BY request_id`, [tenant]);
  expect(ledger.map((e) => `${e.request_id} ${e.state}`)).toEqual(['posted-call posted', 'released-call released', 'spent-call posted', 'topup-1 posted']);
  // One subject per event: a row whose payload is an array (the calls one statement inserted posted) holds one per item.
  const rows = await ds.query<Array<{ subject: string }>>(
    `SELECT o.subject FROM billing.outbox o
       CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(o.payload) = 'array' THEN o.payload ELSE jsonb_build_array(o.payload) END) e
       WHERE e->>'tenantId' = $1 ORDER BY o.seq`,
    [tenant],
  );
  return rows.map((r) => r.subject);
}

describe('SVC_CALL_EVENTS: the per-call events in the ledger', () => {
  it('is written by default and left out when off; top-ups are written either way (real PostgreSQL)', async () => {
    await ensureDatabase(url.toString());
    const target: DatabaseTarget = { kind: 'postgres', url: url.toString(), poolSize: 2 };
    const all = await billingDb(target, billingSessionSettings({ callEvents: undefined }, false));
    expect(await chargeAndTopUp(all)).toEqual([
      'svc.billing.call.posted.v1',
      'svc.billing.call.released.v1',
      'svc.billing.call.posted.v1',
      'svc.billing.wallet.topped-up.v1',
    ]);
    const off = await billingDb(target, billingSessionSettings({ callEvents: false }, false));
    expect(await chargeAndTopUp(off)).toEqual(['svc.billing.wallet.topped-up.v1']);
    // The default session on the same database still writes them: the setting is the session's, not the database's.
    expect(await chargeAndTopUp(all)).toHaveLength(4);
  });

  it('embedded (PGlite, an in-process bus): left out by default, written when on', async () => {
    expect(billingSessionSettings({ callEvents: undefined }, true)).toEqual({ 'svc.call_events': 'off' });
    expect(billingSessionSettings({ callEvents: true }, true)).toEqual({});
    const embedded = await billingDb({ kind: 'pglite', dataDir: pgliteDir }, billingSessionSettings({ callEvents: undefined }, true));
    expect(await chargeAndTopUp(embedded)).toEqual(['svc.billing.wallet.topped-up.v1']);
  });

  it('refuses a setting that would not be a plain -c name=value', () => {
    expect(() => dataSourceOptions({ kind: 'postgres', url: url.toString(), poolSize: 1 }, BILLING_SCHEMA, { 'svc.call_events': 'off -c x=y' })).toThrow(/plain value/);
  });
});
