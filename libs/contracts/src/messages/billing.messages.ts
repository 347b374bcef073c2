import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Max, Min, ValidateNested } from 'class-validator';
import type { RpcErrorPayload } from '@svc/errors';
import { requestSubject } from '../subject.js';
import { Traced } from './traced.js';
import { TenantRef } from './auth.messages.js';

const MAX_MONEY = Number.MAX_SAFE_INTEGER;

export class OpenAccountRequest extends TenantRef {
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  includedPool?: number;
  /** Opening wallet balance in micro-units (integer). */
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_MONEY)
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
  @IsInt()
  @Min(1)
  @Max(MAX_MONEY)
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

export const BillingSubjects = {
  openAccount: requestSubject<OpenAccountRequest, AccountView>('billing.account.open', OpenAccountRequest),
  getAccount: requestSubject<TenantRef, AccountView>('billing.account.get', TenantRef),
  updateAccount: requestSubject<UpdateAccountRequest, AccountView>('billing.account.update', UpdateAccountRequest),
  topUp: requestSubject<TopUpRequest, AccountView>('billing.account.topup', TopUpRequest),
  hold: requestSubject<HoldRequest, HoldView>('billing.hold.take', HoldRequest),
  settle: requestSubject<SettleRequest, SettleView>('billing.hold.settle', SettleRequest),
  holdBatch: requestSubject<HoldBatchRequest, BatchReply<HoldView>>('billing.hold.take-batch', HoldBatchRequest),
  settleBatch: requestSubject<SettleBatchRequest, BatchReply<SettleView>>('billing.hold.settle-batch', SettleBatchRequest),
} as const;
