import { parseAccessLog } from '../../extract/access-log.js';

/** `http_access`: one entry per access-log line; other lines are skipped. */
export function buildHttpAccess(text: string): Record<string, unknown> {
  const requests: Array<Record<string, unknown>> = [];
  for (const line of text.split('\n')) {
    const f = parseAccessLog(line.replace(/\r$/, ''));
    if (!f) continue;
    const r: Record<string, unknown> = { client: f.client, timestamp: f.timestamp, method: f.method, path: f.path, status: f.status, bytes: f.bytes };
    if (f.protocol !== undefined) r.protocol = f.protocol;
    if (f.referer !== undefined) r.referer = f.referer;
    if (f.user_agent !== undefined) r.user_agent = f.user_agent;
    requests.push(r);
  }
  return { requests };
}
