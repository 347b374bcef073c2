import type { DataSourceOptions, MixedList, EntitySchema } from 'typeorm';
import type { DatabaseTarget } from './database-target.js';
import { pglitePoolClass } from './pglite-pool.js';

export interface ServiceSchema {
  /** The service's name: its data source name and the prefix of its migrations table. */
  service: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
}

/** One data source per service, its own schema and migrations, `synchronize` off in every mode. */
export function dataSourceOptions(target: DatabaseTarget, schema: ServiceSchema): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    name: schema.service,
    entities: schema.entities,
    migrations: schema.migrations,
    migrationsRun: true,
    migrationsTableName: `${schema.service}_migrations`,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    logging: false,
  };
  if (target.kind === 'postgres') return { ...common, url: target.url, extra: { max: target.poolSize } };
  return { ...common, driver: { Pool: pglitePoolClass(target.dataDir) }, extra: { max: 1 } };
}
