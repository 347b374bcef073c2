import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';

/** What the gateway answered, as bytes on the wire would say it: status, headers (lower-case), body text. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One request through Node's HTTP client (any method token, path and body bytes; header values it accepts), on
 * a connection of its own: a refusal may close the connection, and a reused one would fail the next request.
 */
export function sendHttp(base: string, method: string, path: string, headers: Record<string, string>, body: Buffer | undefined, timeoutMs = 20_000): Promise<RawAnswer | 'closed while sending'> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers, agent: false, timeout: timeoutMs }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: flatten(res.headers), body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The answer came before the body was all written (a refusal that does not read the body): it is the answer.
      if (answered) return;
      // A server that answers without reading a large body closes the connection after its answer; the client may
      // fail writing the rest (EPIPE, or a reset) before it has read that answer. The caller decides what that means.
      if ((error.code === 'EPIPE' || error.code === 'ECONNRESET') && (body?.length ?? 0) > 0) return resolve('closed while sending');
      reject(error);
    });
    req.end(body);
  });
}

/**
 * Bytes written straight on a socket (request lines and headers Node's client refuses to send: CR or NUL in a
 * header, bad chunked encoding, two Content-Lengths); the first answer on it, or null when the connection
 * closed without one.
 */
export function sendRaw(base: string, bytes: Buffer, timeoutMs = 10_000): Promise<RawAnswer | null> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswer(Buffer.concat(chunks)));
    };
    const timer = setTimeout(() => {
      settled = true;
      socket.destroy();
      reject(new Error(`raw request: no end within ${timeoutMs} ms; got ${JSON.stringify(Buffer.concat(chunks).toString('latin1').slice(0, 200))}`));
    }, timeoutMs);
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      if (parseAnswer(Buffer.concat(chunks), true)) finish();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', () => finish());
    // Half-closed after the bytes: a request left unfinished ends there rather than waiting for more.
    socket.end(bytes);
  });
}

const INTERIM = /^HTTP\/1\.[01] 1\d\d[^\r]*\r\n(?:[^\r]+\r\n)*\r\n/;

/** The first HTTP answer in `data`; with `complete`, only once its whole body (by Content-Length) is there. */
function parseAnswer(data: Buffer, complete = false): RawAnswer | null {
  // Interim answers (`100 Continue`) come before the answer.
  let text = data.toString('latin1');
  let skipped = 0;
  for (let m = INTERIM.exec(text); m; m = INTERIM.exec(text)) {
    skipped += m[0].length;
    text = text.slice(m[0].length);
  }
  data = data.subarray(skipped);
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!match) return null;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? NaN);
  const bodyBytes = data.subarray(Buffer.byteLength(text.slice(0, end + 4), 'latin1'));
  if (complete && (!Number.isFinite(length) || bodyBytes.length < length)) return null;
  return { status: Number(match[1]), headers, body: bodyBytes.subarray(0, Number.isFinite(length) ? length : undefined).toString('utf8') };
}

function flatten(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
}

