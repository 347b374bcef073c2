/** A small HTTP client for tests: JSON in, status + headers + JSON out. */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return send('POST', url, body, headers);
}

/**
 * POST of a body the server refuses by its size (413): the server may answer and close the connection while the
 * body is still being written, and fetch then fails (EPIPE, ECONNRESET) without the answer. Such a refusal stores
 * and bills nothing, so it is asked again, up to three times in all, to read the answer.
 */
export async function postOversized(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send('POST', url, body, headers);
    } catch (error) {
      const code = ((error as Error).cause as { code?: string } | undefined)?.code;
      if (attempt >= 3 || (code !== 'EPIPE' && code !== 'ECONNRESET')) throw error;
    }
  }
}

export async function send(method: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** The `Cookie` header that sends back the session an answer's `Set-Cookie` opened. */
export function sessionCookieOf(answer: Answer, name = 'svc_session'): { cookie: string } {
  const set = answer.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!set) throw new Error(`no ${name} cookie in the answer (status ${answer.status})`);
  return { cookie: set.split(';')[0] };
}
