import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventSubject } from '@svc/contracts';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalServiceBus, LocalTransportServer } from '../bus/local-bus.js';
import { closePglite, pglitePoolClass } from '../database/pglite-pool.js';
import { createLogger } from '../logging/logger.js';
import { itemEventId, OutboxRelay, recordEvent } from './outbox.js';

class Heard {
  tenantId!: string;
  eventId!: string;
}
const heard = eventSubject('svc.test.heard.v1', Heard);
const unheard = eventSubject('svc.test.unheard.v1', Heard);
class HeardList {
  eventId!: string;
  events!: Heard[];
}
const heardList = eventSubject('svc.test.heard.v2', HeardList);

describe('OutboxRelay on the in-process bus (PGlite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-outbox-'));
  const db = new DataSource({ type: 'postgres', name: 'outbox-spec', driver: { Pool: pglitePoolClass(dir) }, extra: { max: 1 }, synchronize: false, logging: false });

  beforeAll(async () => {
    await db.initialize();
    await db.query(`CREATE SCHEMA t`);
    await db.query(`CREATE TABLE t.outbox (seq bigserial PRIMARY KEY, id uuid NOT NULL UNIQUE, subject text NOT NULL, payload jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
    // A new PGlite takes ~5 s to start on 2 cores, more while other test files run beside it.
  }, 60_000);
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

  it('publishes a row holding a list as one event per item, ids derived from the row id and the index, in seq order', async () => {
    const bus = new LocalServiceBus(new LocalTransportServer());
    const got: Heard[] = [];
    bus.subscribe(heard, (e) => got.push(e));
    const single = await db.transaction((m) => recordEvent(m, 't', heard, { tenantId: 'first' }));
    const [list] = await db.query<Array<{ id: string }>>(
      `INSERT INTO t.outbox (id, subject, payload) VALUES (gen_random_uuid(), 'svc.test.heard.v1', '[{"tenantId":"x0"},{"tenantId":"x1"},{"tenantId":"x2"}]') RETURNING id`,
    );
    const last = await db.transaction((m) => recordEvent(m, 't', heard, { tenantId: 'last' }));
    const relay = new OutboxRelay(db, bus, 't', createLogger('outbox-spec'), { pollMs: 60_000, batch: 10, lingerMs: 0 });

    expect(await relay.publishBatch()).toBe(5);
    expect(got).toEqual([
      { tenantId: 'first', eventId: single },
      { tenantId: 'x0', eventId: itemEventId(list.id, 0) },
      { tenantId: 'x1', eventId: itemEventId(list.id, 1) },
      { tenantId: 'x2', eventId: itemEventId(list.id, 2) },
      { tenantId: 'last', eventId: last },
    ]);
    expect(new Set(got.map((e) => e.eventId)).size).toBe(5);
    expect(await db.query(`SELECT count(*)::int AS n FROM t.outbox`)).toEqual([{ n: 0 }]);
  });

  for (const form of ['list', 'both'] as const) {
    it(`for a subject listed with form '${form}', publishes each row as one list message whose items carry the ids their own messages carry${form === 'both' ? ', and those messages too' : ''}`, async () => {
      const bus = new LocalServiceBus(new LocalTransportServer());
      const got: Heard[] = [];
      const lists: HeardList[] = [];
      bus.subscribe(heard, (e) => got.push(e));
      bus.subscribe(heardList, (e) => lists.push(e));
      const [list] = await db.query<Array<{ id: string }>>(
        `INSERT INTO t.outbox (id, subject, payload) VALUES (gen_random_uuid(), 'svc.test.heard.v1', '[{"tenantId":"x0"},{"tenantId":"x1"}]') RETURNING id`,
      );
      const single = await db.transaction((m) => recordEvent(m, 't', heard, { tenantId: 'one' }));
      const other = await db.transaction((m) => recordEvent(m, 't', unheard, { tenantId: 'not listed' }));
      const relay = new OutboxRelay(db, bus, 't', createLogger('outbox-spec'), { pollMs: 60_000, batch: 10, lingerMs: 0, lists: { 'svc.test.heard.v1': { subject: 'svc.test.heard.v2', form } } });

      expect(await relay.publishBatch()).toBe(4); // events, not messages
      const items = [
        { tenantId: 'x0', eventId: itemEventId(list.id, 0) },
        { tenantId: 'x1', eventId: itemEventId(list.id, 1) },
      ];
      expect(lists).toEqual([
        { eventId: list.id, events: items },
        { eventId: itemEventId(single, 0), events: [{ tenantId: 'one', eventId: single }] },
      ]);
      expect(got).toEqual(form === 'both' ? [...items, { tenantId: 'one', eventId: single }] : []);
      // Every message id distinct: the stream dedupes on them, and a list must never pass for one of its items.
      const ids = [...lists.map((l) => l.eventId), ...got.map((e) => e.eventId), other];
      expect(new Set(ids).size).toBe(ids.length);
      expect(await db.query(`SELECT count(*)::int AS n FROM t.outbox`)).toEqual([{ n: 0 }]);
    });
  }

  it('bounds a pass by events: rows while fewer than `batch` events come before them, at least one row, never a row split', async () => {
    const bus = new LocalServiceBus(new LocalTransportServer());
    const got: Heard[] = [];
    bus.subscribe(heard, (e) => got.push(e));
    const list = (n: number, tag: string): string => JSON.stringify(Array.from({ length: n }, (_, i) => ({ tenantId: `${tag}${i}` })));
    await db.query(`INSERT INTO t.outbox (id, subject, payload) VALUES (gen_random_uuid(), 'svc.test.heard.v1', $1::jsonb)`, [list(2, 'a')]);
    await db.transaction((m) => recordEvent(m, 't', heard, { tenantId: 'b' }));
    await db.query(`INSERT INTO t.outbox (id, subject, payload) VALUES (gen_random_uuid(), 'svc.test.heard.v1', $1::jsonb)`, [list(4, 'c')]);
    await db.transaction((m) => recordEvent(m, 't', heard, { tenantId: 'd' }));
    const relay = new OutboxRelay(db, bus, 't', createLogger('outbox-spec'), { pollMs: 60_000, batch: 3, lingerMs: 0 });
    expect(await relay.backlog()).toMatchObject({ pending: 8 });

    expect(await relay.publishBatch()).toBe(3); // a0 a1 b
    expect(await relay.publishBatch()).toBe(4); // c0..c3: started before the 3rd event, taken whole
    expect(await relay.publishBatch()).toBe(1); // d
    expect(await relay.publishBatch()).toBe(0);
    expect(got.map((e) => e.tenantId)).toEqual(['a0', 'a1', 'b', 'c0', 'c1', 'c2', 'c3', 'd']);
    expect(await relay.backlog()).toMatchObject({ pending: 0 });
  });

  it('a row published again after a failed pass gives its events the same ids', async () => {
    const ids: string[][] = [[], []];
    let pass = 0;
    const failing = new LocalServiceBus(new LocalTransportServer());
    failing.publishRecordedBatch = async (events) => {
      ids[pass].push(...events.map((e) => e.eventId));
      if (pass++ === 0) throw new Error('no acknowledgement');
    };
    await db.query(`INSERT INTO t.outbox (id, subject, payload) VALUES (gen_random_uuid(), 'svc.test.heard.v1', '[{"tenantId":"r0"},{"tenantId":"r1"}]')`);
    const relay = new OutboxRelay(db, failing, 't', createLogger('outbox-spec'), { pollMs: 60_000, batch: 10, lingerMs: 0 });
    await expect(relay.publishBatch()).rejects.toThrow('no acknowledgement');
    expect(await db.query(`SELECT count(*)::int AS n FROM t.outbox`)).toEqual([{ n: 1 }]); // rolled back
    expect(await relay.publishBatch()).toBe(2);
    expect(ids[1]).toEqual(ids[0]);
    expect(new Set(ids[0]).size).toBe(2);
  });

  it('derives item ids from the row id: version 8, the index XORed into the last 32 bits, distinct per item', () => {
    const row = '6ba7b810-9dad-41d1-80b4-00c04fd430c8';
    expect(itemEventId(row, 0)).toBe('6ba7b810-9dad-81d1-80b4-00c04fd430c8');
    expect(itemEventId(row, 17)).toBe('6ba7b810-9dad-81d1-80b4-00c04fd430d9');
    expect(itemEventId(row.toUpperCase(), 17)).toBe('6ba7b810-9dad-81d1-80b4-00c04fd430d9');
    expect(itemEventId('00000000-0000-4000-8000-0000ffffffff', 0xffffffff)).toBe('00000000-0000-8000-8000-000000000000');
    const ids = Array.from({ length: 5000 }, (_, i) => itemEventId(row, i));
    expect(new Set(ids).size).toBe(5000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
