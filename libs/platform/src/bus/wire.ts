import { fromRpcPayload } from '@svc/errors';

/** Nest's NATS packet: `{ pattern, data, id }` for a request, no `id` for an event. */
export interface WirePacket {
  pattern: string;
  data: unknown;
  id?: string;
}
/** Nest's NATS reply: `{ id, response, err, isDisposed }`. */
export interface WireReply {
  id?: string;
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
}

/** Error a service answered that is not one of ours (a bug on the far side): never shown verbatim to users. */
export class RemoteFailure extends Error {
  constructor(
    readonly subject: string,
    readonly remote: unknown,
  ) {
    super(`${subject} failed: ${JSON.stringify(remote)}`);
    this.name = 'RemoteFailure';
  }
}

export function unwrapReply(subject: string, reply: WireReply): unknown {
  if (reply.err !== undefined && reply.err !== null) {
    throw fromRpcPayload(reply.err) ?? new RemoteFailure(subject, reply.err);
  }
  return reply.response;
}
