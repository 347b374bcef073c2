import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durableQueueStream, NatsServiceBus, StreamReplicasError } from '@svc/platform';
import { INFRA } from '@svc/testkit';

/**
 * SVC_JETSTREAM_REPLICAS reaches the streams the suite creates (real NATS JetStream; this one is a single server):
 * 1 is set at creation and put back when a stream has another count; more than 1 is refused with a message that
 * says why, and a service asked for it stops at start with that message instead of running with one copy.
 */
const prefix = `r${randomBytes(4).toString('hex')}.`;
const events = `SVC_EVENTS_R${prefix.slice(1, -1).toUpperCase()}`;
let nc: NatsConnection;
let jsm: JetStreamManager;
const buses: NatsServiceBus[] = [];
const busWith = async (replicas: number) => {
  const bus = await NatsServiceBus.connect(INFRA.natsUrl, 'replicas-test', prefix, replicas);
  buses.push(bus);
  return bus;
};
const replicasOf = async (stream: string) => (await jsm.streams.info(stream)).config.num_replicas;
const exists = (stream: string) => jsm.streams.info(stream).then(() => true, () => false);

beforeAll(async () => {
  nc = await connect({ servers: INFRA.natsUrl });
  jsm = await jetstreamManager(nc);
});
afterAll(async () => {
  for (const bus of buses) await bus.close();
  for await (const name of jsm.streams.names()) if (name === events || name.endsWith(durableQueueStream('', prefix).slice('SVC_Q_'.length))) await jsm.streams.delete(name).catch(() => false);
  await nc.close();
});

describe('SVC_JETSTREAM_REPLICAS (real NATS JetStream, a single server)', () => {
  it('creates the event stream and the durable queues with 1 replica, and puts back a stream found with another count', async () => {
    const bus = await busWith(1);
    await bus.ensureEventStream(events, prefix);
    bus.durableQueue('spends');
    expect(await bus.openDurableQueues()).toEqual([]);
    const spends = durableQueueStream('spends', prefix);
    expect(await replicasOf(events)).toBe(1);
    expect(await replicasOf(spends)).toBe(1);
    // As an operator's earlier setting left it (a single server takes this update, keeping one copy).
    const info = await jsm.streams.info(spends);
    await jsm.streams.update(spends, { ...info.config, num_replicas: 3 });
    expect(await replicasOf(spends)).toBe(3);
    const restarted = await busWith(1);
    restarted.durableQueue('spends');
    expect(await restarted.openDurableQueues()).toEqual([]);
    expect(await replicasOf(spends)).toBe(1);
  });

  it('refuses 3 replicas on a NATS that is not clustered, saying so, and creates or changes no stream', async () => {
    const bus = await busWith(3);
    const other = `${events}_3`;
    await expect(bus.ensureEventStream(other, `${prefix}three.`)).rejects.toThrow(StreamReplicasError);
    await expect(bus.ensureEventStream(other, `${prefix}three.`)).rejects.toThrow(/SVC_JETSTREAM_REPLICAS=3 needs a clustered NATS/);
    bus.durableQueue('settle-decisions');
    await expect(bus.openDurableQueues()).rejects.toThrow(/SVC_JETSTREAM_REPLICAS=3 needs a clustered NATS/);
    expect(await exists(other)).toBe(false);
    expect(await exists(durableQueueStream('settle-decisions', prefix))).toBe(false);
    // A stream that exists (with 1) is left as it is: a single server would report 3 and keep one copy.
    await expect(bus.ensureEventStream(events, prefix)).rejects.toThrow(/SVC_JETSTREAM_REPLICAS=3 needs a clustered NATS/);
    expect(await replicasOf(events)).toBe(1);
  });

  it('a service started with 3 replicas on this NATS exits at start with the reason, not a silent crash', async () => {
    const env = { ...process.env, NATS_URL: INFRA.natsUrl, DATABASE_URL: INFRA.databaseUrl, SVC_SUBJECT_PREFIX: `${prefix}svc.`, SVC_EVENT_STREAM: `${events}_SVC`, SVC_JETSTREAM_REPLICAS: '3', LOG_LEVEL: 'info' };
    const child = spawn(process.execPath, [resolve('apps/billing/dist/main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).toBe(1);
    expect(output).toContain('SVC_JETSTREAM_REPLICAS=3 needs a clustered NATS');
    expect(output).not.toContain('billing ready');
  });
});
