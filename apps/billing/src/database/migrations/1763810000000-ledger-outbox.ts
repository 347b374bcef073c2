import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger's events go through `billing.outbox`, written by a trigger on the ledger itself: whichever path
 * settles a hold or moves the wallet (a call, the stale-hold sweeper, an operator), its event is committed
 * with it. Subjects and bodies: `BillingEvents` in @svc/contracts (the relay adds `eventId`).
 */
export class LedgerOutbox1763810000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE billing.outbox (
      seq bigserial PRIMARY KEY,
      id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      subject text NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE FUNCTION billing.ledger_event() RETURNS trigger
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
      END $$`);
    await q.query(`CREATE TRIGGER ledger_entries_events AFTER INSERT OR UPDATE OF state ON billing.ledger_entries
      FOR EACH ROW EXECUTE FUNCTION billing.ledger_event()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER ledger_entries_events ON billing.ledger_entries`);
    await q.query(`DROP FUNCTION billing.ledger_event()`);
    await q.query(`DROP TABLE billing.outbox`);
  }
}
