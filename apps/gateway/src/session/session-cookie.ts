import type { FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'svc_session';

/** The value of one cookie in a `Cookie` header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site POSTs), Secure over TLS, an expiry. */
export function sessionCookie(token: string, expiresAt: Date, secure: boolean, now = Date.now()): string {
  const maxAge = Math.max(Math.floor((expiresAt.getTime() - now) / 1000), 0);
  return [`${SESSION_COOKIE}=${encodeURIComponent(token)}`, 'Path=/', `Max-Age=${maxAge}`, `Expires=${expiresAt.toUTCString()}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

export function clearedSessionCookie(secure: boolean): string {
  return [`${SESSION_COOKIE}=`, 'Path=/', 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

/** Served over TLS: the connection itself, or the public URL the operator declared (a TLS-terminating proxy). */
export function servedOverTls(req: FastifyRequest, publicUrl: string): boolean {
  return req.protocol === 'https' || publicUrl.startsWith('https:');
}
