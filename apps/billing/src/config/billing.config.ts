import { envInt, envJson } from '@svc/platform';

export interface BillingConfig {
  /** Included calls per tenant per calendar month (UTC) for a new account. */
  defaultIncludedPool: number;
  /** Price of one call in micro-units, and per-method prices by `<api>/<method>` or `<method>`. */
  pricePerCall: number;
  priceOverrides: Record<string, number>;
  /** A hold nobody settled within this many seconds is released. */
  holdTimeoutSeconds: number;
  staleSweepSeconds: number;
}

const isPriceMap = (v: unknown): v is Record<string, number> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((p) => Number.isInteger(p) && (p as number) >= 0);

export function loadBillingConfig(): BillingConfig {
  return {
    defaultIncludedPool: envInt('SVC_INCLUDED_POOL', 1000, 0, 1_000_000_000),
    pricePerCall: envInt('SVC_PRICE_PER_CALL', 1000, 0),
    priceOverrides: envJson('SVC_PRICE_OVERRIDES', {}, isPriceMap, 'a JSON object of method → integer price'),
    holdTimeoutSeconds: envInt('SVC_HOLD_TIMEOUT_SECONDS', 60, 1, 86_400),
    staleSweepSeconds: envInt('SVC_HOLD_SWEEP_SECONDS', 5, 1, 3_600),
  };
}

export const BILLING_CONFIG = Symbol('BILLING_CONFIG');

export function priceOf(config: BillingConfig, product: string): number {
  const method = product.slice(product.lastIndexOf('/') + 1);
  return config.priceOverrides[product] ?? config.priceOverrides[method] ?? config.pricePerCall;
}
