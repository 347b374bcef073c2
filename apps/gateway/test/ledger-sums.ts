import type pg from 'pg';

/** Reads a tenant's balances and what its ledger entries add up to, straight from billing's tables. */
export async function ledgerSums(db: pg.Pool, tenantId: string) {
  const { rows } = await db.query(
    `SELECT a.wallet::bigint AS wallet, a.pool_used,
       (SELECT coalesce(sum(amount), 0) FROM billing.ledger_entries WHERE tenant_id = $1 AND kind = 'topup')::bigint AS credits,
       (SELECT coalesce(sum(amount), 0) FROM billing.ledger_entries WHERE tenant_id = $1 AND kind = 'adjustment')::bigint AS adjustments,
       (SELECT coalesce(sum(amount), 0) FROM billing.ledger_entries WHERE tenant_id = $1 AND kind = 'hold' AND tier = 'paid' AND state <> 'released')::bigint AS paid,
       (SELECT count(*) FROM billing.ledger_entries WHERE tenant_id = $1 AND kind = 'hold' AND tier = 'included' AND state <> 'released' AND period = a.pool_period)::int AS included,
       (SELECT count(*) FROM billing.ledger_entries WHERE tenant_id = $1 AND kind = 'hold' AND state = 'held')::int AS open_holds
     FROM billing.accounts a WHERE a.tenant_id = $1`,
    [tenantId],
  );
  const r = rows[0] as Record<string, string | number>;
  return {
    wallet: Number(r.wallet),
    poolUsed: Number(r.pool_used),
    walletFromLedger: Number(r.credits) - Number(r.adjustments) - Number(r.paid),
    poolUsedFromLedger: Number(r.included),
    openHolds: Number(r.open_holds),
  };
}
