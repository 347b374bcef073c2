-- The gateway is done with a lease and spent p_spent from it in all: closed now when that much is applied,
-- else marked 'returning' and closed by the spend batch that completes it. NULL: no such lease.
-- Created by migration 1764300000000-billing-leases.
CREATE OR REPLACE FUNCTION billing.return_lease(p_lease uuid, p_spent bigint)
RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  l billing.leases%ROWTYPE;
BEGIN
  SELECT * INTO l FROM billing.leases WHERE id = p_lease FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF l.state = 'closed' THEN
    RETURN 'closed';
  END IF;
  IF l.spent >= p_spent THEN
    PERFORM billing.close_lease(p_lease);
    RETURN 'closed';
  END IF;
  UPDATE billing.leases SET state = 'returning', final_spent = p_spent WHERE id = p_lease;
  RETURN 'returning';
END $$;
