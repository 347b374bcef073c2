/**
 * Calls the gateway's public routes, the same ones curl uses: the session cookie goes along by itself
 * (same origin), a bearer key only where the route takes one. Errors keep the contract's `detail`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: unknown,
    readonly body: unknown,
  ) {
    super(describe(status, detail, body));
  }
}

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is with this content type (CSV uploads). */
  raw?: { body: string; type: string };
  key?: string;
}

export async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: string | undefined;
  if (options.raw) {
    headers['content-type'] = options.raw.type;
    body = options.raw.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'the gateway did not answer (network error)', undefined);
  }
  const text = await res.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!res.ok) {
    const detail = isObject(parsed) && 'detail' in parsed ? parsed.detail : parsed;
    throw new ApiError(res.status, detail, parsed);
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export const get = <T>(path: string, key?: string) => call<T>('GET', path, key ? { key } : {}).then((a) => a.body);
export const post = <T>(path: string, body?: unknown) => call<T>('POST', path, { body }).then((a) => a.body);

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** The contract's detail in words: a string as is, the 422 list as `field: message` lines, the balance-empty object. */
export function describe(status: number, detail: unknown, body: unknown): string {
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail))
    return detail
      .map((d) => (isObject(d) ? `${Array.isArray(d.loc) ? d.loc.filter((x) => x !== 'body').join('.') : ''}: ${String(d.msg)}` : String(d)))
      .join('\n');
  if (isObject(body) && typeof body.error === 'string') return body.error;
  return status ? `HTTP ${status}` : 'no answer';
}
