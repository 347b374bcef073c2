-- Settles a hold exactly once. Released: the pool call (same month only) or the wallet amount goes back.
-- Settling again, with either outcome, changes nothing and reports the state the hold already has.
-- Created by migration 1763780000000-create-ledger.
CREATE OR REPLACE FUNCTION billing.settle_hold(p_tenant uuid, p_request text, p_state text)
RETURNS TABLE (state text, known boolean)
LANGUAGE plpgsql AS $$
DECLARE
  e billing.ledger_entries%ROWTYPE;
BEGIN
  UPDATE billing.ledger_entries l SET state = p_state, settled_at = now()
    WHERE l.tenant_id = p_tenant AND l.kind = 'hold' AND l.request_id = p_request AND l.state = 'held'
    RETURNING * INTO e;
  IF NOT FOUND THEN
    RETURN QUERY SELECT l.state, true FROM billing.ledger_entries l
      WHERE l.tenant_id = p_tenant AND l.kind = 'hold' AND l.request_id = p_request;
    IF NOT FOUND THEN
      RETURN QUERY SELECT NULL::text, false;
    END IF;
    RETURN;
  END IF;
  IF p_state = 'released' THEN
    IF e.tier = 'included' THEN
      UPDATE billing.accounts SET pool_used = GREATEST(pool_used - 1, 0)
        WHERE tenant_id = e.tenant_id AND pool_period = e.period;
    ELSE
      UPDATE billing.accounts SET wallet = wallet + e.amount WHERE tenant_id = e.tenant_id;
    END IF;
  END IF;
  RETURN QUERY SELECT e.state, true;
END $$;
