import { headers, nuid, type Msg, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';

/** The header of a message whose body did not fit: where to fetch it, its size and chunk size (JSON). */
export const LARGE_BODY_HEADER = 'Svc-Large-Body';

/** Room kept under the server's max_payload for a message's headers and protocol line. */
const HEADROOM = 8 * 1024;
/** How long a body stays on offer if its reader never comes back for all of it. */
const OFFER_MS = 60_000;

interface LargeBodyRef {
  /** The subject the holder answers chunk requests on. */
  s: string;
  /** Size in bytes. */
  n: number;
  /** Chunk size in bytes. */
  c: number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The largest body a message may carry on this connection: the server's `max_payload` (from its INFO,
 * 1 MB by default) less room for headers. A larger one travels in chunks (see offerLargeBody).
 */
export function bodyLimitOf(nc: NatsConnection): number {
  return Math.max((nc.info?.max_payload ?? 1_048_576) - HEADROOM, 1024);
}

/**
 * Encodes a message body; when it is over the connection's limit, puts it on offer instead and returns the
 * headers that say where it is (the body sent is then empty). The holder answers "chunk i" requests on a
 * subject of its own until every chunk was read once, or OFFER_MS passed. So any body reaches the other side
 * whatever the server's max_payload, and the holder is the one that keeps it (nothing stored in NATS).
 */
export function encodeBody(nc: NatsConnection, text: string, given?: MsgHdrs): { body: Uint8Array; headers?: MsgHdrs } {
  const bytes = encoder.encode(text);
  const limit = bodyLimitOf(nc);
  if (bytes.length <= limit) return { body: bytes, headers: given };
  const ref: LargeBodyRef = { s: `_SVC_LARGE.${nuid.next()}`, n: bytes.length, c: limit };
  const chunks = Math.ceil(bytes.length / limit);
  const unread = new Set(Array.from({ length: chunks }, (_, i) => i));
  const sub = nc.subscribe(ref.s, {
    callback: (err, msg) => {
      if (err) return;
      const i = Number(msg.string());
      if (!Number.isInteger(i) || i < 0 || i >= chunks) return;
      msg.respond(bytes.subarray(i * limit, (i + 1) * limit));
      unread.delete(i);
      if (unread.size === 0) sub.unsubscribe();
    },
  });
  setTimeout(() => sub.unsubscribe(), OFFER_MS).unref();
  const h = given ?? headers();
  h.set(LARGE_BODY_HEADER, JSON.stringify(ref));
  return { body: new Uint8Array(0), headers: h };
}

/** A message's body as text, fetched chunk by chunk from its holder when it did not fit in the message. */
export async function decodeBody(nc: NatsConnection, msg: Msg, timeoutMs: number): Promise<string> {
  const header = msg.headers?.get(LARGE_BODY_HEADER);
  if (!header) return msg.string();
  const ref = JSON.parse(header) as LargeBodyRef;
  const whole = new Uint8Array(ref.n);
  const chunks = Math.ceil(ref.n / ref.c);
  await Promise.all(
    Array.from({ length: chunks }, async (_, i) => {
      const part = await nc.request(ref.s, String(i), { timeout: timeoutMs });
      whole.set(part.data, i * ref.c);
    }),
  );
  return decoder.decode(whole);
}
