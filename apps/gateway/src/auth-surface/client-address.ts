import type { FastifyRequest } from 'fastify';

/**
 * The client's address: the socket's, or behind `hops` trusted proxies the entry they appended to
 * X-Forwarded-For (entries further left are the client's word, which it could forge).
 */
export function clientAddress(req: Pick<FastifyRequest, 'headers' | 'ip'>, hops: number): string {
  if (hops <= 0) return req.ip;
  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  chain.push(req.ip);
  return chain[Math.max(chain.length - 1 - hops, 0)] ?? req.ip;
}
