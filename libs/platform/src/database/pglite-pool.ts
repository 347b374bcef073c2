import { EventEmitter } from 'node:events';
import { PGlite } from '@electric-sql/pglite';
import { PgliteThread, type PgliteHandle } from './pglite-thread.js';

type Callback = (err: Error | null, result?: unknown) => void;
type Params = unknown[] | undefined;

/** Where PGlite runs: on the calling thread, or in a worker thread of its own (`PgliteThread`). */
export type PgliteThreadMode = 'main' | 'worker';

const instances = new Map<string, Promise<PgliteHandle>>();

/**
 * One PGlite per data folder for the whole process: several services' data sources share it. The first data
 * source to open a folder decides where it runs.
 */
export function pgliteFor(dataDir: string, thread: PgliteThreadMode = 'main'): Promise<PgliteHandle> {
  let db = instances.get(dataDir);
  if (!db) {
    db = thread === 'worker' ? PgliteThread.start(dataDir, onWorkerExit) : PGlite.create({ dataDir });
    instances.set(dataDir, db);
  }
  return db;
}

/** A PGlite worker that died takes the database away: the process says why and stops (what was committed is on disk). */
function onWorkerExit(error: Error): void {
  process.stderr.write(`svc: ${error.message}; stopping\n`);
  process.exit(1);
}

export async function closePglite(): Promise<void> {
  const all = [...instances.values()];
  instances.clear();
  for (const db of all) await (await db).close();
}

/**
 * A `pg.Pool` look-alike over PGlite that hands out ONE connection at a time, held from `connect` until
 * `release`. PGlite is a single session: without this, two overlapping transactions would share it
 * (a rollback could erase another's write, `FOR UPDATE` would lock nothing).
 */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}
const mutexes = new Map<string, Mutex>();

export function pglitePoolClass(dataDir: string, settings: Readonly<Record<string, string>> = {}, thread: PgliteThreadMode = 'main'): new () => EventEmitter {
  const mutex = mutexes.get(dataDir) ?? new Mutex();
  mutexes.set(dataDir, mutex);
  // The session's run-time parameters (`dataSourceOptions`' settings), set once before this pool's first query,
  // with the session held (inside another's transaction, a rollback would undo them).
  // Once they are set (or when there are none), a query pays nothing for them. Called only with the lock held.
  const entries = Object.entries(settings);
  let configured = entries.length === 0;
  const configure = async (): Promise<void> => {
    const db = await pgliteFor(dataDir, thread);
    for (const [name, value] of entries) await db.query('SELECT set_config($1, $2, false)', [name, value]);
    configured = true;
  };

  // Results shaped like pg's: TypeORM reads `rowCount` for affected rows.
  const asPg = (result: { rows: unknown[]; affectedRows?: number } | undefined) =>
    result ? { ...result, rowCount: result.affectedRows ?? result.rows.length } : { rows: [], fields: [], rowCount: 0 };
  const run = async (sql: string, params: Params): Promise<unknown> => {
    const db = await pgliteFor(dataDir, thread);
    if (params && params.length > 0) {
      return asPg(await db.query(sql, params.map((p) => (typeof p === 'boolean' ? String(p) : p))));
    }
    const results = await db.exec(sql);
    return asPg(results[results.length - 1]);
  };
  const withCallback = (promise: Promise<unknown>, cb?: Callback): Promise<unknown> => {
    if (cb) promise.then((r) => cb(null, r), (e: Error) => cb(e));
    return promise;
  };

  return class SerializedPglitePool extends EventEmitter {
    connect(cb?: (err: Error | null, client?: unknown, release?: () => void) => void): Promise<unknown> {
      const acquired = (async () => {
        await pgliteFor(dataDir, thread);
        const unlock = await mutex.acquire();
        if (!configured) {
          await configure().catch((e: unknown) => {
            unlock();
            throw e;
          });
        }
        let released = false;
        const release = (): void => {
          if (!released) {
            released = true;
            unlock();
          }
        };
        const client = Object.assign(new EventEmitter(), {
          query: (sql: string, params?: Params | Callback, cb2?: Callback) =>
            typeof params === 'function' ? withCallback(run(sql, undefined), params) : withCallback(run(sql, params), cb2),
          release,
        });
        return { client, release };
      })();
      if (cb) acquired.then(({ client, release }) => cb(null, client, release), (e: Error) => cb(e));
      return acquired.then(({ client }) => client);
    }

    query(sql: string, params?: Params | Callback, cb?: Callback): Promise<unknown> {
      const p = (async () => {
        const unlock = await mutex.acquire();
        try {
          if (!configured) await configure();
          return await run(sql, typeof params === 'function' ? undefined : params);
        } finally {
          unlock();
        }
      })();
      return withCallback(p, typeof params === 'function' ? params : cb);
    }

    end(cb?: (err: Error | null) => void): void {
      cb?.(null);
    }
  };
}
