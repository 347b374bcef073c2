import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger's foreign key to `billing.accounts` goes: PostgreSQL checks it row by row (a query and a row lock
 * on the account for every inserted entry), which was a quarter of a lease batch's cost per call on PGlite
 * (median 53 → 39 µs per call in batches of 64). It guarded nothing the writers do not: every entry is written by one of
 * billing's functions (`take_holds`, `apply_spends`, `top_up`, `set_wallet`) with the tenant read from the
 * account row or from a lease, itself under a foreign key to the account (deleted with it), each under that
 * row's lock; closing an account deletes its entries first, under the account's lock
 * (docs/ARCHITECTURE.md, "Throughput (issue 17)").
 */
export class LedgerWithoutTenantFk1764800000000 implements MigrationInterface {
  name = 'LedgerWithoutTenantFk1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE billing.ledger_entries DROP CONSTRAINT ledger_entries_tenant_id_fkey`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE billing.ledger_entries ADD CONSTRAINT ledger_entries_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES billing.accounts(tenant_id)`);
  }
}
