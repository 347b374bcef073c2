-- Grants a gateway a lease of a tenant's budget, under the account's row lock: pool calls while the pool lasts,
-- else wallet micro-units. Never more than half of what is left, and nothing when that half is below p_min calls
-- (near the end of the budget the per-call holds take the rest exactly). What is leased leaves the account at
-- once (pool_used, wallet), so holds and other grants cannot take it; closing the lease gives the rest back.
-- lease_id NULL: no lease (no account, or too little left).
-- Created by migration 1764300000000-billing-leases.
CREATE OR REPLACE FUNCTION billing.grant_lease(p_tenant uuid, p_gateway text, p_period text, p_wanted integer, p_price bigint, p_min integer, p_ttl_ms integer)
RETURNS TABLE (lease_id uuid, tier text, granted bigint, pool_left integer)
LANGUAGE plpgsql AS $$
DECLARE
  a billing.accounts%ROWTYPE;
  v_left integer;
  v_tier text;
  v_granted bigint := 0;
  v_id uuid;
BEGIN
  SELECT * INTO a FROM billing.accounts WHERE tenant_id = p_tenant FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT NULL::uuid, NULL::text, 0::bigint, 0;
    RETURN;
  END IF;
  IF a.pool_period <> p_period THEN
    a.pool_period := p_period;
    a.pool_used := 0;
  END IF;
  v_left := GREATEST(a.included_pool - a.pool_used, 0);
  IF v_left > 0 THEN
    v_granted := LEAST(p_wanted, v_left / 2);
    IF v_granted >= p_min THEN
      v_tier := 'included';
      a.pool_used := a.pool_used + v_granted;
    END IF;
  ELSIF p_price > 0 THEN
    v_granted := LEAST(p_wanted::bigint * p_price, (a.wallet / 2 / p_price) * p_price);
    IF v_granted >= p_min::bigint * p_price THEN
      v_tier := 'paid';
      a.wallet := a.wallet - v_granted;
    END IF;
  END IF;
  IF v_tier IS NULL THEN
    RETURN QUERY SELECT NULL::uuid, NULL::text, 0::bigint, v_left;
    RETURN;
  END IF;
  UPDATE billing.accounts SET pool_period = a.pool_period, pool_used = a.pool_used, wallet = a.wallet WHERE tenant_id = p_tenant;
  INSERT INTO billing.leases (id, tenant_id, gateway_id, tier, period, granted, expires_at)
    VALUES (gen_random_uuid(), p_tenant, p_gateway, v_tier, a.pool_period, v_granted, now() + make_interval(secs => p_ttl_ms / 1000.0))
    RETURNING id INTO v_id;
  RETURN QUERY SELECT v_id, v_tier, v_granted, GREATEST(a.included_pool - a.pool_used, 0);
END $$;
