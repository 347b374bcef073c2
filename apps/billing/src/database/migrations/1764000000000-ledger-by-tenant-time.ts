import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A tenant's ledger by time, for `GET /billing`: its calls between two days (usage) and its newest entries
 * (the ledger page, keyed by time then id). Built CONCURRENTLY, outside a transaction, so a rollout on a large
 * ledger never blocks the billed calls writing to it; a build that was interrupted (an invalid index) is
 * dropped and built again.
 */
export class LedgerByTenantTime1764000000000 implements MigrationInterface {
  name = 'LedgerByTenantTime1764000000000';
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS billing."ledger_entries_tenant_time_idx"`);
    await q.query(`CREATE INDEX CONCURRENTLY "ledger_entries_tenant_time_idx" ON billing.ledger_entries (tenant_id, created_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS billing."ledger_entries_tenant_time_idx"`);
  }
}
