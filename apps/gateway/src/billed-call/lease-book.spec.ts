import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { LeaseGrantView, SpendBatch } from '@svc/contracts';
import type { DurableQueue, Logger, ServiceBus } from '@svc/platform';
import type { ServiceClient } from '../bus/service-client.js';
import type { GatewayConfig } from '../config/gateway.config.js';
import { LeaseBook, type LeaseSpend } from './lease-book.js';

const TENANT = '3f2b8c1e-9a4d-4c7e-8b21-0d5e6f7a8b9c';
const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() } as unknown as Logger;

function grantOf(over: Partial<LeaseGrantView> = {}): LeaseGrantView {
  return { leaseId: null, tier: 'included', granted: 20, period: new Date().toISOString().slice(0, 7), poolLeft: 100, ttlMs: 2000, graceMs: 60_000, prices: { perCall: 1000, overrides: {} }, ...over };
}

/** A LeaseBook over a fake billing (grant and return) and a fake JetStream queue. */
function book(grant: LeaseGrantView, put: (batch: SpendBatch) => Promise<void> = async () => undefined, granting: () => Promise<void> = async () => undefined) {
  const returns: Array<{ leaseId: string; spent: number }> = [];
  const stored: SpendBatch[] = [];
  const request = vi.fn(async (subject: { name: string }, payload: unknown) => {
      if (subject.name === 'billing.lease.grant') return await granting(), { ...grant, leaseId: randomUUID() };
      if (subject.name === 'billing.lease.return') return void returns.push(payload as { leaseId: string; spent: number });
      throw new Error(`unexpected ${subject.name}`);
    });
  const services = { request } as unknown as ServiceClient;
  const queue = { put: async (_key: string, batch: SpendBatch) => (await put(batch), void stored.push(batch)) } as unknown as DurableQueue<object>;
  const signals: { recall?: (m: { tenantId: string }) => void } = {};
  const bus = { durableQueue: () => queue, subscribe: (_event: unknown, handler: (m: { tenantId: string }) => void) => (signals.recall = handler) } as unknown as ServiceBus;
  const grants = () => request.mock.calls.filter(([subject]) => subject.name === 'billing.lease.grant').length;
  return { leases: new LeaseBook(services, bus, { billingLeases: true } as GatewayConfig, logger), returns, stored, signals, grants };
}

/** Calls until a lease is in hand (a tenant asks once it made 16 calls within a second); the first spend of it. */
async function warm(leases: LeaseBook) {
  for (let i = 0; i < 16; i++) expect(leases.take(TENANT, `warm-${i}`, 'svc-small-json/grade')).toBeNull();
  let first: LeaseSpend | null = null;
  await vi.waitFor(() => expect((first = leases.take(TENANT, 'probe', 'svc-small-json/grade'))).not.toBeNull());
  return first!;
}

describe('LeaseBook', () => {
  it('spends a lease in memory, stores each answered call before it answers, returns what was spent after refunds', async () => {
    const { leases, returns, stored } = book(grantOf({ granted: 10, ttlMs: 400 }));
    const probe = await warm(leases);
    const a = leases.take(TENANT, 'a', 'svc-small-json/grade')!;
    const b = leases.take(TENANT, 'b', 'svc-small-json/grade')!;
    expect(a).toMatchObject({ tier: 'included', freeRemaining: 100 + 10 - 2 });
    expect(await leases.record(a)).toBe(true);
    leases.refund(b);
    expect(stored.flatMap((s) => s.items.map((i) => i.requestId))).toEqual(['a']);
    // Past its deadline the lease is retired, but returned only once the probe's spend is settled too.
    await new Promise((r) => setTimeout(r, 700));
    expect(returns.filter((r) => r.leaseId === probe.lease.id)).toEqual([]);
    expect(await leases.record(probe)).toBe(true);
    await vi.waitFor(() => expect(returns.filter((r) => r.leaseId === probe.lease.id)).toEqual([{ leaseId: probe.lease.id, spent: 2 }]));
    leases.onApplicationShutdown();
  });

  it('a spend neither JetStream nor billing took is not answered 200, and its lease is left for billing to close', async () => {
    const { leases, returns } = book(grantOf({ ttlMs: 300 }), async () => {
      throw new Error('no JetStream');
    });
    const probe = await warm(leases);
    expect(await leases.record(probe)).toBe(false);
    await new Promise((r) => setTimeout(r, 700));
    expect(returns.filter((r) => r.leaseId === probe.lease.id)).toEqual([]);
    leases.onApplicationShutdown();
  });

  it('charges a wallet lease each product its price and stops when the rest is below it', async () => {
    const { leases } = book(grantOf({ tier: 'paid', granted: 3000, poolLeft: 0, prices: { perCall: 1000, overrides: { guard: 2000 } } }));
    await warm(leases); // probe: 1000
    expect(leases.take(TENANT, 'g', 'svc-small-json/guard')).toMatchObject({ units: 2000, tier: 'paid', freeRemaining: 0 });
    expect(leases.take(TENANT, 'h', 'svc-small-json/grade')).toBeNull();
    leases.onApplicationShutdown();
  });

  it('a recall returns the lease at once when nothing of it is in flight, else as soon as its last call is durable; no new lease for a while', async () => {
    const { leases, returns, signals, grants } = book(grantOf({ granted: 40, ttlMs: 60_000 }));
    const probe = await warm(leases);
    const a = leases.take(TENANT, 'a', 'svc-small-json/grade')!;
    expect(await leases.record(a)).toBe(true);
    const b = leases.take(TENANT, 'b', 'svc-small-json/grade')!;
    const asked = grants();
    signals.recall!({ tenantId: TENANT });
    // Nothing more is taken from it, and no lease is asked for while calls keep coming (they take holds).
    for (let i = 0; i < 40; i++) expect(leases.take(TENANT, `after-${i}`, 'svc-small-json/grade')).toBeNull();
    expect(grants()).toBe(asked);
    // probe and b are in flight: not returned yet, so what is returned counts every charged call.
    await new Promise((r) => setTimeout(r, 50));
    expect(returns.filter((r) => r.leaseId === probe.lease.id)).toEqual([]);
    expect(await leases.record(probe)).toBe(true);
    leases.refund(b);
    await vi.waitFor(() => expect(returns.filter((r) => r.leaseId === probe.lease.id)).toEqual([{ leaseId: probe.lease.id, spent: 2 }]));
    leases.onApplicationShutdown();
  });

  it('a grant that arrives after a recall of its tenant is returned unspent', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const { leases, returns, signals } = book(grantOf({ granted: 40, ttlMs: 60_000 }), undefined, () => held);
    for (let i = 0; i < 17; i++) expect(leases.take(TENANT, `warm-${i}`, 'svc-small-json/grade')).toBeNull();
    signals.recall!({ tenantId: TENANT });
    release();
    await vi.waitFor(() => expect(returns).toHaveLength(1));
    expect(returns[0].spent).toBe(0);
    expect(leases.take(TENANT, 'late', 'svc-small-json/grade')).toBeNull();
    leases.onApplicationShutdown();
  });
});
