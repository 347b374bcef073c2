import type pg from 'pg';
import { SCHEMA, type EventHandler } from './event-consumer.js';

/**
 * The example's own use of the events: a per-tenant activity table (events seen, calls charged, micro-units
 * charged), kept in the same transaction as the processed id, so a duplicate can never count twice.
 */
export async function ensureTenantActivityTable(db: pg.Pool): Promise<void> {
  await db.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`);
  await db.query(`CREATE TABLE IF NOT EXISTS ${SCHEMA}.tenant_activity (
    tenant_id uuid PRIMARY KEY,
    events integer NOT NULL DEFAULT 0,
    calls_posted integer NOT NULL DEFAULT 0,
    charged bigint NOT NULL DEFAULT 0,
    last_subject text NOT NULL
  )`);
}

export const tenantActivity: EventHandler = async (event, db) => {
  const tenantId = event.data.tenantId;
  if (typeof tenantId !== 'string') return; // events about a user only (a password reset)
  // v1: one call per message; v2: each item of a list, handed here one by one.
  const posted = event.subject === 'svc.billing.call.posted.v1' || event.subject === 'svc.billing.call.posted.v2';
  const charged = posted ? Number(event.data.amount ?? 0) : 0;
  await db.query(
    `INSERT INTO ${SCHEMA}.tenant_activity (tenant_id, events, calls_posted, charged, last_subject) VALUES ($1, 1, $2, $3, $4)
     ON CONFLICT (tenant_id) DO UPDATE SET events = tenant_activity.events + 1, calls_posted = tenant_activity.calls_posted + $2,
       charged = tenant_activity.charged + $3, last_subject = $4`,
    [tenantId, posted ? 1 : 0, charged, event.subject],
  );
};
