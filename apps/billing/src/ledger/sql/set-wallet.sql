-- An operator sets the balance: the difference is one adjustment entry (amount = what was taken away) or a
-- top-up, so the ledger still sums to the balance.
-- Created by migration 1763780000000-create-ledger.
CREATE OR REPLACE FUNCTION billing.set_wallet(p_tenant uuid, p_request text, p_target bigint, p_period text)
RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  v_current bigint;
BEGIN
  SELECT a.wallet INTO v_current FROM billing.accounts a WHERE a.tenant_id = p_tenant FOR UPDATE;
  IF NOT FOUND OR v_current = p_target THEN
    RETURN false;
  END IF;
  INSERT INTO billing.ledger_entries (tenant_id, request_id, kind, tier, amount, period, state, settled_at)
    VALUES (p_tenant, p_request, CASE WHEN p_target > v_current THEN 'topup' ELSE 'adjustment' END, NULL,
            abs(p_target - v_current), p_period, 'posted', now())
    ON CONFLICT (tenant_id, kind, request_id) DO NOTHING;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  UPDATE billing.accounts SET wallet = p_target WHERE tenant_id = p_tenant;
  RETURN true;
END $$;
