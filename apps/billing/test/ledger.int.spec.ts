import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingSubjects, type RequestSubject } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { NatsServiceBus } from '@svc/platform';
import { DistributedSuite, INFRA } from '@svc/testkit';

let suite: DistributedSuite;
let bus: NatsServiceBus;
const on = <Q extends object, R>(s: RequestSubject<Q, R>): RequestSubject<Q, R> => ({ ...s, name: suite.subjectPrefix + s.name });

beforeAll(async () => {
  suite = await DistributedSuite.start({ env: { SVC_HOLD_TIMEOUT_SECONDS: '1', SVC_HOLD_SWEEP_SECONDS: '1' } });
  bus = await NatsServiceBus.connect(INFRA.natsUrl, 'ledger-test');
});
afterAll(async () => {
  await bus?.close();
  await suite?.stop();
});

async function account(tenantId: string) {
  return (await suite.admin('GET', `/admin/tenants/${tenantId}`)).body as { pool_used: number; wallet: number };
}

describe('billing ledger over NATS (real PostgreSQL)', () => {
  it('a replayed hold or settle with the same request id moves money once', async () => {
    const { tenantId } = await suite.createTenant({ included_pool: 0, wallet: 5000 });
    const requestId = randomUUID();
    const first = await bus.request(on(BillingSubjects.hold), { requestId, tenantId, product: 'svc-small-json/grade' });
    const replay = await bus.request(on(BillingSubjects.hold), { requestId, tenantId, product: 'svc-small-json/grade' });
    expect(first).toMatchObject({ tier: 'paid', wallet: 4000 });
    expect(replay).toMatchObject({ tier: 'paid', wallet: 4000 });
    expect(await bus.request(on(BillingSubjects.settle), { requestId, tenantId, outcome: 'released' })).toEqual({ state: 'released' });
    // Settled once: a second release, or a late post, changes nothing and reports the state it has.
    expect(await bus.request(on(BillingSubjects.settle), { requestId, tenantId, outcome: 'released' })).toEqual({ state: 'released' });
    expect(await bus.request(on(BillingSubjects.settle), { requestId, tenantId, outcome: 'posted' })).toEqual({ state: 'released' });
    expect(await account(tenantId)).toMatchObject({ wallet: 5000 });
  });

  it('releases a hold nobody settled once its timeout has passed', async () => {
    const { tenantId } = await suite.createTenant({ included_pool: 1, wallet: 0 });
    await bus.request(on(BillingSubjects.hold), { requestId: randomUUID(), tenantId, product: 'svc-small-json/extract' });
    expect(await account(tenantId)).toMatchObject({ pool_used: 1 });
    const deadline = Date.now() + 10_000;
    while ((await account(tenantId)).pool_used !== 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await account(tenantId)).toMatchObject({ pool_used: 0 });
  });

  it('closes an account that never served a call (compensation), and refuses one that did', async () => {
    const unused = await suite.createTenant({ included_pool: 5, wallet: 700 });
    expect(await bus.request(on(BillingSubjects.closeAccount), { requestId: randomUUID(), tenantId: unused.tenantId })).toEqual({ closed: true });
    const gone = await bus.request(on(BillingSubjects.getAccount), { requestId: randomUUID(), tenantId: unused.tenantId }).catch((e: unknown) => e);
    expect((gone as SvcError).code).toBe('unknown_tenant');
    const entries = await suite.db.query(`SELECT 1 FROM billing.ledger_entries WHERE tenant_id = $1`, [unused.tenantId]);
    expect(entries.rowCount).toBe(0);
    // Published by the outbox relay just after the commit (within SVC_OUTBOX_LINGER_MS), so possibly after the reply.
    await expect.poll(() => suite.lastEvent('svc.billing.account.closed.v1'), { timeout: 5_000 }).toMatchObject({ tenantId: unused.tenantId });
    // Closing again (a replayed compensation) finds nothing to close.
    expect(await bus.request(on(BillingSubjects.closeAccount), { requestId: randomUUID(), tenantId: unused.tenantId })).toEqual({ closed: false });

    const used = await suite.createTenant({ included_pool: 5 });
    const requestId = randomUUID();
    await bus.request(on(BillingSubjects.hold), { requestId, tenantId: used.tenantId, product: 'svc-small-json/grade' });
    await bus.request(on(BillingSubjects.settle), { requestId, tenantId: used.tenantId, outcome: 'posted' });
    const refused = await bus.request(on(BillingSubjects.closeAccount), { requestId: randomUUID(), tenantId: used.tenantId }).catch((e: unknown) => e);
    expect((refused as SvcError).code).toBe('account_in_use');
    expect(await account(used.tenantId)).toMatchObject({ pool_used: 1 });
  });

  it('refuses a message that breaks its contract, naming the fields', async () => {
    const error = await bus
      .request(on(BillingSubjects.hold), { requestId: 'r', tenantId: 'not-a-uuid', product: '' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SvcError);
    expect((error as SvcError).code).toBe('invalid_message');
    expect(JSON.stringify((error as SvcError).detail)).toContain('tenantId');
  });

  it('answers the hold and settle batches item by item through their direct handlers, and refuses a malformed batch naming the field', async () => {
    const { tenantId } = await suite.createTenant({ included_pool: 1, wallet: 0 });
    const [a, b] = [randomUUID(), randomUUID()];
    const held = await bus.request(on(BillingSubjects.holdBatch), { items: [a, b].map((requestId) => ({ requestId, tenantId, product: 'svc-small-json/grade' })) });
    expect(held).toEqual([{ ok: { tier: 'included', freeRemaining: 0, wallet: 0 } }, { error: expect.objectContaining({ svc_error: 'balance_empty' }) }]);
    expect(await bus.request(on(BillingSubjects.settleBatch), { items: [{ requestId: a, tenantId, outcome: 'released' }] })).toEqual([{ ok: { state: 'released' } }]);
    expect(await account(tenantId)).toMatchObject({ pool_used: 0 });

    const error = await bus.request(on(BillingSubjects.holdBatch), { items: [{ requestId: 'r', tenantId: 'not-a-uuid', product: 'p' }] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SvcError);
    expect((error as SvcError).code).toBe('invalid_message');
    expect(JSON.stringify((error as SvcError).detail)).toContain('tenantId');
  });
});
