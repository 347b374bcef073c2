import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt, IsString, IsUUID, Length, Max, Min, ValidateNested } from 'class-validator';
import { eventSubject, requestSubject } from '../subject.js';
import { HoldRequest, type HoldView } from './billing.messages.js';
import { Traced } from './traced.js';

/**
 * The lease path of billed calls (docs/ARCHITECTURE.md, "The path of a billed call"): billing grants a gateway a
 * block of a tenant's budget, the gateway spends it in memory and reports what it spent in batches (durable in
 * JetStream before the calls' answers leave), then returns the lease with what it spent in all.
 */
export class LeaseGrantRequest {
  @IsUUID()
  tenantId!: string;
  /** The gateway process asking (a fresh id per process start). */
  @IsString()
  @Length(1, 100)
  gatewayId!: string;
  /** How many calls the gateway expects to serve within the lease. */
  @IsInt()
  @Min(1)
  @Max(100_000)
  wantedCalls!: number;
}

/** Prices as billing has them: `overrides` by `<api>/<method>` or `<method>`, else `perCall`. */
export interface LeasePrices {
  perCall: number;
  overrides: Record<string, number>;
}

export interface LeaseGrantView {
  /** null: no lease (the budget left is small, or the account is unknown): use the per-call hold. */
  leaseId: string | null;
  tier: 'included' | 'paid' | null;
  /** Pool calls (`included`) or wallet micro-units (`paid`) the gateway may spend. */
  granted: number;
  /** The pool's month the lease counts against, `YYYY-MM`. */
  period: string;
  /** Pool calls left outside every lease after this grant (for `x-svc-free-remaining`). */
  poolLeft: number;
  /** How long the gateway may spend it, from when it asked; spends published later than `graceMs` after that are refused. */
  ttlMs: number;
  graceMs: number;
  prices: LeasePrices;
}

/** The price of one call of `product` under these prices (the same rule as billing's `priceOf`). */
export function leasePrice(prices: LeasePrices, product: string): number {
  const method = product.slice(product.lastIndexOf('/') + 1);
  return prices.overrides[product] ?? prices.overrides[method] ?? prices.perCall;
}

/** One answered call spent from a lease: `amount` is the wallet micro-units (0 for a pool call). */
export class SpendItem extends Traced {
  @IsUUID()
  leaseId!: string;
  @IsString()
  @Length(1, 200)
  product!: string;
  @IsInt()
  @Min(0)
  amount!: number;
}

/** The spends of one gateway's batch; `gatewayId:seq` names it (JetStream drops a second copy). */
export class SpendBatch {
  @IsString()
  @Length(1, 100)
  gatewayId!: string;
  @IsInt()
  @Min(1)
  seq!: number;
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(5000)
  @ValidateNested({ each: true })
  @Type(() => SpendItem)
  items!: SpendItem[];
}

export interface SpendBatchView {
  /** Calls charged by this message (a copy of a batch already applied charges 0). */
  charged: number;
}

/** The gateway is done with a lease: `spent` is everything it spent from it (pool calls or micro-units). */
export class LeaseReturnRequest {
  @IsUUID()
  leaseId!: string;
  @IsInt()
  @Min(0)
  spent!: number;
}

export interface LeaseReturnView {
  state: 'closed' | 'returning';
}

/**
 * Billing asks every gateway holding an open lease of this tenant to return it now (a hold found the budget
 * outside leases empty). Unrecorded (outside `svc.>`): a gateway that misses it returns the lease when it expires.
 */
export class LeaseRecall {
  @IsUUID()
  tenantId!: string;
}

/** The durable queue (`ServiceBus.durableQueue`) of spend batches, keyed `gatewayId-seq`; billing applies them. */
export const SPEND_QUEUE = 'spends';

export const BillingLeaseSubjects = {
  grant: requestSubject<LeaseGrantRequest, LeaseGrantView>('billing.lease.grant', LeaseGrantRequest),
  /** A spend batch applied at once (embedded mode, and a gateway whose JetStream publish failed). */
  spend: requestSubject<SpendBatch, SpendBatchView>('billing.lease.spend', SpendBatch),
  return: requestSubject<LeaseReturnRequest, LeaseReturnView>('billing.lease.return', LeaseReturnRequest),
  /**
   * A hold refused `balance empty` while leases of the tenant were open: billing recalls them
   * (`billing.lease.recall`) and tries the hold again until their rest is back or SVC_LEASE_RECALL_MS passed.
   */
  reclaim: requestSubject<HoldRequest, HoldView>('billing.lease.reclaim', HoldRequest),
} as const;

export const BillingLeaseSignals = {
  recall: eventSubject('billing.lease.recall', LeaseRecall),
} as const;
