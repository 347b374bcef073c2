import pg from 'pg';
import { DataSource, type DataSourceOptions, type Migration } from 'typeorm';

/**
 * The advisory locks every service process takes around its migrations: `(MIGRATION_LOCK_CLASS,
 * hashtext(<service>))`. PostgreSQL scopes advisory locks to the current database, so this is one lock per
 * service and database: replicas of one service migrate one at a time (two copies of a migration, or two
 * `CREATE TABLE IF NOT EXISTS` of its migrations table, racing fail on PostgreSQL's catalogue), while different
 * services, each in its own schema with its own migrations table, migrate side by side.
 */
export const MIGRATION_LOCK_CLASS = 0x5356_434d; // "SVCM"

/**
 * Runs `work` while this process holds the migration lock of `service` in the database at `url`, on a
 * connection of its own (outside the data source's pool, so a pool of one connection still has it for the
 * migrations). The lock is a session lock: a process that dies while holding it loses its connection, and with
 * it the lock. `onWait` is told when another process holds it (this one then blocks until it is free).
 */
export async function withMigrationLock<T>(url: string, service: string, work: () => Promise<T>, onWait?: () => void): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: `svc-migration-lock ${service}` });
  // A connection the server ends while we wait must fail the start, not crash the process on an 'error' event.
  client.on('error', () => undefined);
  await client.connect();
  const key = [MIGRATION_LOCK_CLASS, service];
  try {
    const tried = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', key);
    if (!tried.rows[0]?.locked) {
      onWait?.();
      await client.query('SELECT pg_advisory_lock($1, hashtext($2))', key);
    }
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', key).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/**
 * A data source whose migrations (`migrationsRun` at initialize, or `runMigrations()`) run under its
 * service's migration lock (the data source's `name`, which `dataSourceOptions` sets to the service): replicas starting together never race, and the one that waits finds the
 * migrations applied and runs none. PGlite (embedded, one process) has no URL and migrates as before.
 */
export class LockedMigrationsDataSource extends DataSource {
  override async runMigrations(options?: Parameters<DataSource['runMigrations']>[0]): Promise<Migration[]> {
    const { url, name } = this.options as { url?: string; name?: string };
    if (this.options.type !== 'postgres' || !url) return super.runMigrations(options);
    return withMigrationLock(url, name ?? '', () => super.runMigrations(options), () => {
      this.logger.log('info', 'another process is migrating this database; waiting for it');
    });
  }
}

/** For `TypeOrmModule.forRootAsync({ dataSourceFactory })`: every service's data source migrates under the lock. */
export function lockedDataSourceFactory(options?: DataSourceOptions): Promise<DataSource> {
  if (!options) throw new Error('lockedDataSourceFactory needs the data source options');
  return Promise.resolve(new LockedMigrationsDataSource(options));
}
