import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DistributedSuite } from '@svc/testkit';
import { ledgerSums } from './ledger-sums.js';
import { createRecord, records, signUp, type Owner, type RecordBody, startRecordsSuite } from './records-fixtures.js';

let suite: DistributedSuite;

beforeAll(async () => {
  suite = await startRecordsSuite();
});
afterAll(async () => {
  await suite?.stop();
});

interface Page {
  records: RecordBody[];
  next_cursor: number | null;
}

async function createMany(owner: Owner, count: number, tag: string, parallel = 8): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += parallel) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(parallel, count - i) }, (_, j) => createRecord(suite, owner.apiKey, { text: `${tag} ${i + j} key=value`, schema: 'key_value' })),
    );
    for (const res of batch) {
      expect(res.status).toBe(200);
      ids.push((res.body as RecordBody).record_id);
    }
  }
  return ids;
}

describe('Idempotency-Key on records create', () => {
  it('answers a retried create with the first record and charges it once, also when the retries race', async () => {
    const owner = await signUp(suite);
    const body = { text: 'user=ann action=login', schema: 'key_value' };
    const first = await createRecord(suite, owner.apiKey, body, { 'idempotency-key': 'order-1' });
    expect(first.status).toBe(200);
    const again = await createRecord(suite, owner.apiKey, body, { 'idempotency-key': 'order-1' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('x-svc-debit')).toBeNull();

    const racing = await Promise.all(Array.from({ length: 6 }, () => createRecord(suite, owner.apiKey, body, { 'idempotency-key': 'order-2' })));
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(racing.map((r) => (r.body as RecordBody).record_id)).size).toBe(1);
    expect(racing.filter((r) => r.headers.get('x-svc-debit') === 'included')).toHaveLength(1);

    expect(await ledgerSums(suite.db, owner.tenantId)).toMatchObject({ poolUsedFromLedger: 2, openHolds: 0 });
    const stored = await suite.db.query(`SELECT count(*)::int AS n FROM records.records WHERE tenant_id = $1`, [owner.tenantId]);
    expect(stored.rows[0].n).toBe(2);
    // Another tenant's identical key is its own.
    const stranger = await signUp(suite);
    const theirs = await createRecord(suite, stranger.apiKey, body, { 'idempotency-key': 'order-1' });
    expect((theirs.body as RecordBody).record_id).not.toBe((first.body as RecordBody).record_id);
    expect((await createRecord(suite, owner.apiKey, body, { 'idempotency-key': 'ünïcode' })).status).toBe(422);
  });
});

describe('GET /records/get paging', () => {
  it('pages 250 records newest first with no gap and no duplicate while others are created', async () => {
    const owner = await signUp(suite);
    await suite.admin('PATCH', `/admin/tenants/${owner.tenantId}`, { included_pool: 10_000 });
    const original = await createMany(owner, 250, 'first');

    let writing = true;
    const concurrent = (async () => {
      const ids: string[] = [];
      while (writing) ids.push(...(await createMany(owner, 4, 'during', 4)));
      return ids;
    })();
    const seen: RecordBody[] = [];
    let cursor: number | null = null;
    let pages = 0;
    do {
      const res = await records(suite, 'GET', `/get?limit=40${cursor === null ? '' : `&cursor=${cursor}`}`, owner.cookie);
      expect(res.status).toBe(200);
      const page = res.body as Page;
      seen.push(...page.records);
      cursor = page.next_cursor;
      pages++;
      await new Promise((r) => setTimeout(r, 30));
    } while (cursor !== null);
    writing = false;
    const during = await concurrent;
    expect(during.length).toBeGreaterThan(0);

    const ids = seen.map((r) => r.record_id);
    expect(new Set(ids).size).toBe(ids.length);
    const originals = new Set(original);
    expect(ids.filter((id) => originals.has(id)).sort()).toEqual([...original].sort());
    expect(ids.filter((id) => !originals.has(id) && !during.includes(id))).toEqual([]);
    // Newest first.
    const times = seen.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(pages).toBeGreaterThanOrEqual(7);

    const first = (await records(suite, 'GET', '/get', owner.cookie)).body as Page;
    expect(first.records).toHaveLength(50);
    expect((await records(suite, 'GET', '/get?limit=200', owner.cookie)).status).toBe(200);
    expect((await records(suite, 'GET', '/get?limit=201', owner.cookie)).status).toBe(422);
    expect((await records(suite, 'GET', '/get?limit=0', owner.cookie)).status).toBe(422);
    expect(((await records(suite, 'GET', '/get?cursor=0', owner.cookie)).body as Page)).toEqual({ records: [], next_cursor: null });
  }, 120_000);
});
