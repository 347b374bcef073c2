import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BillingEvents, type AccountView } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { OutboxRelay, recordEvent } from '@svc/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { BILLING_CONFIG, type BillingConfig } from '../config/billing.config.js';
import { currentPeriod } from '../ledger/period.util.js';
import { Account } from './account.entity.js';

/** The wallet is read as a JavaScript number everywhere: past 2^53 − 1 it would no longer be exact. */
const WALLET_TOO_LARGE = SvcError.validation([
  { loc: ['body', 'amount'], msg: `the wallet would exceed ${Number.MAX_SAFE_INTEGER} micro-units`, type: 'value_error' },
]);

@Injectable()
export class AccountsService {
  constructor(
    @InjectDataSource('billing') private readonly db: DataSource,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly outbox: OutboxRelay,
  ) {}

  /** Opens the account once; the opening wallet is a top-up entry, so the ledger always sums to the balance. */
  async open(tenantId: string, includedPool?: number, wallet?: number): Promise<AccountView> {
    await this.db.query(
      `INSERT INTO billing.accounts (tenant_id, included_pool, pool_period, pool_used, wallet) VALUES ($1, $2, $3, 0, 0)
       ON CONFLICT (tenant_id) DO NOTHING`,
      [tenantId, includedPool ?? this.config.defaultIncludedPool, currentPeriod()],
    );
    if (wallet && wallet > 0) await this.topUp(tenantId, `open:${tenantId}`, wallet);
    return this.get(tenantId);
  }

  /** Removes an account that never served a call (the compensation of a failed registration). */
  async close(tenantId: string, requestId: string): Promise<{ closed: boolean }> {
    const closed = await this.db.transaction(async (manager) => {
      const locked = await manager.query<unknown[]>(`SELECT 1 FROM billing.accounts WHERE tenant_id = $1 FOR UPDATE`, [tenantId]);
      if (locked.length === 0) return false;
      const calls = await manager.query<unknown[]>(`SELECT 1 FROM billing.ledger_entries WHERE tenant_id = $1 AND kind = 'hold' LIMIT 1`, [tenantId]);
      if (calls.length > 0) throw new SvcError('account_in_use');
      await manager.query(`DELETE FROM billing.ledger_entries WHERE tenant_id = $1`, [tenantId]);
      await manager.query(`DELETE FROM billing.accounts WHERE tenant_id = $1`, [tenantId]);
      await recordEvent(manager, 'billing', BillingEvents.accountClosed, { tenantId, requestId });
      return true;
    });
    if (closed) this.outbox.nudge();
    return { closed };
  }

  /** `manager`: read inside the caller's transaction (the statement's snapshot). */
  async get(tenantId: string, manager: EntityManager = this.db.manager, now = new Date()): Promise<AccountView> {
    const account = await manager.getRepository(Account).findOneBy({ tenantId });
    if (!account) throw new SvcError('unknown_tenant');
    const period = currentPeriod(now);
    const poolUsed = account.poolPeriod === period ? account.poolUsed : 0;
    return {
      tenantId,
      includedPool: account.includedPool,
      period,
      poolUsed,
      poolLeft: Math.max(account.includedPool - poolUsed, 0),
      wallet: account.wallet,
    };
  }

  /** Changes the pool size and/or sets the wallet (through a ledger entry keyed by `requestId`). */
  async update(tenantId: string, requestId: string, includedPool?: number, wallet?: number): Promise<AccountView> {
    if (includedPool !== undefined) {
      const result = await this.db.getRepository(Account).update({ tenantId }, { includedPool });
      if (!result.affected) throw new SvcError('unknown_tenant');
    }
    if (wallet !== undefined) {
      await this.get(tenantId);
      await this.db.query(`SELECT billing.set_wallet($1, $2, $3, $4)`, [tenantId, requestId, wallet, currentPeriod()]);
      this.outbox.nudge();
    }
    return this.get(tenantId);
  }

  /** Credits the wallet; `requestId` is the idempotency key, so a replayed top-up credits once. */
  async topUp(tenantId: string, requestId: string, amount: number): Promise<AccountView> {
    const exists = await this.db.getRepository(Account).existsBy({ tenantId });
    if (!exists) throw new SvcError('unknown_tenant');
    try {
      await this.db.query(`SELECT billing.top_up($1, $2, $3, $4)`, [tenantId, requestId, amount, currentPeriod()]);
    } catch (err) {
      if (String((err as Error).message).includes('accounts_wallet_safe_check')) throw WALLET_TOO_LARGE;
      throw err;
    }
    this.outbox.nudge();
    return this.get(tenantId);
  }
}
