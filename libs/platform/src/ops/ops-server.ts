import { createServer, type Server } from 'node:http';
import type { INestApplicationContext } from '@nestjs/common';
import type { Logger } from '../logging/logger.js';
import { OPS_PATHS } from './ops-paths.js';
import { OpsService, type OpsAnswer } from './ops.service.js';

/**
 * The ops endpoints of a process that has no HTTP surface (a backend, which only listens on NATS): a plain
 * `node:http` server on its own port, answering from the same OpsService as the gateway's routes. Nothing
 * else is served, so it needs none of the gateway's HTTP machinery.
 */
export async function startOpsServer(app: INestApplicationContext, port: number, host: string, logger: Logger): Promise<Server> {
  const ops = app.get(OpsService);
  const routes: Record<string, () => Promise<OpsAnswer>> = {
    [OPS_PATHS.live]: () => ops.live(),
    [OPS_PATHS.ready]: () => ops.ready(),
    [OPS_PATHS.metrics]: () => ops.metrics(),
  };
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0];
    const route = routes[path];
    const answer: Promise<OpsAnswer> =
      route === undefined
        ? Promise.resolve({ status: 404, contentType: 'application/json', body: JSON.stringify({ detail: 'Not Found' }) })
        : req.method !== 'GET' && req.method !== 'HEAD'
          ? Promise.resolve({ status: 405, contentType: 'application/json', body: JSON.stringify({ detail: 'Method Not Allowed' }) })
          : route();
    answer.then(
      (a) => {
        res.writeHead(a.status, { 'content-type': a.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : a.body);
      },
      (err: unknown) => {
        logger.error({ err, path }, 'ops endpoint failed');
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ detail: 'Internal Server Error' }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
