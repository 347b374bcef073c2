import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answeredRequestId } from './request-id.js';

/** Longest path parameter the router takes (an API key is at most 512 characters); longer is 414. */
export const MAX_PARAM_LENGTH = 1_024;

/**
 * Answers for what Fastify's router refuses before any route, hook or Nest filter runs (a path whose
 * percent-encoding is malformed, a path parameter over MAX_PARAM_LENGTH): the contract's `{ detail }` body and
 * the request's `x-request-id`, like every other answer.
 */
export function answerFrameworkError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  const [status, detail] =
    error.code === 'FST_ERR_BAD_URL' ? [400, 'malformed url'] : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? [414, 'uri too long'] : [500, 'internal error'];
  void reply.code(status).header('x-request-id', answeredRequestId(request.id, request.headers)).send({ detail });
}

/** What Node's HTTP parser refused, by its error code: a status and a `detail`. */
function describeClientError(code: string | undefined): [number, string, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'Request Header Fields Too Large', 'request headers too large'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_REQUEST_TIMEOUT_ERROR') return [408, 'Request Timeout', 'request timeout'];
  if (code === 'HPE_URI_TOO_LONG') return [414, 'URI Too Long', 'uri too long'];
  return [400, 'Bad Request', 'malformed request'];
}

/**
 * Node's HTTP parser refuses a request (an unknown method, a header with CR or NUL, bad chunked encoding, two
 * Content-Lengths, headers over 16 KiB) before Fastify sees it: the answer is written on the socket as a
 * `{ detail }` body with a fresh `x-request-id`, then the connection is closed (the parser cannot go on).
 * Nothing is written when the peer is gone, or when an answer to an earlier request on the connection has begun.
 */
export function answerClientError(err: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const [status, reason, detail] = describeClientError(err.code);
    const body = JSON.stringify({ detail });
    // An answer to HEAD has no body (a client would read it as the start of a next answer); the request line
    // is at the start of what the parser was given (headers too large, a bad header).
    const head = Buffer.isBuffer(err.rawPacket) && err.rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
        `x-request-id: ${randomUUID()}\r\nconnection: close\r\n\r\n${head ? '' : body}`,
    );
  }
  socket.destroy(err);
}
