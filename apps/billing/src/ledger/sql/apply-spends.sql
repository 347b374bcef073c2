-- Applies one batch of spends (answered calls) in one transaction: one posted ledger entry per call, keyed by
-- its request id, so a batch applied again charges nothing twice; the lease's `spent` grows by what was new
-- (the account moved at the grant). A lease the gateway returned closes when all it spent is applied. Spends
-- of a closed lease are not charged (counted in `skipped`; the gateway stops publishing long before that).
-- Leases are locked in id order, so concurrent batches lock them in the same order.
-- The calls are inserted without ON CONFLICT first (its speculative insertion costs every row a check and a WAL
-- record); should one be there already, that attempt is undone (one subtransaction per call of the function, not
-- per lease) and the batch goes again with ON CONFLICT DO NOTHING: the same result either way.
-- Created by migration 1764300000000-billing-leases; the plain first attempt by 1764700000000-apply-spends-plain-insert.
CREATE OR REPLACE FUNCTION billing.apply_spends(p_items jsonb)
RETURNS TABLE (charged integer, skipped integer)
LANGUAGE plpgsql AS $$
DECLARE
  l record;
  v_charged integer := 0;
  v_skipped integer := 0;
  v_n integer;
  v_units bigint;
  v_plain boolean := true;
BEGIN
  <<attempt>>
  LOOP
    BEGIN
      v_charged := 0;
      v_skipped := 0;
      FOR l IN SELECT le.* FROM billing.leases le
               WHERE le.id IN (SELECT DISTINCT x.lease_id FROM jsonb_to_recordset(p_items) AS x(lease_id uuid))
               ORDER BY le.id FOR UPDATE
      LOOP
        IF l.state = 'closed' THEN
          v_skipped := v_skipped + (SELECT count(*)::integer FROM jsonb_to_recordset(p_items) AS x(lease_id uuid) WHERE x.lease_id = l.id);
          CONTINUE;
        END IF;
        IF v_plain THEN
          WITH ins AS (
            INSERT INTO billing.ledger_entries (tenant_id, request_id, kind, tier, amount, product, period, state, settled_at)
              SELECT l.tenant_id, x.request_id, 'hold', l.tier, CASE WHEN l.tier = 'paid' THEN x.amount ELSE 0 END, x.product,
                     l.period, 'posted', now()
                FROM jsonb_to_recordset(p_items) AS x(lease_id uuid, request_id text, product text, amount bigint)
                WHERE x.lease_id = l.id
              RETURNING amount)
          SELECT count(*)::integer, coalesce(sum(ins.amount), 0) INTO v_n, v_units FROM ins;
        ELSE
          WITH ins AS (
            INSERT INTO billing.ledger_entries (tenant_id, request_id, kind, tier, amount, product, period, state, settled_at)
              SELECT l.tenant_id, x.request_id, 'hold', l.tier, CASE WHEN l.tier = 'paid' THEN x.amount ELSE 0 END, x.product,
                     l.period, 'posted', now()
                FROM jsonb_to_recordset(p_items) AS x(lease_id uuid, request_id text, product text, amount bigint)
                WHERE x.lease_id = l.id
              ON CONFLICT (tenant_id, kind, request_id) DO NOTHING
              RETURNING amount)
          SELECT count(*)::integer, coalesce(sum(ins.amount), 0) INTO v_n, v_units FROM ins;
        END IF;
        IF l.tier = 'included' THEN
          v_units := v_n;
        END IF;
        UPDATE billing.leases SET spent = spent + v_units, calls = calls + v_n WHERE id = l.id;
        v_charged := v_charged + v_n;
        IF l.state = 'returning' AND l.spent + v_units >= l.final_spent THEN
          PERFORM billing.close_lease(l.id);
        END IF;
      END LOOP;
      EXIT attempt;
    EXCEPTION WHEN unique_violation THEN
      -- A call of the batch is in the ledger already (a batch applied again): everything this attempt did is
      -- undone with the block, and the batch goes once more with ON CONFLICT DO NOTHING.
      IF NOT v_plain THEN
        RAISE;
      END IF;
      v_plain := false;
    END;
  END LOOP;
  RETURN QUERY SELECT v_charged, v_skipped;
END $$;
