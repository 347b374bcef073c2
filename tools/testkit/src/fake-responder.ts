import { connect, type NatsConnection } from '@nats-io/transport-node';
import { INFRA } from './infra.js';

/**
 * A stand-in service on the real NATS: answers requests on `subject` (the suite's prefix included) in the wire
 * format of Nest's NATS transport, after `delayMs`. For a service that is slow or answers nonsense, which a
 * real one cannot be made to do; stop the real one first (queue groups would share the requests).
 */
export class FakeResponder {
  private constructor(private readonly nc: NatsConnection) {}

  static async start(subject: string, answer: (data: unknown) => unknown, delayMs = 0): Promise<FakeResponder> {
    const nc = await connect({ servers: INFRA.natsUrl });
    nc.subscribe(subject, {
      callback: (_err, msg) => {
        const packet = msg.json<{ id?: string; data: unknown }>();
        setTimeout(() => msg.respond(JSON.stringify({ id: packet.id, response: answer(packet.data), isDisposed: true })), delayMs);
      },
    });
    await nc.flush();
    return new FakeResponder(nc);
  }

  async stop(): Promise<void> {
    await this.nc.drain();
  }
}
