import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { AUTH_SCHEMA } from '@svc/auth';
import { BILLING_SCHEMA } from '@svc/billing';
import { CLASSIFIER_SCHEMA } from '@svc/classifier';
import { RECORDS_SCHEMA } from '@svc/records';
import { ensureDatabase, MIGRATION_LOCK_CLASS } from '@svc/platform';
import { INFRA } from '@svc/testkit';

const SCHEMAS = [AUTH_SCHEMA, BILLING_SCHEMA, CLASSIFIER_SCHEMA, RECORDS_SCHEMA];
const url = new URL(INFRA.databaseUrl);
url.pathname = `/svc_migration_lock_${process.pid}`;

interface Run {
  code: number | null;
  lines: string[];
}

/** `node tools/embedded/dist/migrate.js` on the test database: its exit code and JSON log lines. */
function migrate(): { done: Promise<Run>; pid: number } {
  const child = spawn(process.execPath, [resolve('tools/embedded/dist/migrate.js')], {
    env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const done = new Promise<Run>((r) => child.once('exit', (code) => r({ code, lines })));
  return { done, pid: child.pid ?? 0 };
}

function applied(run: Run): string[] {
  return run.lines
    .map((l) => { try { return JSON.parse(l) as { msg?: string; applied?: string[] }; } catch { return {}; } })
    .filter((l) => l.msg === 'migrated')
    .flatMap((l) => l.applied ?? []);
}

afterAll(async () => {
  const admin = new pg.Client({ connectionString: INFRA.databaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${url.pathname.slice(1)}" WITH (FORCE)`);
  await admin.end();
});

describe('migrations under the advisory lock (replicas starting together)', () => {
  it('two processes migrating one fresh database at the same moment both succeed, and each migration is applied once', async () => {
    await ensureDatabase(url.toString());
    // Hold every service's lock ourselves until both processes wait (on the first service's), then let go of
    // them all: the two start migrating together.
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    for (const schema of SCHEMAS) await holder.query('SELECT pg_advisory_lock($1, hashtext($2))', [MIGRATION_LOCK_CLASS, schema.service]);
    const first = migrate();
    const second = migrate();
    const deadline = Date.now() + 30_000;
    let waiting = 0;
    while (Date.now() < deadline) {
      const res = await holder.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a USING (pid) WHERE l.locktype = 'advisory' AND NOT l.granted AND a.datname = $1",
        [url.pathname.slice(1)],
      );
      waiting = res.rows[0]?.n ?? 0;
      if (waiting === 2) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(waiting).toBe(2);
    await holder.query('SELECT pg_advisory_unlock_all()');
    await holder.end();

    const runs = await Promise.all([first.done, second.done]);
    for (const run of runs) expect(run.code, run.lines.slice(-5).join('\n')).toBe(0);

    const expected = SCHEMAS.flatMap((s) => s.migrations.map((m) => m.name)).sort();
    // Between them the two processes applied every migration exactly once (the one that waited found none pending).
    expect([...applied(runs[0]), ...applied(runs[1])].sort()).toEqual(expected);

    // And the database says so: one row per migration in each service's migrations table.
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      for (const schema of SCHEMAS) {
        const rows = await db.query<{ name: string }>(`SELECT name FROM "${schema.service}_migrations" ORDER BY name`);
        expect(rows.rows.map((r) => r.name)).toEqual(schema.migrations.map((m) => m.name).sort());
      }
    } finally {
      await db.end();
    }
  });

  it('a start after that finds nothing to apply', async () => {
    const run = await migrate().done;
    expect(run.code).toBe(0);
    expect(applied(run)).toEqual([]);
  });
});
