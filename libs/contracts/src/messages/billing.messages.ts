import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Matches, Max, Min, ValidateNested } from 'class-validator';
import type { RpcErrorPayload } from '@svc/errors';
import { IsMoney, IsPoolSize, Omittable } from '../fields.js';
import { eventSubject, requestSubject } from '../subject.js';
import { Traced } from './traced.js';
import { TenantRef } from './auth.messages.js';
import { BILLING_LIMITS, IsDay, LEDGER_CURSOR } from '../bodies/billing-bodies.js';

export class OpenAccountRequest extends TenantRef {
  @Omittable()
  @IsPoolSize()
  includedPool?: number;
  /** Opening wallet balance in micro-units (integer). */
  @Omittable()
  @IsMoney(0)
  wallet?: number;
}

export interface AccountView {
  tenantId: string;
  includedPool: number;
  /** The calendar month (UTC) the pool figures describe, `YYYY-MM`. */
  period: string;
  poolUsed: number;
  poolLeft: number;
  wallet: number;
}

/** Changes the pool size and/or sets the wallet balance (the difference is a ledger entry keyed by `requestId`). */
export class UpdateAccountRequest extends OpenAccountRequest {}

/** `requestId` doubles as the idempotency key: the same top-up replayed credits once. */
export class TopUpRequest extends TenantRef {
  @IsMoney(1)
  amount!: number;
}

export class HoldRequest extends Traced {
  @IsUUID()
  tenantId!: string;
  /** What is billed, `<api>/<method>`: prices are per method. */
  @IsString()
  @Length(1, 200)
  product!: string;
}
export interface HoldView {
  tier: 'included' | 'paid';
  freeRemaining: number;
  wallet: number;
}

export class SettleRequest extends Traced {
  @IsUUID()
  tenantId!: string;
  @IsIn(['posted', 'released'])
  outcome!: 'posted' | 'released';
}
export interface SettleView {
  state: 'posted' | 'released';
}

/**
 * The durable queue (`ServiceBus.durableQueue`) of the settles a gateway could not hand to billing directly:
 * each a SettleRequest keyed by its request id, applied by billing when it can, and looked up by billing's
 * stale-hold sweep before it releases a hold (a call the model answered is posted, never released).
 */
export const SETTLE_DECISIONS_QUEUE = 'settle-decisions';

/** Many holds in one message: a gateway under load sends the holds that queued while its last batch was out. */
export class HoldBatchRequest {
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => HoldRequest)
  items!: HoldRequest[];
}
export class SettleBatchRequest {
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => SettleRequest)
  items!: SettleRequest[];
}
/** One answer per item, in order: each item succeeds or is refused on its own. */
export type BatchReply<T> = Array<{ ok: T } | { error: RpcErrorPayload }>;

/**
 * What a tenant sees of its account (`GET /billing`): this month's pool and the wallet, its answered calls by UTC
 * day and product between `from` and `to` (both included, at most `BILLING_LIMITS.usageMaxDays` days), and one
 * page of its ledger, newest first (`cursor`: the previous page's `nextCursor`).
 */
export class AccountStatementRequest extends TenantRef {
  @IsDay()
  from!: string;
  @IsDay()
  to!: string;
  @IsInt()
  @Min(1)
  @Max(BILLING_LIMITS.ledgerPageMax)
  limit!: number;
  @Omittable()
  @IsString()
  @Matches(LEDGER_CURSOR)
  cursor?: string;
}

/** Answered (posted) calls of one product on one UTC day; `amount`: micro-units taken from the wallet. */
export interface UsageRow {
  day: string;
  product: string | null;
  calls: number;
  included: number;
  paid: number;
  amount: number;
}

/** One ledger entry as a tenant sees it: `call` is a billed call's hold (`held`, then `posted` or `released`). */
export interface StatementEntry {
  id: string;
  /** ISO 8601, when the entry was made. */
  at: string;
  kind: 'call' | 'topup' | 'adjustment';
  product: string | null;
  tier: 'included' | 'paid' | null;
  amount: number;
  state: 'held' | 'posted' | 'released';
  requestId: string;
}

/** How the tenant adds money: `how` in words; `url` a payment page once a provider is wired in (null today). */
export interface TopUpInfo {
  how: string;
  url: string | null;
}

export interface AccountStatementView {
  account: AccountView;
  /** The pool's month as instants: `[periodStart, periodEnd)`, UTC. */
  periodStart: string;
  periodEnd: string;
  from: string;
  to: string;
  usage: UsageRow[];
  ledger: StatementEntry[];
  /** The cursor of the next (older) ledger page, null on the last one. */
  nextCursor: string | null;
  topUp: TopUpInfo;
}

export const BillingSubjects = {
  openAccount: requestSubject<OpenAccountRequest, AccountView>('billing.account.open', OpenAccountRequest),
  /**
   * Undoes `openAccount` when the step after it failed (a registration refused by auth): deletes the account
   * and its entries unless it has billed calls (`account_in_use`). `closed: false` when there is no account.
   */
  closeAccount: requestSubject<TenantRef, { closed: boolean }>('billing.account.close', TenantRef),
  getAccount: requestSubject<TenantRef, AccountView>('billing.account.get', TenantRef),
  updateAccount: requestSubject<UpdateAccountRequest, AccountView>('billing.account.update', UpdateAccountRequest),
  topUp: requestSubject<TopUpRequest, AccountView>('billing.account.topup', TopUpRequest),
  /** The tenant's own view of its account, usage and ledger (`GET /billing`). */
  statement: requestSubject<AccountStatementRequest, AccountStatementView>('billing.account.statement', AccountStatementRequest),
  hold: requestSubject<HoldRequest, HoldView>('billing.hold.take', HoldRequest),
  settle: requestSubject<SettleRequest, SettleView>('billing.hold.settle', SettleRequest),
  holdBatch: requestSubject<HoldBatchRequest, BatchReply<HoldView>>('billing.hold.take-batch', HoldBatchRequest),
  settleBatch: requestSubject<SettleBatchRequest, BatchReply<SettleView>>('billing.hold.settle-batch', SettleBatchRequest),
} as const;

/** What every billing event names: itself (consumers dedupe on `eventId`), the tenant, and the request it comes from. */
export class BillingEvent {
  @IsUUID()
  eventId!: string;
  @IsUUID()
  tenantId!: string;
  @IsString()
  requestId!: string;
}

/**
 * A billed call settled: `posted` (charged: one call of the monthly pool, or `amount` micro-units of the
 * wallet) or `released` (the model failed or the hold expired: the pool call or the amount went back).
 */
export class CallSettledEvent extends BillingEvent {
  /** The model method billed, `<api>/<method>`. */
  @IsOptional()
  @IsString()
  product!: string | null;
  @IsIn(['included', 'paid'])
  tier!: 'included' | 'paid';
  /** Micro-units taken from the wallet (0 for a call of the included pool). */
  @IsInt()
  amount!: number;
  /** The month of the pool the call counted against, `YYYY-MM`. */
  @IsString()
  period!: string;
}

/**
 * The `call.posted` events of the calls one ledger statement charged (a batch of a lease's spends, or one settled
 * hold), in one message: each item is the event `call.posted.v1` would have carried, with the same `eventId`.
 */
export class CallsPostedEvent {
  /** The message's own id (the stream dedupes on it); never one of its items' ids. */
  @IsUUID()
  eventId!: string;
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => CallSettledEvent)
  events!: CallSettledEvent[];

  /** For the catalogue's schema: the class of `events`' items. */
  static readonly nested = { events: CallSettledEvent };
}

/** The wallet changed outside a call: a top-up, or an operator's adjustment down (`amount` taken away). */
export class WalletChangedEvent extends BillingEvent {
  @IsInt()
  amount!: number;
}

/** An account opened for a tenant that was never created (its registration failed) was removed again. */
export class AccountClosedEvent extends BillingEvent {}

/**
 * Written into `billing.outbox` in the transaction of the change: the call and wallet events by the ledger's
 * trigger (migration 1763810000000), `accountClosed` by AccountsService.close.
 */
export const BillingEvents = {
  callPosted: eventSubject('svc.billing.call.posted.v1', CallSettledEvent),
  /** The same events as `callPosted`, a ledger statement's in one message (SVC_CALL_POSTED_FORMAT, default `list`). */
  callsPosted: eventSubject('svc.billing.call.posted.v2', CallsPostedEvent),
  callReleased: eventSubject('svc.billing.call.released.v1', CallSettledEvent),
  walletToppedUp: eventSubject('svc.billing.wallet.topped-up.v1', WalletChangedEvent),
  walletAdjusted: eventSubject('svc.billing.wallet.adjusted.v1', WalletChangedEvent),
  accountClosed: eventSubject('svc.billing.account.closed.v1', AccountClosedEvent),
} as const;
