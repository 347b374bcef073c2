import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A tenant's ledger by time, for `GET /billing`: its calls between two days (usage) and its newest entries
 * (the ledger page, keyed by time then id). Built in the migration's transaction, which holds off writes to the
 * ledger while it builds; an operator with a large ledger can build it beforehand without that (`CREATE INDEX
 * CONCURRENTLY "ledger_entries_tenant_time_idx" ON billing.ledger_entries (tenant_id, created_at, id)`), and this
 * migration then keeps it.
 */
export class LedgerByTenantTime1764000000000 implements MigrationInterface {
  name = 'LedgerByTenantTime1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS "ledger_entries_tenant_time_idx" ON billing.ledger_entries (tenant_id, created_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX billing."ledger_entries_tenant_time_idx"`);
  }
}
