import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventSubject } from '@svc/contracts';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalServiceBus, LocalTransportServer } from '../bus/local-bus.js';
import { closePglite, pglitePoolClass } from '../database/pglite-pool.js';
import { createLogger } from '../logging/logger.js';
import { OutboxRelay, recordEvent } from './outbox.js';

class Heard {
  tenantId!: string;
  eventId!: string;
}
const heard = eventSubject('svc.test.heard.v1', Heard);
const unheard = eventSubject('svc.test.unheard.v1', Heard);

describe('OutboxRelay on the in-process bus (PGlite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-outbox-'));
  const db = new DataSource({ type: 'postgres', name: 'outbox-spec', driver: { Pool: pglitePoolClass(dir) }, extra: { max: 1 }, synchronize: false, logging: false });

  beforeAll(async () => {
    await db.initialize();
    await db.query(`CREATE SCHEMA t`);
    await db.query(`CREATE TABLE t.outbox (seq bigserial PRIMARY KEY, id uuid NOT NULL UNIQUE, subject text NOT NULL, payload jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
  });
  afterAll(async () => {
    await db.destroy();
    await closePglite();
    rmSync(dir, { recursive: true, force: true });
  });

  it('hands listened events to their listeners with their id, and deletes every event it took, listened or not', async () => {
    const bus = new LocalServiceBus(new LocalTransportServer());
    const got: Heard[] = [];
    bus.subscribe(heard, (e) => got.push(e));
    const ids = await db.transaction(async (m) => [
      await recordEvent(m, 't', unheard, { tenantId: 'a' }),
      await recordEvent(m, 't', heard, { tenantId: 'b' }),
      await recordEvent(m, 't', unheard, { tenantId: 'c' }),
      await recordEvent(m, 't', heard, { tenantId: 'd' }),
    ]);
    const relay = new OutboxRelay(db, bus, 't', createLogger('outbox-spec'), { pollMs: 60_000, batch: 10, lingerMs: 0 });

    expect(await relay.publishBatch()).toBe(4);
    expect(got).toEqual([
      { tenantId: 'b', eventId: ids[1] },
      { tenantId: 'd', eventId: ids[3] },
    ]);
    expect(await db.query(`SELECT count(*)::int AS n FROM t.outbox`)).toEqual([{ n: 0 }]);
  });
});
