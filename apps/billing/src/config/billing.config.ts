import { BillingEvents } from '@svc/contracts';
import { loadEnv, type ListedSubject } from '@svc/platform';
import { BillingEnv } from './billing.env.js';

export interface BillingConfig {
  /** Included calls per tenant per calendar month (UTC) for a new account. */
  defaultIncludedPool: number;
  /** Price of one call in micro-units, and per-method prices by `<api>/<method>` or `<method>`. */
  pricePerCall: number;
  priceOverrides: Record<string, number>;
  /** A hold nobody settled within this many seconds is released. */
  holdTimeoutSeconds: number;
  staleSweepSeconds: number;
  /** The lease path: how long a lease may be spent, and the smallest lease granted (in calls). */
  leaseSeconds: number;
  leaseMinCalls: number;
  /** How long a hold refused while leases of the tenant are open waits for their recalled rest (0: no recall). */
  leaseRecallMs: number;
  /** Whether the ledger writes per-call events; undefined: by mode (not where the bus is in-process). */
  callEvents: boolean | undefined;
  /** How the `call.posted` events are published: lists (v2), one per call (v1), or both. */
  callPostedFormat: 'list' | 'each' | 'both';
}

export function loadBillingConfig(): BillingConfig {
  const env = loadEnv(BillingEnv);
  return {
    defaultIncludedPool: env.SVC_INCLUDED_POOL,
    pricePerCall: env.SVC_PRICE_PER_CALL,
    priceOverrides: env.SVC_PRICE_OVERRIDES,
    holdTimeoutSeconds: env.SVC_HOLD_TIMEOUT_SECONDS,
    staleSweepSeconds: env.SVC_HOLD_SWEEP_SECONDS,
    leaseSeconds: env.SVC_LEASE_SECONDS,
    leaseMinCalls: env.SVC_LEASE_MIN_CALLS,
    leaseRecallMs: env.SVC_LEASE_RECALL_MS,
    callEvents: env.SVC_CALL_EVENTS === undefined ? undefined : env.SVC_CALL_EVENTS === 'on',
    callPostedFormat: env.SVC_CALL_POSTED_FORMAT,
  };
}

export const BILLING_CONFIG = Symbol('BILLING_CONFIG');

/**
 * The billing database session's settings: `svc.call_events=off` makes the ledger's triggers skip the per-call
 * events (ledger/sql/ledger-event.sql). By default they are written unless the bus is in-process (embedded mode:
 * no NATS to carry them, no listener of them in the process).
 */
export function billingSessionSettings(config: Pick<BillingConfig, 'callEvents'>, busInProcess: boolean): Record<string, string> {
  return callEventsOn(config, busInProcess) ? {} : { 'svc.call_events': 'off' };
}

/** Whether the ledger writes the per-call events (`call.posted`, `call.released`): SVC_CALL_EVENTS, else whether there is a NATS to carry them. */
export function callEventsOn(config: Pick<BillingConfig, 'callEvents'>, busInProcess: boolean): boolean {
  return config.callEvents ?? !busInProcess;
}

/** What billing's outbox relay publishes as lists (SVC_CALL_POSTED_FORMAT): the ledger writes v1 bodies, the relay shapes them. */
export function outboxLists(config: Pick<BillingConfig, 'callPostedFormat'>): Record<string, ListedSubject> {
  return { [BillingEvents.callPosted.base]: { subject: BillingEvents.callsPosted.base, form: config.callPostedFormat } };
}

export function priceOf(config: BillingConfig, product: string): number {
  const method = product.slice(product.lastIndexOf('/') + 1);
  return config.priceOverrides[product] ?? config.priceOverrides[method] ?? config.pricePerCall;
}
