import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { closePglite, dataSourceOptions, PgliteThread, type ServiceSchema } from '@svc/platform';

/**
 * PGlite in a worker thread (`SVC_PGLITE_WORKER=on`): the services' data sources see the
 * same database as with PGlite on the main thread (values, errors with their PostgreSQL fields, transactions and
 * rollbacks, the data kept in the folder), and the main thread's event loop keeps turning while a query runs.
 */
const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-pglite-thread-'));
  dirs.push(dir);
  return dir;
};
const SCHEMA: ServiceSchema = { service: 'pglite_thread_spec', entities: [], migrations: [] };
const opened: DataSource[] = [];

async function open(dataDir: string, thread: 'main' | 'worker'): Promise<DataSource> {
  const ds = new DataSource(dataSourceOptions({ kind: 'pglite', dataDir, thread }, SCHEMA));
  opened.push(ds);
  await ds.initialize();
  return ds;
}

afterAll(async () => {
  for (const ds of opened) if (ds.isInitialized) await ds.destroy();
  await closePglite();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('PGlite in a worker thread', () => {
  it('answers values, errors and transactions as PGlite on the main thread does', async () => {
    const ds = await open(tempDir(), 'worker');
    await ds.query(`CREATE TABLE t (id int PRIMARY KEY, b bytea, j jsonb, at timestamptz, n bigint)`);
    await ds.query(`INSERT INTO t VALUES ($1, $2, $3::jsonb, $4, $5)`, [1, Buffer.from([1, 2, 255]), JSON.stringify({ a: [1, 'x'] }), new Date('2026-11-27T10:00:00Z'), 9_007_199_254_740_991n.toString()]);
    const [row] = await ds.query<Array<{ id: number; b: Uint8Array; j: unknown; at: Date; n: string | number }>>(`SELECT * FROM t`);
    expect(row.id).toBe(1);
    expect([...row.b]).toEqual([1, 2, 255]);
    expect(row.j).toEqual({ a: [1, 'x'] });
    expect(new Date(row.at).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(String(row.n)).toBe('9007199254740991');

    // A unique violation keeps the fields the services read (code, constraint, detail).
    const error = await ds.query(`INSERT INTO t (id) VALUES (1)`).catch((e: unknown) => e as { driverError?: Record<string, unknown>; message: string });
    expect(error).toBeInstanceOf(Error);
    const driverError = (error as { driverError: Record<string, unknown> }).driverError;
    expect(driverError.code).toBe('23505');
    expect(driverError.constraint).toBe('t_pkey');
    expect(String(driverError.detail)).toContain('(id)=(1)');

    // A transaction that throws leaves nothing; one that commits keeps everything.
    await expect(
      ds.transaction(async (m) => {
        await m.query(`INSERT INTO t (id) VALUES (2)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await ds.transaction(async (m) => {
      await m.query(`INSERT INTO t (id) VALUES (3)`);
      await m.query(`INSERT INTO t (id) VALUES (4)`);
    });
    const ids = await ds.query<Array<{ id: number }>>(`SELECT id FROM t ORDER BY id`);
    expect(ids.map((r) => r.id)).toEqual([1, 3, 4]);
  });

  it('keeps what was committed in the folder: a worker opened again reads it', async () => {
    const dir = tempDir();
    const first = await PgliteThread.start(dir);
    await first.exec(`CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')`);
    await first.close();
    const again = await PgliteThread.start(dir);
    const result = await again.query(`SELECT v FROM kept`);
    expect(result.rows).toEqual([{ v: 'still here' }]);
    await again.close();
    await expect(again.query('SELECT 1')).rejects.toThrow('PGlite is closed');
  });

  it("lets the main thread's event loop turn while a long query runs (on the main thread it stops)", async () => {
    const slow = `SELECT count(*)::int AS n FROM generate_series(1, 4000000) g WHERE g % 7 = 0`;
    const ticksDuring = async (run: () => Promise<unknown>): Promise<number> => {
      let ticks = 0;
      const timer = setInterval(() => ticks++, 5);
      try {
        await run();
      } finally {
        clearInterval(timer);
      }
      return ticks;
    };
    const worker = await open(tempDir(), 'worker');
    const onMain = await open(tempDir(), 'main');
    // Both answer the same; the worker's query leaves the loop free, the main thread's holds it for the whole query.
    expect(await worker.query(slow)).toEqual([{ n: 571428 }]);
    const started = Date.now();
    const mainTicks = await ticksDuring(() => onMain.query(slow));
    const mainMs = Date.now() - started;
    const workerTicks = await ticksDuring(() => worker.query(slow));
    expect(mainMs).toBeGreaterThan(50);
    expect(mainTicks).toBeLessThanOrEqual(2);
    expect(workerTicks).toBeGreaterThanOrEqual(5);
  });
});
