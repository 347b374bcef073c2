import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The per-call events (`call.posted`, `call.released`) are written only while the session's `svc.call_events` is
 * not `off` (SVC_CALL_EVENTS; embedded mode sets it off by default: nothing there can read them). Top-ups and
 * adjustments are always written. Current text: ../../ledger/sql/ledger-event.sql.
 */
export class CallEventsSetting1764500000000 implements MigrationInterface {
  name = 'CallEventsSetting1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE TRIGGER ledger_entries_events AFTER UPDATE OF state ON billing.ledger_entries
  FOR EACH ROW WHEN (NEW.kind = 'hold' AND OLD.state = 'held' AND NEW.state IN ('posted', 'released')
                     AND current_setting('svc.call_events', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION billing.ledger_event()`);
    await q.query(inserted(`(n.kind <> 'hold' OR (n.state = 'posted' AND current_setting('svc.call_events', true) IS DISTINCT FROM 'off'))`));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE TRIGGER ledger_entries_events AFTER UPDATE OF state ON billing.ledger_entries
  FOR EACH ROW WHEN (NEW.kind = 'hold' AND OLD.state = 'held' AND NEW.state IN ('posted', 'released'))
  EXECUTE FUNCTION billing.ledger_event()`);
    await q.query(inserted(`(n.kind <> 'hold' OR n.state = 'posted')`));
  }
}

/** The statement trigger's function, writing the events of the inserted rows that pass `rows`. */
function inserted(rows: string): string {
  return `CREATE OR REPLACE FUNCTION billing.ledger_inserted_events() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO billing.outbox (subject, payload)
    SELECT CASE n.kind WHEN 'hold' THEN 'svc.billing.call.posted.v1' WHEN 'topup' THEN 'svc.billing.wallet.topped-up.v1'
                       ELSE 'svc.billing.wallet.adjusted.v1' END,
           CASE n.kind WHEN 'hold' THEN jsonb_build_object('tenantId', n.tenant_id, 'requestId', n.request_id, 'product', n.product,
                                                           'tier', n.tier, 'amount', n.amount, 'period', n.period)
                       ELSE jsonb_build_object('tenantId', n.tenant_id, 'requestId', n.request_id, 'amount', n.amount) END
      FROM new_entries n
      WHERE ${rows};
  RETURN NULL;
END $$`;
}
