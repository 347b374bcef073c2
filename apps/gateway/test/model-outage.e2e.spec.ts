import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DistributedSuite, post } from '@svc/testkit';
import { ledgerSums } from './ledger-sums.js';

let suite: DistributedSuite;

beforeAll(async () => {
  suite = await DistributedSuite.start({ env: { SVC_MODEL_TIMEOUT_MS: '2000' } });
});
afterAll(async () => {
  await suite?.stop();
});

describe('models service down', () => {
  it('answers 502 model unavailable and releases the hold; once models is back, calls succeed', async () => {
    const { tenantId, apiKey } = await suite.createTenant({ included_pool: 1, wallet: 5000 });
    const call = () => post(`${suite.url}/v1/models/svc-small-json/grade`, { text: 'disk failure' }, bearer(apiKey));
    // Warm the gateway's registry so the outage is met at the model call itself, after the hold.
    expect((await call()).status).toBe(200);
    const before = await suite.admin('GET', `/admin/tenants/${tenantId}`);
    expect(before.body).toMatchObject({ pool_left: 0, wallet: 5000 });

    await suite.stopApp('models');
    for (let i = 0; i < 3; i++) {
      const res = await call();
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ detail: 'model unavailable' });
    }
    const during = await suite.admin('GET', `/admin/tenants/${tenantId}`);
    expect(during.body).toEqual(before.body);
    expect(await ledgerSums(suite.db, tenantId)).toMatchObject({ wallet: 5000, walletFromLedger: 5000, openHolds: 0 });

    suite.startApp('models');
    const deadline = Date.now() + 20_000;
    let res = await call();
    while (res.status !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      res = await call();
    }
    expect(res.status).toBe(200);
    expect(res.headers.get('x-svc-debit')).toBe('paid');
    const after = await suite.admin('GET', `/admin/tenants/${tenantId}`);
    expect(after.body).toMatchObject({ wallet: 4000 });
  });
});
