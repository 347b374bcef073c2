-- Closes a lease once: what was granted and not spent goes back (pool calls only to the same month's pool,
-- like a released hold). Returns the rest given back (0 when it was closed already).
-- Created by migration 1764300000000-billing-leases.
CREATE OR REPLACE FUNCTION billing.close_lease(p_lease uuid)
RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  l billing.leases%ROWTYPE;
  v_rest bigint;
BEGIN
  UPDATE billing.leases SET state = 'closed', closed_at = now() WHERE id = p_lease AND state <> 'closed' RETURNING * INTO l;
  IF NOT FOUND THEN
    RETURN 0;
  END IF;
  v_rest := l.granted - l.spent;
  IF l.tier = 'included' THEN
    UPDATE billing.accounts SET pool_used = GREATEST(pool_used - v_rest, 0) WHERE tenant_id = l.tenant_id AND pool_period = l.period;
  ELSE
    UPDATE billing.accounts SET wallet = wallet + v_rest WHERE tenant_id = l.tenant_id;
  END IF;
  RETURN v_rest;
END $$;
