import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DistributedSuite } from '@svc/testkit';
import { ledgerSums } from './ledger-sums.js';

let suite: DistributedSuite;

beforeAll(async () => {
  suite = await DistributedSuite.start();
});
afterAll(async () => {
  await suite?.stop();
});

describe('a wallet stays a safe integer', () => {
  it('a top-up that would take it past 2^53 − 1 is 422 naming amount, and changes nothing', async () => {
    const { tenantId } = await suite.createTenant({ wallet: Number.MAX_SAFE_INTEGER - 10 });
    expect((await suite.admin('POST', `/admin/tenants/${tenantId}/topup`, { amount: 10 })).status).toBe(200);
    const refused = await suite.admin('POST', `/admin/tenants/${tenantId}/topup`, { amount: 1 });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ detail: [{ loc: ['body', 'amount'], msg: 'the wallet would exceed 9007199254740991 micro-units', type: 'value_error' }] });
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => suite.admin('POST', `/admin/tenants/${tenantId}/topup`, { amount: Number.MAX_SAFE_INTEGER })));
    expect(concurrent.map((r) => r.status)).toEqual([422, 422, 422, 422, 422]);
    expect((await suite.admin('GET', `/admin/tenants/${tenantId}`)).body).toMatchObject({ wallet: Number.MAX_SAFE_INTEGER });
    expect(await ledgerSums(suite.db, tenantId)).toMatchObject({ wallet: Number.MAX_SAFE_INTEGER, walletFromLedger: Number.MAX_SAFE_INTEGER });
  });
});
