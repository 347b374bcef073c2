-- The batched settle_hold, in tenant order like take_holds.
-- Created by migration 1763790000000-batched-holds.
CREATE OR REPLACE FUNCTION billing.settle_holds(p_jobs jsonb)
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
END $$;
