-- The ledger's events go through `billing.outbox`, written by this trigger on the ledger itself: whichever path
-- settles a hold or moves the wallet (a call, the stale-hold sweeper, an operator), its event is committed with
-- it. Subjects and bodies: `BillingEvents` in @svc/contracts (the relay adds `eventId`); the subjects here are
-- without SVC_SUBJECT_PREFIX, which the relay adds. apps/billing/test/ledger-events.int.spec.ts checks every
-- event it writes against its class.
-- Created by migration 1763810000000-ledger-outbox.
CREATE OR REPLACE FUNCTION billing.ledger_event() RETURNS trigger
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
END $$;

CREATE OR REPLACE TRIGGER ledger_entries_events AFTER INSERT OR UPDATE OF state ON billing.ledger_entries
  FOR EACH ROW EXECUTE FUNCTION billing.ledger_event();
