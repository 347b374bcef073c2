import { existsSync } from 'node:fs';
import { INFRA, reachable } from './infra.js';

/** Integration tests need the real services and the built apps; say exactly what is missing. */
export default async function setup(): Promise<void> {
  const missing: string[] = [];
  if (!(await reachable(INFRA.databaseUrl, 5432))) missing.push(`PostgreSQL at ${INFRA.databaseUrl}`);
  if (!(await reachable(INFRA.natsUrl, 4222))) missing.push(`NATS at ${INFRA.natsUrl}`);
  if (!(await reachable(INFRA.redisUrl, 6379))) missing.push(`Redis at ${INFRA.redisUrl}`);
  if (missing.length > 0) throw new Error(`integration tests need ${missing.join(', ')}; \`bash .ci/run\` starts them on this machine`);
  if (!existsSync('apps/gateway/dist/main.js')) throw new Error('the apps are not built: run `npm run build` (npm test does)');
}
