-- The ledger's events go through `billing.outbox`, written by these triggers on the ledger itself: whichever path
-- settles a hold or moves the wallet (a call, the stale-hold sweeper, an operator), its event is committed with
-- it. Subjects and bodies: `BillingEvents` in @svc/contracts (the relay adds `eventId`); the subjects here are
-- without SVC_SUBJECT_PREFIX, which the relay adds. apps/billing/test/ledger-events.int.spec.ts checks every
-- event it writes against its class.
-- Created by migration 1763810000000-ledger-outbox; a call spent from a lease is inserted posted (migration
-- 1764300000000-billing-leases). Inserted rows are written by one statement-level trigger reading the statement's
-- new rows (a batch of spends is one INSERT of many calls: one outbox INSERT for all, not a plpgsql call per row);
-- holds settled by one statement are written by a statement trigger over its old and new rows, one outbox row per
-- outcome (migration 1764900000000-set-based-settles; before, a row trigger wrote one per hold). The per-call
-- events are skipped while the session's `svc.call_events` is `off` (SVC_CALL_EVENTS; off by default in embedded mode, where nothing can read them; migration
-- 1764500000000-call-events-setting); top-ups and adjustments are always written. The `call.posted` events of
-- the calls one statement inserts are ONE outbox row whose payload is the JSON array of their bodies (a row whose
-- payload is an array is a list of events of its subject, each item's `eventId` derived from the row's id and its
-- index; billing's relay publishes such a row as one `call.posted.v2` message holding the items, or one message per
-- item, or both: SVC_CALL_POSTED_FORMAT); top-ups and adjustments keep a row per event; the
-- holds one UPDATE settles are one row per outcome the same way, or the event itself when it settled one (migrations
-- 1764600000000-call-events-per-statement-row, 1764900000000-set-based-settles).
CREATE OR REPLACE FUNCTION billing.ledger_settled_events() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('svc.call_events', true) IS DISTINCT FROM 'off' THEN
    INSERT INTO billing.outbox (subject, payload)
      SELECT 'svc.billing.call.' || n.state || '.v1',
             CASE WHEN count(*) = 1 THEN (jsonb_agg(e.body))->0 ELSE jsonb_agg(e.body) END
        FROM new_entries n
        JOIN old_entries o ON o.id = n.id
        CROSS JOIN LATERAL (SELECT jsonb_build_object('tenantId', n.tenant_id, 'requestId', n.request_id, 'product', n.product,
                                                      'tier', n.tier, 'amount', n.amount, 'period', n.period) AS body) e
        WHERE n.kind = 'hold' AND o.state = 'held' AND n.state IN ('posted', 'released')
        GROUP BY n.state;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER ledger_entries_settled_events AFTER UPDATE ON billing.ledger_entries
  REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION billing.ledger_settled_events();

CREATE OR REPLACE FUNCTION billing.ledger_inserted_events() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('svc.call_events', true) IS DISTINCT FROM 'off' THEN
    INSERT INTO billing.outbox (subject, payload)
      SELECT 'svc.billing.call.posted.v1',
             jsonb_agg(jsonb_build_object('tenantId', n.tenant_id, 'requestId', n.request_id, 'product', n.product,
                                          'tier', n.tier, 'amount', n.amount, 'period', n.period))
        FROM new_entries n
        WHERE n.kind = 'hold' AND n.state = 'posted'
        HAVING count(*) > 0;
  END IF;
  INSERT INTO billing.outbox (subject, payload)
    SELECT CASE n.kind WHEN 'topup' THEN 'svc.billing.wallet.topped-up.v1' ELSE 'svc.billing.wallet.adjusted.v1' END,
           jsonb_build_object('tenantId', n.tenant_id, 'requestId', n.request_id, 'amount', n.amount)
      FROM new_entries n
      WHERE n.kind <> 'hold';
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER ledger_entries_inserted_events AFTER INSERT ON billing.ledger_entries
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION billing.ledger_inserted_events();
