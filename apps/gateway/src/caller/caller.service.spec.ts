import { describe, expect, it } from 'vitest';
import { SvcError } from '@svc/errors';
import type { ServiceBus } from '@svc/platform';
import type { GatewayConfig } from '../config/gateway.config.js';
import { ServiceClient } from '../bus/service-client.js';
import { CallerService } from './caller.service.js';

describe('CallerService', () => {
  it('refuses a malformed bearer key with 401 invalid api key without asking auth', async () => {
    const asked: unknown[] = [];
    const bus = { request: async (_s: unknown, payload: unknown) => (asked.push(payload), { tenantId: 't', keyId: 'k', rateLimit: 20 }) } as unknown as ServiceBus;
    const config = { keyCacheMs: 0, serviceTimeoutMs: 1000 } as GatewayConfig;
    const caller = new CallerService(bus, new ServiceClient(bus, config), config);
    for (const header of [`Bearer ${'k'.repeat(513)}`, `Bearer svc_${'A'.repeat(10_000)}`, 'Bearer a\u00e9b', 'Bearer ', 'Bearer a b']) {
      const refused = await caller.fromAuthorization('r', header).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(SvcError);
      expect((refused as SvcError).detail).toBe('invalid api key');
    }
    expect(asked).toEqual([]);
    await expect(caller.fromAuthorization('r', `Bearer ${'k'.repeat(512)}`)).resolves.toMatchObject({ tenantId: 't' });
    expect(asked).toHaveLength(1);
  });
});
