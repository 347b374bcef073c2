import type { Msg, MsgHdrs, NatsConnection } from '@nats-io/transport-node';
import { ServerNats, type NatsContext, type NatsOptions, type OutgoingResponse } from '@nestjs/microservices';
import { directHandlerOf, type DirectHandler } from '../rpc/direct-handler.js';
import { decodeBody, encodeBody, LARGE_BODY_HEADER } from './large-payload.js';
import type { WirePacket } from './wire.js';

/** How long a service waits for each chunk of a large request body from the gateway that holds it. */
const FETCH_TIMEOUT_MS = 5_000;

/**
 * Nest's NATS transport, with bodies larger than the server's max_payload carried in chunks both ways
 * (large-payload.ts): a request that came as a reference is fetched before its handler runs, and an answer
 * that does not fit (a dump's records can be several times the text) is put on offer for the caller.
 */
export class LargeBodyServerNats extends ServerNats {
  private readonly queue: string | undefined;

  constructor(options: Required<NatsOptions>['options']) {
    super(options);
    this.queue = options?.queue;
  }

  private get nc(): NatsConnection {
    return this.unwrap<NatsConnection>();
  }

  /** Nest subscribes every pattern; those with a direct handler (rpc/direct-handler.ts) are subscribed here instead. */
  override bindEvents(client: NatsConnection): void {
    const direct = [...this.messageHandlers.keys()].flatMap((channel) => {
      const handler = directHandlerOf(channel);
      return handler ? [{ channel, handler, nest: this.messageHandlers.get(channel)! }] : [];
    });
    for (const d of direct) this.messageHandlers.delete(d.channel);
    try {
      super.bindEvents(client);
    } finally {
      for (const d of direct) this.messageHandlers.set(d.channel, d.nest);
    }
    for (const { channel, handler } of direct) {
      client.subscribe(channel, {
        queue: this.queue,
        callback: (err, msg) => {
          if (err) this.logger.error(err);
          else void this.handleDirect(channel, handler, msg);
        },
      });
    }
  }

  /** Decodes once, runs the direct handler, answers in Nest's wire format (`{ id, response | err, isDisposed }`). */
  private async handleDirect(channel: string, handler: DirectHandler, natsMsg: Msg): Promise<void> {
    if (!natsMsg.reply) return;
    let text: string;
    try {
      text = natsMsg.headers?.has(LARGE_BODY_HEADER) ? await decodeBody(this.nc, natsMsg, FETCH_TIMEOUT_MS) : natsMsg.string();
    } catch (err) {
      this.logger.error(`large request body on ${channel} not fetched: ${(err as Error).message}`);
      return;
    }
    let packet: WirePacket;
    try {
      packet = JSON.parse(text) as WirePacket;
    } catch {
      this.logger.error(`message on ${channel} is not JSON; dropped`);
      return;
    }
    const reply = await handler(packet.data);
    try {
      const { body, headers } = encodeBody(this.nc, JSON.stringify({ ...reply, isDisposed: true, id: packet.id }));
      natsMsg.respond(body, { headers });
    } catch (err) {
      this.logger.error(err);
    }
  }

  override async handleMessage(channel: string, natsMsg: Msg): Promise<unknown> {
    if (!natsMsg.headers?.has(LARGE_BODY_HEADER)) return super.handleMessage(channel, natsMsg);
    let text: string;
    try {
      text = await decodeBody(this.nc, natsMsg, FETCH_TIMEOUT_MS);
    } catch (err) {
      // The holder is gone or too slow: the caller times out, as it would for a lost message.
      this.logger.error(`large request body on ${channel} not fetched: ${(err as Error).message}`);
      return;
    }
    const data = new TextEncoder().encode(text);
    const whole = Object.create(natsMsg, {
      data: { value: data },
      string: { value: () => text },
      json: { value: () => JSON.parse(text) as unknown },
      respond: { value: natsMsg.respond.bind(natsMsg) },
    }) as Msg;
    return super.handleMessage(channel, whole);
  }

  override getPublisher(natsMsg: Msg, id: string, ctx: NatsContext): (response: OutgoingResponse) => unknown {
    if (!natsMsg.reply) return super.getPublisher(natsMsg, id, ctx);
    return (response: OutgoingResponse) => {
      Object.assign(response, { id });
      const outgoing = this.serializer.serialize(response) as { data: string; headers?: MsgHdrs };
      const { body, headers } = encodeBody(this.nc, outgoing.data, outgoing.headers);
      return natsMsg.respond(body, { headers });
    };
  }
}
