import type { EntityManager } from 'typeorm';
import type { StoredRecord } from '../records/record.entity.js';

export type NewRecord = Omit<StoredRecord, 'position' | 'createdAt' | 'billingTier'>;

/**
 * Inserts a record at the next position of its tenant, in one statement: the tenant's row is locked (upsert)
 * before the record takes its position and its `created_at` (the clock then, not the transaction's start), so
 * positions follow commit order and the time grows with them. The lock is held until the caller's transaction
 * commits, so that transaction should do little else. Returns null when the tenant already has a record under
 * the idempotency key (ON CONFLICT waits for a concurrent insert of it to commit or roll back first).
 */
export async function insertAtNextPosition(m: EntityManager, r: NewRecord): Promise<{ position: string; createdAt: Date } | null> {
  const rows = await m.query<Array<{ position: string; created_at: Date }>>(
    `WITH pos AS (
       INSERT INTO records.tenants (tenant_id, last_position) VALUES ($2, 1)
       ON CONFLICT (tenant_id) DO UPDATE SET last_position = records.tenants.last_position + 1 RETURNING last_position
     )
     INSERT INTO records.records (id, tenant_id, position, schema, text, record, label, confidence, classifier_id, version_id, status, fallback_reason, request_id, idempotency_key, created_at)
     SELECT $1, $2, pos.last_position, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13, clock_timestamp() FROM pos
     ON CONFLICT (tenant_id, idempotency_key) DO NOTHING
     RETURNING position, created_at`,
    [r.id, r.tenantId, r.schema, r.text, r.record === null ? null : JSON.stringify(r.record), r.label, r.confidence, r.classifierId, r.versionId, r.status, r.fallbackReason, r.requestId, r.idempotencyKey],
  );
  const row = rows[0];
  return row ? { position: String(row.position), createdAt: new Date(row.created_at) } : null;
}
