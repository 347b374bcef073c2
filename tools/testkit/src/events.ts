import { connect, type NatsConnection } from '@nats-io/transport-node';
import { INFRA } from './infra.js';

/** Listens to one event subject on the real NATS (as a consumer team would) and keeps what arrives. */
export class EventTap<T = unknown> {
  readonly received: T[] = [];

  private constructor(private readonly nc: NatsConnection) {}

  /** `subject` as published, i.e. with the suite's subject prefix. */
  static async open<T>(subject: string): Promise<EventTap<T>> {
    const nc = await connect({ servers: INFRA.natsUrl, name: 'test-event-tap' });
    const tap = new EventTap<T>(nc);
    nc.subscribe(subject, {
      callback: (err, msg) => {
        if (!err) tap.received.push((JSON.parse(msg.string()) as { data: T }).data);
      },
    });
    await nc.flush();
    return tap;
  }

  /** The first event that matches, waiting up to `timeoutMs`. */
  async next(match: (event: T) => boolean, timeoutMs = 5_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  async close(): Promise<void> {
    await this.nc.drain();
  }
}
