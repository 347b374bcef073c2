import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger's events for inserted rows (a batch of a lease's spends, top-ups, adjustments) written by one
 * statement-level trigger over the statement's new rows instead of a plpgsql call and an outbox INSERT per row; the
 * per-row trigger stays for a hold settled (UPDATE), now only called for the rows that change from held. Same
 * events, same subjects and bodies, in the same transaction (docs/ARCHITECTURE.md, "Throughput (issue 17)").
 * Current text: ../../ledger/sql/ledger-event.sql.
 */
export class LedgerEventsPerStatement1764400000000 implements MigrationInterface {
  name = 'LedgerEventsPerStatement1764400000000';

  async up(q: QueryRunner): Promise<void> {
    // Creating the statement trigger and narrowing the row trigger happen in the migration's transaction: no
    // insert sees both or neither.
    await q.query(`CREATE OR REPLACE FUNCTION billing.ledger_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO billing.outbox (subject, payload) VALUES (
    'svc.billing.call.' || NEW.state || '.v1',
    jsonb_build_object('tenantId', NEW.tenant_id, 'requestId', NEW.request_id, 'product', NEW.product,
                       'tier', NEW.tier, 'amount', NEW.amount, 'period', NEW.period));
  RETURN NULL;
END $$`);
    await q.query(`CREATE OR REPLACE TRIGGER ledger_entries_events AFTER UPDATE OF state ON billing.ledger_entries
  FOR EACH ROW WHEN (NEW.kind = 'hold' AND OLD.state = 'held' AND NEW.state IN ('posted', 'released'))
  EXECUTE FUNCTION billing.ledger_event()`);
    await q.query(`CREATE OR REPLACE FUNCTION billing.ledger_inserted_events() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO billing.outbox (subject, payload)
    SELECT CASE n.kind WHEN 'hold' THEN 'svc.billing.call.posted.v1' WHEN 'topup' THEN 'svc.billing.wallet.topped-up.v1'
                       ELSE 'svc.billing.wallet.adjusted.v1' END,
           CASE n.kind WHEN 'hold' THEN jsonb_build_object('tenantId', n.tenant_id, 'requestId', n.request_id, 'product', n.product,
                                                           'tier', n.tier, 'amount', n.amount, 'period', n.period)
                       ELSE jsonb_build_object('tenantId', n.tenant_id, 'requestId', n.request_id, 'amount', n.amount) END
      FROM new_entries n
      WHERE n.kind <> 'hold' OR n.state = 'posted';
  RETURN NULL;
END $$`);
    await q.query(`CREATE OR REPLACE TRIGGER ledger_entries_inserted_events AFTER INSERT ON billing.ledger_entries
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION billing.ledger_inserted_events()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER ledger_entries_inserted_events ON billing.ledger_entries`);
    await q.query(`DROP FUNCTION billing.ledger_inserted_events()`);
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
      END $$`);
    await q.query(`CREATE OR REPLACE TRIGGER ledger_entries_events AFTER INSERT OR UPDATE OF state ON billing.ledger_entries
      FOR EACH ROW EXECUTE FUNCTION billing.ledger_event()`);
  }
}
