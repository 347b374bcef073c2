import 'reflect-metadata';
import { AUTH_SCHEMA } from '@svc/auth';
import { BILLING_SCHEMA } from '@svc/billing';
import { CLASSIFIER_SCHEMA } from '@svc/classifier';
import { RECORDS_SCHEMA } from '@svc/records';
import { createLogger, dataSourceOptions, LockedMigrationsDataSource, loadInfraConfig, type ServiceSchema } from '@svc/platform';

/**
 * `node tools/embedded/dist/migrate.js`: applies every service's pending migrations to DATABASE_URL and exits
 * (0 when all are applied). The same migrations each service runs at start, under the same advisory lock, so
 * it can run as a Kubernetes Job before a rollout, or beside starting replicas, without racing them.
 */
const SCHEMAS: ServiceSchema[] = [AUTH_SCHEMA, BILLING_SCHEMA, CLASSIFIER_SCHEMA, RECORDS_SCHEMA];

const logger = createLogger('migrate');
const infra = loadInfraConfig();
try {
  for (const schema of SCHEMAS) {
    const options = dataSourceOptions({ kind: 'postgres', url: infra.databaseUrl, poolSize: 2 }, schema);
    const ds = new LockedMigrationsDataSource({ ...options, migrationsRun: false });
    await ds.initialize();
    try {
      const applied = await ds.runMigrations({ transaction: 'each' });
      logger.info({ service: schema.service, applied: applied.map((m) => m.name), pid: process.pid }, 'migrated');
    } finally {
      await ds.destroy();
    }
  }
} catch (error) {
  logger.error({ err: error }, 'migrations failed');
  process.exitCode = 1;
}
