import { AuthEnv } from '@svc/auth';
import { BillingEnv } from '@svc/billing';
import { ClassifierEnv } from '@svc/classifier';
import { GatewayEnv } from '@svc/gateway';
import { ModelsEnv } from '@svc/models';
import { EmbeddedEnv, HttpServerEnv, InfraEnv, LogEnv, OutboxEnv, PublicUrlEnv, type AppSettings } from '@svc/platform';

/**
 * Which settings classes each app reads (each process validates all of a class when it loads it): the inventory
 * the README's table is rendered from. Records has no settings of its own. The embedded
 * launcher (`npm start`) runs every app in one process without NATS or a PostgreSQL server, so everything but
 * InfraEnv, plus its own.
 */
export const APP_SETTINGS: AppSettings[] = [
  { app: 'gateway', settings: [HttpServerEnv, GatewayEnv, PublicUrlEnv, InfraEnv, LogEnv] },
  { app: 'auth', settings: [AuthEnv, PublicUrlEnv, OutboxEnv, InfraEnv, LogEnv] },
  { app: 'billing', settings: [BillingEnv, OutboxEnv, InfraEnv, LogEnv] },
  { app: 'models', settings: [ModelsEnv, HttpServerEnv, InfraEnv, LogEnv] },
  { app: 'records', settings: [InfraEnv, LogEnv] },
  { app: 'classifier', settings: [ClassifierEnv, OutboxEnv, InfraEnv, LogEnv] },
  { app: 'embedded', settings: [EmbeddedEnv, HttpServerEnv, GatewayEnv, PublicUrlEnv, AuthEnv, OutboxEnv, BillingEnv, ModelsEnv, ClassifierEnv, LogEnv] },
];
