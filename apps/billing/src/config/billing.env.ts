import { IsIn, IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import { Env } from '@svc/platform';

const isPriceMap = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((p) => Number.isInteger(p) && (p as number) >= 0);

/** Billing's own settings. It also reads InfraEnv, OutboxEnv and LogEnv from @svc/platform. */
export class BillingEnv {
  @Env({ default: 1000, type: 'int', doc: 'included calls per tenant per calendar month (UTC)' })
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  SVC_INCLUDED_POOL!: number;

  @Env({ default: 1000, type: 'int', doc: 'micro-units per paid call' })
  @IsInt()
  @Min(0)
  @Max(Number.MAX_SAFE_INTEGER)
  SVC_PRICE_PER_CALL!: number;

  @Env({
    default: '{}',
    type: 'json',
    expected: 'a JSON object of method → integer price',
    doc: 'JSON, per-method prices: `{"guard":2000}` or `{"svc-small-json/guard":2000}`',
  })
  @ValidateBy({ name: 'isPriceMap', validator: { validate: isPriceMap, defaultMessage: () => 'a JSON object of method → integer price' } })
  SVC_PRICE_OVERRIDES!: Record<string, number>;

  @Env({ default: 60, type: 'int', doc: 'a hold nobody settled is released after this (unless a settle decision for it waits in the queue); keep it above the longest model timeout plus 3 × SVC_SERVICE_TIMEOUT_MS plus 5 s' })
  @IsInt()
  @Min(1)
  @Max(86_400)
  SVC_HOLD_TIMEOUT_SECONDS!: number;

  @Env({ default: 5, type: 'int', doc: 'how often billing looks for such holds' })
  @IsInt()
  @Min(1)
  @Max(3_600)
  SVC_HOLD_SWEEP_SECONDS!: number;

  @Env({ default: 2, type: 'int', doc: 'how long a gateway may spend a lease of a tenant\'s budget (the lease path); its unspent rest comes back when the gateway returns it, or SVC_HOLD_TIMEOUT_SECONDS after it expired when the gateway is gone' })
  @IsInt()
  @Min(1)
  @Max(600)
  SVC_LEASE_SECONDS!: number;

  @Env({ default: 8, type: 'int', doc: 'no lease smaller than this many calls: near the end of a tenant\'s pool or wallet, gateways take per-call holds' })
  @IsInt()
  @Min(1)
  @Max(100_000)
  SVC_LEASE_MIN_CALLS!: number;

  @Env({ default: 300, type: 'int', doc: 'a hold refused for an empty balance while other gateways hold open leases of the tenant recalls those leases and waits up to this long for their unspent rest before answering `balance empty`; 0: no recall (the rest comes back when the leases expire). Keep it well below SVC_SERVICE_TIMEOUT_MS' })
  @IsInt()
  @Min(0)
  @Max(5_000)
  SVC_LEASE_RECALL_MS!: number;

  @Env({
    shown: '`off` embedded, `on` distributed',
    doc: "whether the ledger writes the per-call events (`svc.billing.call.posted`, `call.released.v1`) into billing's outbox (top-ups and adjustments always are). Embedded mode has no NATS and no listener of them in the process, so by default it does not write them (an outbox row written and deleted per statement that settles holds or inserts a lease's spends); `on` writes them anyway",
  })
  @IsOptional()
  @IsIn(['on', 'off'])
  SVC_CALL_EVENTS?: 'on' | 'off';

  @Env({
    default: 'list',
    doc: "how the `call.posted` events go out: `list` (one message `svc.billing.call.posted.v2` per ledger statement, its calls in `events`, each as v1 carries it), `each` (one message `svc.billing.call.posted.v1` per call, as before v2), `both` (both, for consumers moving from v1 to v2). One message per statement instead of one per call is about a fifth more billed calls per second on one machine",
  })
  @IsIn(['list', 'each', 'both'])
  SVC_CALL_POSTED_FORMAT!: 'list' | 'each' | 'both';
}
