import { AuthEnv } from '@svc/auth';
import { BillingEnv } from '@svc/billing';
import { ClassifierEnv } from '@svc/classifier';
import { GatewayEnv } from '@svc/gateway';
import { ModelsEnv } from '@svc/models';
import { RecordsEnv } from '@svc/records';
import { EmbeddedEnv, HttpServerEnv, InfraEnv, LogEnv, OpsEnv, OutboxEnv, PublicUrlEnv, type AppSettings } from '@svc/platform';

/**
 * Which settings classes each app reads (each process validates all of a class when it loads it): the inventory
 * the README's table is rendered from. The embedded
 * launcher (`npm start`) runs every app in one process without NATS or a PostgreSQL server, so everything but
 * InfraEnv, plus its own.
 */
export const APP_SETTINGS: AppSettings[] = [
  { app: 'gateway', settings: [HttpServerEnv, GatewayEnv, PublicUrlEnv, InfraEnv, LogEnv] },
  { app: 'auth', settings: [AuthEnv, PublicUrlEnv, OutboxEnv, InfraEnv, OpsEnv, LogEnv] },
  { app: 'billing', settings: [BillingEnv, OutboxEnv, InfraEnv, OpsEnv, LogEnv] },
  { app: 'models', settings: [ModelsEnv, HttpServerEnv, InfraEnv, OpsEnv, LogEnv] },
  { app: 'records', settings: [RecordsEnv, OutboxEnv, InfraEnv, OpsEnv, LogEnv] },
  { app: 'classifier', settings: [ClassifierEnv, OutboxEnv, InfraEnv, OpsEnv, LogEnv] },
  { app: 'embedded', settings: [EmbeddedEnv, HttpServerEnv, GatewayEnv, PublicUrlEnv, AuthEnv, OutboxEnv, BillingEnv, ModelsEnv, ClassifierEnv, RecordsEnv, LogEnv] },
];
