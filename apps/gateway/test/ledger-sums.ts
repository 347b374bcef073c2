import type pg from 'pg';

/**
 * Reads a tenant's balances and what its ledger entries add up to, straight from billing's tables. A lease not yet
 * closed holds `granted - spent` out of the account (the pool calls of the account's month, or wallet units), like
 * an open hold: it is added to what the ledger says.
 */
export async function ledgerSums(db: pg.Pool, tenantId: string) {
  const { rows } = await db.query(
    `SELECT a.wallet::bigint AS wallet, a.pool_used,
       (SELECT coalesce(sum(amount), 0) FROM billing.ledger_entries WHERE tenant_id = $1 AND kind = 'topup')::bigint AS credits,
       (SELECT coalesce(sum(amount), 0) FROM billing.ledger_entries WHERE tenant_id = $1 AND kind = 'adjustment')::bigint AS adjustments,
       (SELECT coalesce(sum(amount), 0) FROM billing.ledger_entries WHERE tenant_id = $1 AND kind = 'hold' AND tier = 'paid' AND state <> 'released')::bigint AS paid,
       (SELECT count(*) FROM billing.ledger_entries WHERE tenant_id = $1 AND kind = 'hold' AND tier = 'included' AND state <> 'released' AND period = a.pool_period)::int AS included,
       (SELECT count(*) FROM billing.ledger_entries WHERE tenant_id = $1 AND kind = 'hold' AND state = 'held')::int AS open_holds,
       (SELECT coalesce(sum(granted - spent), 0) FROM billing.leases WHERE tenant_id = $1 AND state <> 'closed' AND tier = 'paid')::bigint AS leased_wallet,
       (SELECT coalesce(sum(granted - spent), 0) FROM billing.leases WHERE tenant_id = $1 AND state <> 'closed' AND tier = 'included' AND period = a.pool_period)::bigint AS leased_pool
     FROM billing.accounts a WHERE a.tenant_id = $1`,
    [tenantId],
  );
  const r = rows[0] as Record<string, string | number>;
  return {
    wallet: Number(r.wallet),
    poolUsed: Number(r.pool_used),
    walletFromLedger: Number(r.credits) - Number(r.adjustments) - Number(r.paid) - Number(r.leased_wallet),
    poolUsedFromLedger: Number(r.included) + Number(r.leased_pool),
    openHolds: Number(r.open_holds),
  };
}

/** How many of a tenant's leases are not closed yet (a gateway spends them, or billing waits for their spends). */
export async function openLeases(db: pg.Pool, tenantId: string): Promise<number> {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM billing.leases WHERE tenant_id = $1 AND state <> 'closed'`, [tenantId]);
  return Number((rows[0] as { n: number }).n);
}
