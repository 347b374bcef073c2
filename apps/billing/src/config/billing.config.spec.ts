import { afterEach, describe, expect, it } from 'vitest';
import { loadBillingConfig, priceOf } from './billing.config.js';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('billing settings', () => {
  it('reads per-method prices as JSON, the method alone or with its api', () => {
    process.env.SVC_PRICE_OVERRIDES = '{"guard":2000,"svc-small-json/grade":0}';
    process.env.SVC_PRICE_PER_CALL = '1500';
    const config = loadBillingConfig();
    expect([priceOf(config, 'svc-small-json/guard'), priceOf(config, 'svc-small-json/grade'), priceOf(config, 'svc-small-json/extract')]).toEqual([2000, 0, 1500]);
  });

  it('refuses prices that are not a JSON object of integers, naming the variable', () => {
    for (const bad of ['{"guard":', '{"guard":-1}', '[1]', '{"guard":1.5}']) {
      process.env.SVC_PRICE_OVERRIDES = bad;
      expect(() => loadBillingConfig()).toThrow(`configuration: SVC_PRICE_OVERRIDES=${JSON.stringify(bad)} is invalid: expected a JSON object of method → integer price`);
    }
  });
});
