import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Batched forms of take_hold and settle_hold: one statement, one transaction, one WAL flush for many calls.
 * With one hot tenant every hold waits for the account's row lock, held until its commit is flushed; batching
 * turns N flushes into one. Jobs run in tenant order, so concurrent batches lock accounts in the same order.
 */
export class BatchedHolds1763790000000 implements MigrationInterface {
  name = 'BatchedHolds1763790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION billing.take_holds(p_jobs jsonb, p_period text, p_ttl_seconds integer)
      RETURNS TABLE (ord integer, outcome text, tier text, pool_left integer, wallet bigint)
      LANGUAGE plpgsql AS $$
      DECLARE
        j record;
      BEGIN
        FOR j IN SELECT * FROM jsonb_to_recordset(p_jobs) AS x(ord integer, tenant_id uuid, request_id text, product text, price bigint)
                 ORDER BY x.tenant_id, x.ord
        LOOP
          RETURN QUERY SELECT j.ord, h.outcome, h.tier, h.pool_left, h.wallet
            FROM billing.take_hold(j.tenant_id, j.request_id, j.product, p_period, j.price, p_ttl_seconds) h;
        END LOOP;
      END $$`);
    await q.query(`CREATE FUNCTION billing.settle_holds(p_jobs jsonb)
      RETURNS TABLE (ord integer, state text, known boolean)
      LANGUAGE plpgsql AS $$
      DECLARE
        j record;
      BEGIN
        FOR j IN SELECT * FROM jsonb_to_recordset(p_jobs) AS x(ord integer, tenant_id uuid, request_id text, outcome text)
                 ORDER BY x.tenant_id, x.ord
        LOOP
          RETURN QUERY SELECT j.ord, s.state, s.known FROM billing.settle_hold(j.tenant_id, j.request_id, j.outcome) s;
        END LOOP;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION billing.settle_holds(jsonb)`);
    await q.query(`DROP FUNCTION billing.take_holds(jsonb, text, integer)`);
  }
}
