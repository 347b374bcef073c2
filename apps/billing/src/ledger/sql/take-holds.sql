-- The batched take_hold: one statement, one transaction, one WAL flush for many calls (LedgerService batches
-- concurrent holds). Jobs run in tenant order, so concurrent batches lock accounts in the same order.
-- Created by migration 1763790000000-batched-holds.
CREATE OR REPLACE FUNCTION billing.take_holds(p_jobs jsonb, p_period text, p_ttl_seconds integer)
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
END $$;
