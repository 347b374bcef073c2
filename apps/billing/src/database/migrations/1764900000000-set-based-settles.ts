import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A batch of settles posts its holds in one statement, and the events of the holds one statement settles are one
 * outbox row per outcome. Before, `settle_holds` called `settle_hold` once per job (an UPDATE each) and a row
 * trigger wrote an outbox row per settled hold, which billing's relay then published and deleted one by one: on the
 * hold path (every call of a tenant without a lease, e.g. most calls when many tenants each call a little) that
 * was the largest part of PostgreSQL's cost per call (docs/ARCHITECTURE.md, "Throughput (issue 17)").
 *
 * - `settle_holds`: the first job of each request id that says `posted` goes into one UPDATE of the held entries;
 *   every other job (a release, which gives money back to the account, a repeat of a request in the same batch, a
 *   hold already settled or unknown) goes through `settle_hold` as before, in tenant order. The answers are the same
 *   as before for every job: a hold is settled once and a repeat reports the state it has.
 * - The row trigger `ledger_entries_events` becomes a statement trigger over the statement's old and new rows
 *   (`ledger_entries_settled_events`): one outbox row per outcome whose payload is the array of the settled holds'
 *   events (a list row, as the statement trigger on inserts already writes), or the event itself when the statement
 *   settled one hold. Same subjects and bodies, same transaction, still skipped while `svc.call_events` is `off`.
 *
 * Current text: ../../ledger/sql/settle-holds.sql and ../../ledger/sql/ledger-event.sql.
 */
export class SetBasedSettles1764900000000 implements MigrationInterface {
  name = 'SetBasedSettles1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION billing.settle_holds(p_jobs jsonb)
RETURNS TABLE (ord integer, state text, known boolean)
LANGUAGE plpgsql AS $$
DECLARE
  j record;
  v_posted integer[];
BEGIN
  WITH firsts AS (
    SELECT DISTINCT ON (x.tenant_id, x.request_id) x.ord, x.tenant_id, x.request_id, x.outcome
      FROM jsonb_to_recordset(p_jobs) AS x(ord integer, tenant_id uuid, request_id text, outcome text)
      ORDER BY x.tenant_id, x.request_id, x.ord),
  up AS (
    UPDATE billing.ledger_entries l SET state = 'posted', settled_at = now()
      FROM firsts f
      WHERE f.outcome = 'posted' AND l.tenant_id = f.tenant_id AND l.kind = 'hold' AND l.request_id = f.request_id
        AND l.state = 'held'
      RETURNING f.ord)
  SELECT coalesce(array_agg(up.ord), '{}'::integer[]) INTO v_posted FROM up;
  RETURN QUERY SELECT p.ord, 'posted'::text, true FROM unnest(v_posted) AS p(ord);
  FOR j IN SELECT * FROM jsonb_to_recordset(p_jobs) AS x(ord integer, tenant_id uuid, request_id text, outcome text)
           WHERE NOT (x.ord = ANY (v_posted))
           ORDER BY x.tenant_id, x.ord
  LOOP
    RETURN QUERY SELECT j.ord, s.state, s.known FROM billing.settle_hold(j.tenant_id, j.request_id, j.outcome) s;
  END LOOP;
END $$`);
    await q.query(`DROP TRIGGER ledger_entries_events ON billing.ledger_entries`);
    await q.query(`DROP FUNCTION billing.ledger_event()`);
    await q.query(`CREATE FUNCTION billing.ledger_settled_events() RETURNS trigger
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
END $$`);
    await q.query(`CREATE TRIGGER ledger_entries_settled_events AFTER UPDATE ON billing.ledger_entries
  REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION billing.ledger_settled_events()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER ledger_entries_settled_events ON billing.ledger_entries`);
    await q.query(`DROP FUNCTION billing.ledger_settled_events()`);
    await q.query(`CREATE FUNCTION billing.ledger_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO billing.outbox (subject, payload) VALUES (
    'svc.billing.call.' || NEW.state || '.v1',
    jsonb_build_object('tenantId', NEW.tenant_id, 'requestId', NEW.request_id, 'product', NEW.product,
                       'tier', NEW.tier, 'amount', NEW.amount, 'period', NEW.period));
  RETURN NULL;
END $$`);
    await q.query(`CREATE TRIGGER ledger_entries_events AFTER UPDATE OF state ON billing.ledger_entries
  FOR EACH ROW WHEN (NEW.kind = 'hold' AND OLD.state = 'held' AND NEW.state IN ('posted', 'released')
                     AND current_setting('svc.call_events', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION billing.ledger_event()`);
    await q.query(`CREATE OR REPLACE FUNCTION billing.settle_holds(p_jobs jsonb)
RETURNS TABLE (ord integer, state text, known boolean)
LANGUAGE plpgsql AS $$
DECLARE
  j record;
BEGIN
  FOR j IN SELECT * FROM jsonb_to_recordset(p_jobs) AS x(ord integer, tenant_id uuid, request_id text, outcome text)
           ORDER BY x.tenant_id, x.ord
  LOOP
    RETURN QUERY SELECT j.ord, s.state, s.known FROM billing.settle_hold(j.tenant_id, j.request_id, j.outcome) s;
  END LOOP;
END $$`);
  }
}
