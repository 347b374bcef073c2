-- Credits the wallet once per request id; the entry and the balance change in one transaction.
-- Created by migration 1763780000000-create-ledger.
CREATE OR REPLACE FUNCTION billing.top_up(p_tenant uuid, p_request text, p_amount bigint, p_period text)
RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO billing.ledger_entries (tenant_id, request_id, kind, tier, amount, period, state, settled_at)
    VALUES (p_tenant, p_request, 'topup', NULL, p_amount, p_period, 'posted', now())
    ON CONFLICT (tenant_id, kind, request_id) DO NOTHING;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  UPDATE billing.accounts SET wallet = wallet + p_amount WHERE tenant_id = p_tenant;
  RETURN true;
END $$;
