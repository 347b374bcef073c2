import { randomBytes } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusUnavailableError, NatsServiceBus } from '@svc/platform';
import { INFRA } from '@svc/testkit';

/**
 * The bus's requests on real NATS: answers one after another and many at once, no responders and a timeout each
 * reach the caller as the reason the gateway maps to its answers.
 */
const prefix = `q${randomBytes(4).toString('hex')}.`;
const subject = (name: string) => ({ name: `${prefix}${name}`, request: Object }) as never;
let nc: NatsConnection;
let bus: NatsServiceBus;

beforeAll(async () => {
  nc = await connect({ servers: INFRA.natsUrl });
  nc.subscribe(`${prefix}echo`, { callback: (_e, m) => m.respond(JSON.stringify({ response: { echo: m.json<{ data: unknown }>().data } })) });
  nc.subscribe(`${prefix}silent`, { callback: () => undefined });
  await nc.flush();
  bus = await NatsServiceBus.connect(INFRA.natsUrl, 'request-test', prefix);
});
afterAll(async () => {
  await bus?.close();
  await nc?.close();
});

describe("the bus's requests", () => {
  it('resolves answers, one after another and many at once', async () => {
    expect(await bus.request(subject('echo'), { n: 1 })).toEqual({ echo: { n: 1 } });
    const many = await Promise.all(Array.from({ length: 200 }, (_, n) => bus.request(subject('echo'), { n })));
    expect(many).toEqual(Array.from({ length: 200 }, (_, n) => ({ echo: { n } })));
  });

  it('reports no responders and a timeout as before', async () => {
    await expect(bus.request(subject('nobody'), {}, 1_000)).rejects.toBeInstanceOf(BusUnavailableError);
    await expect(bus.request(subject('nobody'), {}, 1_000)).rejects.toMatchObject({ reason: 'no_responders', subject: `${prefix}nobody` });
    await expect(bus.request(subject('silent'), {}, 200)).rejects.toMatchObject({ reason: 'timeout', subject: `${prefix}silent` });
    expect(await bus.request(subject('echo'), { after: true })).toEqual({ echo: { after: true } });
  });
});
