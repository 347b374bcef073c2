import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The `call.posted` events of the calls one statement inserts posted (a batch of a lease's spends is one INSERT of
 * many calls) go into ONE outbox row whose payload is the JSON array of their bodies, instead of a row each; the
 * relay publishes one message per item, each with an id derived from the row's id and the item's place
 * (libs/platform/src/outbox/outbox.ts). Top-ups and adjustments keep a row each, as do settled holds (row trigger,
 * unchanged). Rows written before this migration still publish as before. Current text: ../../ledger/sql/ledger-event.sql.
 */
export class CallEventsPerStatementRow1764600000000 implements MigrationInterface {
  name = 'CallEventsPerStatementRow1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION billing.ledger_inserted_events() RETURNS trigger
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
END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
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
      WHERE (n.kind <> 'hold' OR (n.state = 'posted' AND current_setting('svc.call_events', true) IS DISTINCT FROM 'off'));
  RETURN NULL;
END $$`);
  }
}
