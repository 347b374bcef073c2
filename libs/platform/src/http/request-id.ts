import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An incoming `x-request-id` is kept when it is 1-128 of these characters; anything else is replaced. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** Where the caller's id ends in the call id (a character the caller's id cannot contain). */
const MARK = '~';
/** Call ids are at most 128 characters (the messages' `requestId`): the caller's part is cut to leave room for the suffix. */
const KEPT_PREFIX = 112;
const PROCESS_TAG = randomBytes(4).toString('base64url').slice(0, 5);
let sequence = 0;

/**
 * The id of one HTTP call, used in every log line and NATS message about it. Without a usable `x-request-id`
 * it is a fresh UUID. With one, it is the caller's id plus `~` and a suffix unique to this call
 * (`<id>~<process><sequence>`): the caller's id then finds every log line of the call in every service, while
 * two calls sent with the same id never share what is keyed by the call id (the billing ledger's holds, a
 * record's discard), so a repeated id can never make a second call free.
 */
export function callIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  if (typeof given !== 'string' || !REQUEST_ID_PATTERN.test(given)) return randomUUID();
  return `${given.slice(0, KEPT_PREFIX)}${MARK}${PROCESS_TAG}${(sequence++).toString(36)}`;
}

/** The `x-request-id` an answer carries: the caller's own id when it was kept, else the call id. */
export function answeredRequestId(callId: string, headers: IncomingMessage['headers']): string {
  const given = headers['x-request-id'];
  return callId.includes(MARK) && typeof given === 'string' ? given : callId;
}
