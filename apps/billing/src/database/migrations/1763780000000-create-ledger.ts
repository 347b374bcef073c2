import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts, the ledger, and the three functions that move money. Each function is one statement for the
 * caller: the balance check and the change happen under the account's row lock, in one round trip.
 */
export class CreateLedger1763780000000 implements MigrationInterface {
  name = 'CreateLedger1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS billing`);
    await q.query(`CREATE TABLE billing.accounts (
      tenant_id uuid PRIMARY KEY,
      included_pool integer NOT NULL CHECK (included_pool >= 0),
      pool_period char(7) NOT NULL,
      pool_used integer NOT NULL DEFAULT 0 CHECK (pool_used >= 0),
      wallet bigint NOT NULL DEFAULT 0 CHECK (wallet >= 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE billing.ledger_entries (
      id bigserial PRIMARY KEY,
      tenant_id uuid NOT NULL REFERENCES billing.accounts(tenant_id),
      request_id text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('hold', 'topup', 'adjustment')),
      tier text CHECK (tier IN ('included', 'paid')),
      amount bigint NOT NULL CHECK (amount >= 0),
      product text,
      period char(7) NOT NULL,
      state text NOT NULL CHECK (state IN ('held', 'posted', 'released')),
      created_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz,
      expires_at timestamptz
    )`);
    await q.query(`CREATE UNIQUE INDEX ledger_entries_request_uq ON billing.ledger_entries (tenant_id, kind, request_id)`);
    await q.query(`CREATE INDEX ledger_entries_open_holds_idx ON billing.ledger_entries (expires_at) WHERE state = 'held'`);

    // Pool first, then the wallet at the call's price; refuses with outcome 'balance_empty'. A replayed
    // request id returns the existing hold ('duplicate') and moves nothing.
    await q.query(`CREATE FUNCTION billing.take_hold(p_tenant uuid, p_request text, p_product text, p_period text, p_price bigint, p_ttl_seconds integer)
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
      END $$`);

    // Settles a hold exactly once. Released: the pool call (same month only) or the wallet amount goes back.
    // Settling again, with either outcome, changes nothing and reports the state the hold already has.
    await q.query(`CREATE FUNCTION billing.settle_hold(p_tenant uuid, p_request text, p_state text)
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
      END $$`);

    // Credits the wallet once per request id; the entry and the balance change in one transaction.
    await q.query(`CREATE FUNCTION billing.top_up(p_tenant uuid, p_request text, p_amount bigint, p_period text)
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
      END $$`);

    // An operator sets the balance: the difference is one adjustment entry (amount = what was taken away)
    // or a top-up, so the ledger still sums to the balance.
    await q.query(`CREATE FUNCTION billing.set_wallet(p_tenant uuid, p_request text, p_target bigint, p_period text)
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
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION billing.set_wallet(uuid, text, bigint, text)`);
    await q.query(`DROP FUNCTION billing.top_up(uuid, text, bigint, text)`);
    await q.query(`DROP FUNCTION billing.settle_hold(uuid, text, text)`);
    await q.query(`DROP FUNCTION billing.take_hold(uuid, text, text, text, bigint, integer)`);
    await q.query(`DROP TABLE billing.ledger_entries`);
    await q.query(`DROP TABLE billing.accounts`);
  }
}
