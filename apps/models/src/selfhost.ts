import 'reflect-metadata';
import { createLogger } from '@svc/platform';
import { loadSelfHostConfig } from './self-host/self-host.config.js';
import { startSelfHost } from './self-host/start-self-host.js';

/** The self-hosted container: the models' HTTP surface alone (no NATS, no database, no auth, no billing). */
await startSelfHost(loadSelfHostConfig(), createLogger('models'));
