-- The batched settle_hold. The first job of each request id that says `posted` is one UPDATE for the batch (its
-- events one outbox row, written by the statement trigger in ledger-event.sql); every other job (a release, a
-- repeat of a request in the batch, a hold already settled or unknown) goes through settle_hold in tenant order,
-- like take_holds. Created by migration 1763790000000-batched-holds; set-based since 1764900000000-set-based-settles.
CREATE OR REPLACE FUNCTION billing.settle_holds(p_jobs jsonb)
RETURNS TABLE (ord integer, state text, known boolean)
LANGUAGE plpgsql AS $$
DECLARE
  j record;
  v_posted integer[];
BEGIN
  WITH firsts AS (
    SELECT DISTINCT ON (x.tenant_id, x.request_id) x.ord, x.tenant_id, x.request_id, x.outcome
      FROM jsonb_to_recordset(p_jobs) AS x(ord integer, tenant_id uuid, request_id text, outcome text)
      ORDER BY x.tenant_id, x.request_id, x.ord),
  up AS (
    UPDATE billing.ledger_entries l SET state = 'posted', settled_at = now()
      FROM firsts f
      WHERE f.outcome = 'posted' AND l.tenant_id = f.tenant_id AND l.kind = 'hold' AND l.request_id = f.request_id
        AND l.state = 'held'
      RETURNING f.ord)
  SELECT coalesce(array_agg(up.ord), '{}'::integer[]) INTO v_posted FROM up;
  RETURN QUERY SELECT p.ord, 'posted'::text, true FROM unnest(v_posted) AS p(ord);
  FOR j IN SELECT * FROM jsonb_to_recordset(p_jobs) AS x(ord integer, tenant_id uuid, request_id text, outcome text)
           WHERE NOT (x.ord = ANY (v_posted))
           ORDER BY x.tenant_id, x.ord
  LOOP
    RETURN QUERY SELECT j.ord, s.state, s.known FROM billing.settle_hold(j.tenant_id, j.request_id, j.outcome) s;
  END LOOP;
END $$;
