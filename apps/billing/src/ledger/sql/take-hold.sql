-- Pool first, then the wallet at the call's price; refuses with outcome 'balance_empty'. A replayed request id
-- returns the existing hold ('duplicate') and moves nothing. The balance check and the change happen under the
-- account's row lock, in one statement for the caller.
-- Created by migration 1763780000000-create-ledger.
CREATE OR REPLACE FUNCTION billing.take_hold(p_tenant uuid, p_request text, p_product text, p_period text, p_price bigint, p_ttl_seconds integer)
RETURNS TABLE (outcome text, tier text, pool_left integer, wallet bigint)
LANGUAGE plpgsql AS $$
DECLARE
  a billing.accounts%ROWTYPE;
  existing billing.ledger_entries%ROWTYPE;
  v_tier text;
BEGIN
  SELECT * INTO a FROM billing.accounts WHERE tenant_id = p_tenant FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'no_account'::text, NULL::text, 0, 0::bigint;
    RETURN;
  END IF;
  IF a.pool_period <> p_period THEN
    a.pool_period := p_period;
    a.pool_used := 0;
  END IF;
  SELECT * INTO existing FROM billing.ledger_entries e
    WHERE e.tenant_id = p_tenant AND e.kind = 'hold' AND e.request_id = p_request;
  IF FOUND THEN
    RETURN QUERY SELECT 'duplicate'::text, existing.tier, GREATEST(a.included_pool - a.pool_used, 0), a.wallet;
    RETURN;
  END IF;
  IF a.pool_used < a.included_pool THEN
    v_tier := 'included';
    a.pool_used := a.pool_used + 1;
  ELSIF a.wallet >= p_price THEN
    v_tier := 'paid';
    a.wallet := a.wallet - p_price;
  ELSE
    UPDATE billing.accounts SET pool_period = a.pool_period, pool_used = a.pool_used WHERE tenant_id = p_tenant;
    RETURN QUERY SELECT 'balance_empty'::text, NULL::text, GREATEST(a.included_pool - a.pool_used, 0), a.wallet;
    RETURN;
  END IF;
  UPDATE billing.accounts SET pool_period = a.pool_period, pool_used = a.pool_used, wallet = a.wallet WHERE tenant_id = p_tenant;
  INSERT INTO billing.ledger_entries (tenant_id, request_id, kind, tier, amount, product, period, state, expires_at)
    VALUES (p_tenant, p_request, 'hold', v_tier, CASE WHEN v_tier = 'paid' THEN p_price ELSE 0 END, p_product,
            a.pool_period, 'held', now() + make_interval(secs => p_ttl_seconds));
  RETURN QUERY SELECT 'held'::text, v_tier, GREATEST(a.included_pool - a.pool_used, 0), a.wallet;
END $$;
