import { HoldBatchRequest, InvokeRequest } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { describe, expect, it } from 'vitest';
import { LocalTransportServer } from '../bus/local-bus.js';
import { createLogger } from '../logging/logger.js';
import { directHandlerOf, registerDirectHandler } from './direct-handler.js';

const logger = createLogger('test', 'silent');
const message = { requestId: 'r-1', api: 'svc-small-json', method: 'grade', body: { text: 'x' } };

describe('direct message handlers', () => {
  it('answer like the Nest pipeline: the handler result, a refusal as its wire payload, a bad message as invalid message, a bug as internal', async () => {
    registerDirectHandler('test.direct.a', InvokeRequest, 'T.a', logger, (m) => {
      if (m.method === 'refuse') throw new SvcError('unknown_method');
      if (m.method === 'bug') throw new Error('boom');
      return { got: m.api };
    });
    const handle = directHandlerOf('test.direct.a')!;
    expect(await handle(message)).toEqual({ response: { got: 'svc-small-json' } });
    expect(await handle({ ...message, method: 'refuse' })).toEqual({ err: { svc_error: 'unknown_method', detail: new SvcError('unknown_method').detail } });
    expect(await handle({ ...message, method: 'bug' })).toEqual({ err: { svc_error: 'internal', detail: new SvcError('internal').detail } });
    const bad = await handle({ ...message, api: 7 });
    expect(bad.err).toMatchObject({ svc_error: 'invalid_message', detail: expect.arrayContaining([expect.objectContaining({ loc: ['message', 'api'], type: 'isString' })]) });
  });

  it('log the request id of the message, or of every item of a batch', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const recording = { ...logger, isLevelEnabled: () => true, info: (o: Record<string, unknown>) => void lines.push(o) } as unknown as typeof logger;
    registerDirectHandler('test.direct.c', HoldBatchRequest, 'T.c', recording, () => []);
    const item = { requestId: 'r-7', tenantId: '3f2b8c1e-9a4d-4c7e-8b21-0d5e6f7a8b9c', product: 'p' };
    await directHandlerOf('test.direct.c')!({ items: [item, { ...item, requestId: 'r-8' }] });
    expect(lines).toMatchObject([{ requestId: ['r-7', 'r-8'], handler: 'T.c' }]);
  });

  it('write no line per message when the level leaves out info', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const atWarn = { ...logger, isLevelEnabled: (level: string) => level !== 'info' && level !== 'debug' && level !== 'trace', info: (o: Record<string, unknown>) => void lines.push(o) } as unknown as typeof logger;
    registerDirectHandler('test.direct.d', InvokeRequest, 'T.d', atWarn, () => ({}));
    expect(await directHandlerOf('test.direct.d')!(message)).toEqual({ response: {} });
    expect(lines).toEqual([]);
  });

  it('are what the in-process transport calls, with the refusal thrown as a SvcError', async () => {
    registerDirectHandler('test.direct.b', InvokeRequest, 'T.b', logger, (m) => ({ echo: m.body }));
    const local = new LocalTransportServer();
    expect(await local.dispatch('test.direct.b', message)).toEqual({ echo: { text: 'x' } });
    await expect(local.dispatch('test.direct.b', { ...message, body: [] })).rejects.toMatchObject({ code: 'invalid_message' });
  });

  it('get a copy of the message in one process and hand back a copy of the answer, unless registered by reference', async () => {
    const seen: object[] = [];
    const answer = { kept: 1 };
    registerDirectHandler('test.direct.copy', InvokeRequest, 'T.copy', logger, (m) => (seen.push(m.body), answer));
    registerDirectHandler('test.direct.ref', InvokeRequest, 'T.ref', logger, (m) => (seen.push(m.body), answer), { byReference: true });
    const local = new LocalTransportServer();
    const sent = { ...message, body: { text: 'x' } };
    const copied = await local.dispatch('test.direct.copy', sent);
    expect(seen[0]).toEqual(sent.body);
    expect(seen[0]).not.toBe(sent.body);
    expect(copied).toEqual(answer);
    expect(copied).not.toBe(answer);
    const shared = await local.dispatch('test.direct.ref', sent);
    expect(seen[1]).toBe(sent.body);
    expect(shared).toBe(answer);
    await expect(local.dispatch('test.direct.ref', { ...message, body: [] })).rejects.toMatchObject({ code: 'invalid_message' });
  });
});
