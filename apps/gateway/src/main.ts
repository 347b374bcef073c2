import 'reflect-metadata';
import { createFastifyApp, createLogger, loadInfraConfig, NatsServiceBus, openDurableQueues, ProcessRootModule } from '@svc/platform';
import { loadGatewayConfig } from './config/gateway.config.js';
import { GatewayModule } from './gateway.module.js';
import { serveOpenApi } from './openapi/serve-openapi.js';

const logger = createLogger('gateway');
const config = loadGatewayConfig({ rateLimiter: 'redis' });
const infra = loadInfraConfig();
const bus = await NatsServiceBus.connect(infra.natsUrl, 'gateway', infra.subjectPrefix, infra.jetstreamReplicas);
const app = await createFastifyApp(ProcessRootModule.with({ logger, bus }, [GatewayModule.register(config)]), config, logger);
await openDurableQueues(bus, logger);
serveOpenApi(app);
await app.listen(config.port, config.host);
logger.info({ url: await app.getUrl(), nats: infra.natsUrl, ...bus.limits(), rateLimiter: config.rateLimiter }, 'gateway ready');
if (config.adminTokenGenerated) logger.warn({ adminToken: config.adminToken }, 'SVC_ADMIN_TOKEN unset: generated one for this run');
