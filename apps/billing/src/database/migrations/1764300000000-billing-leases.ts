import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The lease path (docs/ARCHITECTURE.md, "The path of a billed call"): billing.leases, the functions that grant,
 * spend, return and close a lease (their current text in ../../ledger/sql), and the ledger's trigger also writing
 * `call.posted` for a call inserted posted (a lease's spend has no hold to settle).
 */
export class BillingLeases1764300000000 implements MigrationInterface {
  name = 'BillingLeases1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "billing"."leases" ("id" uuid NOT NULL, "tenant_id" uuid NOT NULL, "gateway_id" text NOT NULL, "tier" text NOT NULL, "period" character(7) NOT NULL, "granted" bigint NOT NULL, "spent" bigint NOT NULL DEFAULT '0', "calls" integer NOT NULL DEFAULT '0', "state" text NOT NULL DEFAULT 'open', "final_spent" bigint, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "closed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "leases_spent_check" CHECK (spent >= 0 AND spent <= granted), CONSTRAINT "leases_state_check" CHECK (state IN ('open', 'returning', 'closed')), CONSTRAINT "leases_tier_check" CHECK (tier IN ('included', 'paid')), CONSTRAINT "leases_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "leases_open_idx" ON "billing"."leases" ("expires_at") WHERE state <> 'closed'`);
    await q.query(`ALTER TABLE "billing"."leases" ADD CONSTRAINT "leases_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "billing"."accounts"("tenant_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`CREATE OR REPLACE FUNCTION billing.grant_lease(p_tenant uuid, p_gateway text, p_period text, p_wanted integer, p_price bigint, p_min integer, p_ttl_ms integer)
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
      END $$;`);
    await q.query(`CREATE OR REPLACE FUNCTION billing.close_lease(p_lease uuid)
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
      END $$;`);
    await q.query(`CREATE OR REPLACE FUNCTION billing.apply_spends(p_items jsonb)
      RETURNS TABLE (charged integer, skipped integer)
      LANGUAGE plpgsql AS $$
      DECLARE
        l record;
        v_charged integer := 0;
        v_skipped integer := 0;
        v_n integer;
        v_units bigint;
      BEGIN
        FOR l IN SELECT le.* FROM billing.leases le
                 WHERE le.id IN (SELECT DISTINCT x.lease_id FROM jsonb_to_recordset(p_items) AS x(lease_id uuid))
                 ORDER BY le.id FOR UPDATE
        LOOP
          IF l.state = 'closed' THEN
            v_skipped := v_skipped + (SELECT count(*)::integer FROM jsonb_to_recordset(p_items) AS x(lease_id uuid) WHERE x.lease_id = l.id);
            CONTINUE;
          END IF;
          WITH ins AS (
            INSERT INTO billing.ledger_entries (tenant_id, request_id, kind, tier, amount, product, period, state, settled_at)
              SELECT l.tenant_id, x.request_id, 'hold', l.tier, CASE WHEN l.tier = 'paid' THEN x.amount ELSE 0 END, x.product,
                     l.period, 'posted', now()
                FROM jsonb_to_recordset(p_items) AS x(lease_id uuid, request_id text, product text, amount bigint)
                WHERE x.lease_id = l.id
              ON CONFLICT (tenant_id, kind, request_id) DO NOTHING
              RETURNING amount)
          SELECT count(*)::integer, coalesce(sum(ins.amount), 0) INTO v_n, v_units FROM ins;
          IF l.tier = 'included' THEN
            v_units := v_n;
          END IF;
          UPDATE billing.leases SET spent = spent + v_units, calls = calls + v_n WHERE id = l.id;
          v_charged := v_charged + v_n;
          IF l.state = 'returning' AND l.spent + v_units >= l.final_spent THEN
            PERFORM billing.close_lease(l.id);
          END IF;
        END LOOP;
        RETURN QUERY SELECT v_charged, v_skipped;
      END $$;`);
    await q.query(`CREATE OR REPLACE FUNCTION billing.return_lease(p_lease uuid, p_spent bigint)
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
      END $$;`);
    await q.query(`CREATE OR REPLACE FUNCTION billing.ledger_event() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.kind = 'hold' THEN
          IF (TG_OP = 'UPDATE' AND OLD.state = 'held' AND NEW.state IN ('posted', 'released'))
             OR (TG_OP = 'INSERT' AND NEW.state = 'posted') THEN
            INSERT INTO billing.outbox (subject, payload) VALUES (
              'svc.billing.call.' || NEW.state || '.v1',
              jsonb_build_object('tenantId', NEW.tenant_id, 'requestId', NEW.request_id, 'product', NEW.product,
                                 'tier', NEW.tier, 'amount', NEW.amount, 'period', NEW.period));
          END IF;
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO billing.outbox (subject, payload) VALUES (
            CASE NEW.kind WHEN 'topup' THEN 'svc.billing.wallet.topped-up.v1' ELSE 'svc.billing.wallet.adjusted.v1' END,
            jsonb_build_object('tenantId', NEW.tenant_id, 'requestId', NEW.request_id, 'amount', NEW.amount));
        END IF;
        RETURN NULL;
      END $$;`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION billing.ledger_event() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.kind = 'hold' THEN
          IF TG_OP = 'UPDATE' AND OLD.state = 'held' AND NEW.state IN ('posted', 'released') THEN
            INSERT INTO billing.outbox (subject, payload) VALUES (
              'svc.billing.call.' || NEW.state || '.v1',
              jsonb_build_object('tenantId', NEW.tenant_id, 'requestId', NEW.request_id, 'product', NEW.product,
                                 'tier', NEW.tier, 'amount', NEW.amount, 'period', NEW.period));
          END IF;
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO billing.outbox (subject, payload) VALUES (
            CASE NEW.kind WHEN 'topup' THEN 'svc.billing.wallet.topped-up.v1' ELSE 'svc.billing.wallet.adjusted.v1' END,
            jsonb_build_object('tenantId', NEW.tenant_id, 'requestId', NEW.request_id, 'amount', NEW.amount));
        END IF;
        RETURN NULL;
      END $$;`);
    await q.query(`DROP FUNCTION billing.return_lease(uuid, bigint)`);
    await q.query(`DROP FUNCTION billing.apply_spends(jsonb)`);
    await q.query(`DROP FUNCTION billing.close_lease(uuid)`);
    await q.query(`DROP FUNCTION billing.grant_lease(uuid, text, text, integer, bigint, integer, integer)`);
    await q.query(`DROP TABLE "billing"."leases"`);
  }
}
