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

/**
 * Run-time parameters a service sets on each of its database sessions (custom ones are dotted, e.g.
 * `svc.call_events`), read by its SQL with `current_setting(name, true)`.
 */
export type SessionSettings = Readonly<Record<string, string>>;

/**
 * One data source per service, its own schema and migrations, `synchronize` off in every mode. `settings` are set
 * on every PostgreSQL connection at its start; on PGlite, one session shared by the services of the process, they
 * are set on that session before its first query (a name set by two services takes the last value).
 */
export function dataSourceOptions(target: DatabaseTarget, schema: ServiceSchema, settings: SessionSettings = {}): DataSourceOptions {
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
  const entries = Object.entries(settings);
  for (const [name, value] of entries) {
    if (!/^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/.test(name) || !/^[A-Za-z0-9_.-]*$/.test(value)) throw new Error(`session setting ${name}=${value}: a name and a plain value`);
  }
  if (target.kind === 'postgres') {
    // libpq's `options` startup parameter: what `-c name=value` sets holds for the whole session.
    const options = entries.map(([name, value]) => `-c ${name}=${value}`).join(' ');
    return { ...common, url: target.url, extra: { max: target.poolSize, ...(options ? { options } : {}) } };
  }
  return { ...common, driver: { Pool: pglitePoolClass(target.dataDir, settings, target.thread) }, extra: { max: 1 } };
}
