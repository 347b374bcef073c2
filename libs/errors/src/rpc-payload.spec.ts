import { describe, expect, it } from 'vitest';
import { fromRpcPayload, toRpcPayload } from './rpc-payload.js';
import { SvcError } from './svc-error.js';

describe('errors across NATS', () => {
  it('keep their status and detail, including the balance object', () => {
    const back = fromRpcPayload(JSON.parse(JSON.stringify(toRpcPayload(new SvcError('balance_empty')))));
    expect(back).toBeInstanceOf(SvcError);
    expect(back?.status).toBe(429);
    expect(back?.detail).toEqual({ error: 'balance empty', upgrade_url: '/billing' });
    expect(fromRpcPayload(toRpcPayload(new SvcError('model_unavailable')))?.detail).toBe('model unavailable');
  });

  it('are not invented from a foreign error shape', () => {
    expect(fromRpcPayload({ status: 'error', message: 'Internal server error' })).toBeNull();
    expect(fromRpcPayload({ svc_error: 'no_such_code', detail: 'x' })).toBeNull();
    expect(fromRpcPayload('boom')).toBeNull();
  });
});
