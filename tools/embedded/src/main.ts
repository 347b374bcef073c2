import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { AuthModule } from '@svc/auth';
import { BillingModule } from '@svc/billing';
import { ClassifierModule } from '@svc/classifier';
import { AdminService, GatewayModule, loadGatewayConfig, serveOpenApi } from '@svc/gateway';
import { ModelsModule } from '@svc/models';
import { createFastifyApp, createLogger, EmbeddedEnv, loadEnv, LocalServiceBus, LocalTransportServer, ProcessRootModule } from '@svc/platform';
import { RecordsModule } from '@svc/records';
import { ensureDemoTenant } from './demo-tenant.js';

/**
 * The embedded suite: every service module in one process, the in-process transport in place of NATS,
 * PGlite (data in SVC_DATA_DIR) in place of a PostgreSQL server, rate-limit counters in memory.
 */
const embeddedEnv = loadEnv(EmbeddedEnv);
const dataDir = resolve(embeddedEnv.SVC_DATA_DIR);
mkdirSync(dataDir, { recursive: true });
process.stdout.write(`svc: starting the embedded suite (PGlite in ${dataDir}; the first start creates the database, which takes a few seconds) ...\n`);
const logger = createLogger('svc');
const config = loadGatewayConfig({ rateLimiter: 'memory' });
const transport = new LocalTransportServer();
const bus = new LocalServiceBus(transport);
const services = [AuthModule.register(), BillingModule.register(), ModelsModule.register(), RecordsModule.register(), ClassifierModule.register()];
const root = ProcessRootModule.with({ logger, bus, database: { kind: 'pglite', dataDir, thread: embeddedEnv.SVC_PGLITE_WORKER === 'on' ? 'worker' : 'main' } }, [...services, GatewayModule.register(config)]);

const app = await createFastifyApp(root, config, logger);
serveOpenApi(app);
app.connectMicroservice({ strategy: transport });
await app.startAllMicroservices();
await app.listen(config.port, config.host);

const demoKey = await ensureDemoTenant(app.get(AdminService));
const url = `http://127.0.0.1:${config.port}`;
process.stdout.write(
  [
    '',
    `svc is ready (embedded mode, data in ${dataDir})`,
    `  base URL      ${url}`,
    `  admin token   ${config.adminToken}${config.adminTokenGenerated ? '   (generated: set SVC_ADMIN_TOKEN to choose it)' : ''}`,
    `  demo API key  ${demoKey}`,
    '',
    `  try: curl -s ${url}/v1/models/svc-small-json/extract -H "Authorization: Bearer ${demoKey}" \\`,
    `         -H 'content-type: application/json' -d '{"text":"2026-11-22 10:00:01 ERROR [db] connection refused"}'`,
    '',
  ].join('\n') + '\n',
);
