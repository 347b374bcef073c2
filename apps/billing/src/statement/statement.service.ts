import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { usageRange, type AccountStatementRequest, type AccountStatementView, type StatementEntry, type UsageRow } from '@svc/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service.js';
import { TOP_UP_PROVIDER, type TopUpProvider } from './top-up-provider.js';

interface UsageDbRow {
  day: string;
  product: string | null;
  calls: number;
  included: number;
  paid: number;
  amount: string;
}
interface EntryDbRow {
  id: string;
  at: Date;
  at_us: string;
  kind: 'hold' | 'topup' | 'adjustment';
  product: string | null;
  tier: 'included' | 'paid' | null;
  amount: string;
  state: 'held' | 'posted' | 'released';
  request_id: string;
}

/**
 * A tenant's statement (`GET /billing`), read in one REPEATABLE READ snapshot so the pool, the wallet, the usage
 * and the ledger page agree with each other. Usage counts posted calls only (one posted entry per answered
 * call), grouped by the UTC day the call was made; the ledger page is keyed by (created_at, id), newest first.
 */
@Injectable()
export class StatementService {
  constructor(
    @InjectDataSource('billing') private readonly db: DataSource,
    private readonly accounts: AccountsService,
    @Inject(TOP_UP_PROVIDER) private readonly topUp: TopUpProvider,
  ) {}

  async statement(m: AccountStatementRequest, now = new Date()): Promise<AccountStatementView> {
    const { from, to } = usageRange(m, now); // checked again: the message may come from elsewhere than the gateway
    return this.db.transaction('REPEATABLE READ', async (manager) => {
      const account = await this.accounts.get(m.tenantId, manager, now);
      const usage = await this.usage(manager, m.tenantId, from, to);
      const page = await this.page(manager, m.tenantId, m.limit, m.cursor);
      const topUp = await this.topUp.topUpFor(m.tenantId);
      const start = new Date(`${account.period}-01T00:00:00.000Z`);
      const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
      return { account, periodStart: start.toISOString(), periodEnd: end.toISOString(), from, to, usage, ...page, topUp };
    });
  }

  private async usage(manager: EntityManager, tenantId: string, from: string, to: string): Promise<UsageRow[]> {
    const rows = await manager.query<UsageDbRow[]>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, product,
              count(*)::int AS calls,
              (count(*) FILTER (WHERE tier = 'included'))::int AS included,
              (count(*) FILTER (WHERE tier = 'paid'))::int AS paid,
              coalesce(sum(amount), 0)::text AS amount
         FROM billing.ledger_entries
        WHERE tenant_id = $1 AND created_at >= $2::date::timestamp AT TIME ZONE 'UTC' AND created_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
          AND kind = 'hold' AND state = 'posted'
        GROUP BY 1, 2
        ORDER BY 1, 2`,
      [tenantId, from, to],
    );
    return rows.map((r) => ({ day: r.day, product: r.product, calls: r.calls, included: r.included, paid: r.paid, amount: exact(r.amount) }));
  }

  private async page(manager: EntityManager, tenantId: string, limit: number, cursor: string | undefined): Promise<{ ledger: StatementEntry[]; nextCursor: string | null }> {
    const after = cursor === undefined ? null : cursor.split('.');
    const rows = await manager.query<EntryDbRow[]>(
      `SELECT id::text, created_at AS at, (extract(epoch FROM created_at) * 1000000)::bigint::text AS at_us, -- extract() is numeric (exact) since PostgreSQL 14
              kind, product, tier, amount::text, state, request_id
         FROM billing.ledger_entries
        WHERE tenant_id = $1
          AND ($2::bigint IS NULL OR (created_at, id) < (timestamptz 'epoch' + ($2::bigint / 1000000) * interval '1 second' + ($2::bigint % 1000000) * interval '1 microsecond', $3::bigint))
        ORDER BY created_at DESC, id DESC
        LIMIT $4`,
      [tenantId, after?.[0] ?? null, after?.[1] ?? null, limit + 1],
    );
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      ledger: shown.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        kind: r.kind === 'hold' ? 'call' : r.kind,
        product: r.product,
        tier: r.tier,
        amount: exact(r.amount),
        state: r.state,
        requestId: r.request_id,
      })),
      nextCursor: rows.length > limit && last ? `${last.at_us}.${last.id}` : null,
    };
  }
}

/** A bigint from PostgreSQL as a JavaScript number, refused rather than rounded past 2^53 − 1. */
function exact(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`billing statement: amount ${text} is past 2^53 - 1`);
  return value;
}
