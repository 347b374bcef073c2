import 'reflect-metadata';
import { createLogger, runDistributedService } from '@svc/platform';
import { ModelsModule } from './models.module.js';
import { loadSelfHostConfig } from './self-host/self-host.config.js';
import { startSelfHost } from './self-host/start-self-host.js';

await runDistributedService('models', ModelsModule.register());
// Optional: the self-hosted HTTP surface (no auth, no billing) beside the NATS handlers, for an internal port only.
if (process.env.MODELS_HTTP_PORT) await startSelfHost(loadSelfHostConfig('MODELS_HTTP_PORT'), createLogger('models'));
