import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { describe, expect, it } from 'vitest';
import '../index.js';
import { fastCheckOf } from '../validate-contract.js';
import { ExtractBody, GradeBody, SelectBody, StructureBody } from '../bodies/model-bodies.js';
import { HoldBatchRequest, SettleBatchRequest } from './billing.messages.js';
import { InvokeBatchRequest, InvokeRequest } from './models.messages.js';
import { SpendBatch } from './billing-lease.messages.js';

/** What class-validator alone says of a value (the fast check must never accept more). */
const fullyValid = (cls: new () => object, value: object) => validateSync(plainToInstance(cls, value), { forbidUnknownValues: false }).length === 0;

const TENANT = '3f2b8c1e-9a4d-4c7e-8b21-0d5e6f7a8b9c';
const ODD_STRINGS: unknown[] = [undefined, null, 7, true, {}, [], '', ' ', 'x'.repeat(129), 'x'.repeat(201), '\uD800', 'a\uFE0F', '\uFE0F', '😀', 'é', 'req-1'];
const ODD_UUIDS: unknown[] = [undefined, 7, '', TENANT.toUpperCase(), TENANT.replace('4c7e', '9c7e'), TENANT.replace('8b21', '7b21'), '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', `${TENANT} `, TENANT.slice(1)];

/** Every value with one field replaced by each odd value, plus the value itself. */
function mutations(valid: Record<string, unknown>, odd: Record<string, unknown[]>): Array<Record<string, unknown>> {
  const out = [valid, { ...valid, extra: 1 }];
  for (const [field, values] of Object.entries(odd)) for (const v of values) out.push({ ...valid, [field]: v });
  return out;
}

function expectSound(cls: new () => object, samples: object[]) {
  const check = fastCheckOf(cls)!;
  expect(check).toBeDefined();
  let accepted = 0;
  for (const sample of samples) {
    if (!check(sample as Record<string, unknown>)) continue;
    accepted++;
    expect({ sample, valid: fullyValid(cls, sample) }).toEqual({ sample, valid: true });
  }
  return accepted;
}

describe('fast checks of the hot messages', () => {
  it('InvokeRequest: accepts only what class-validator accepts, and accepts the usual message', () => {
    const valid = { requestId: 'req-1', api: 'svc-small-json', method: 'grade', body: { text: 'x' } };
    const samples = mutations(valid, { requestId: ODD_STRINGS, api: ODD_STRINGS, method: ODD_STRINGS, body: [undefined, null, [], 'x', 3, {}, { a: [1] }] });
    expect(expectSound(InvokeRequest, samples)).toBeGreaterThan(2);
    expect(fastCheckOf(InvokeRequest)!(valid)).toBe(true);
  });

  it('InvokeBatchRequest: every item checked as an InvokeRequest, batch size 1..1000', () => {
    const valid = { requestId: 'req-1', api: 'svc-small-json', method: 'grade', body: { text: 'x' } };
    const items = mutations(valid, { requestId: ODD_STRINGS, api: ODD_STRINGS, method: ODD_STRINGS, body: [undefined, null, [], 'x', 3, {}] });
    const batches = [
      ...items.map((i) => ({ items: [i] })),
      ...items.map((i) => ({ items: [valid, i] })),
      { items: [] },
      { items: null },
      { items: [null] },
      { items: Array.from({ length: 1000 }, () => valid) },
      { items: Array.from({ length: 1001 }, () => valid) },
    ];
    expect(expectSound(InvokeBatchRequest, batches)).toBeGreaterThan(2);
    expect(fastCheckOf(InvokeBatchRequest)!({ items: [valid, valid] })).toBe(true);
  }, 60_000);

  it('HoldBatchRequest and SettleBatchRequest: every item checked, batch size 1..1000', () => {
    const hold = { requestId: 'req-1', tenantId: TENANT, product: 'svc-small-json/grade' };
    const settle = { requestId: 'req-1', tenantId: TENANT, outcome: 'posted' };
    const holds = mutations(hold, { requestId: ODD_STRINGS, tenantId: ODD_UUIDS, product: ODD_STRINGS });
    const settles = mutations(settle, { requestId: ODD_STRINGS, tenantId: ODD_UUIDS, outcome: [undefined, 'held', 'POSTED', 'released', 1] });
    const batches = (items: object[]) => [
      ...items.map((i) => ({ items: [i] })),
      ...items.map((i) => ({ items: [hold, settle, i] })),
      { items: [] },
      { items: null },
      { items: 'x' },
      { items: [null] },
      { items: [[hold]] },
      { items: Array.from({ length: 1000 }, () => hold) },
      { items: Array.from({ length: 1001 }, () => hold) },
      { items: Array.from({ length: 1000 }, () => settle) },
      { items: Array.from({ length: 1001 }, () => settle) },
    ];
    expect(expectSound(HoldBatchRequest, batches(holds))).toBeGreaterThan(2);
    expect(expectSound(SettleBatchRequest, batches(settles))).toBeGreaterThan(2);
    expect(fastCheckOf(HoldBatchRequest)!({ items: [hold] })).toBe(true);
    expect(fastCheckOf(SettleBatchRequest)!({ items: [settle, { ...settle, outcome: 'released' }] })).toBe(true);
  }, 60_000);

  it('SpendBatch: the batch fields and every item checked, batch size 1..5000', () => {
    const item = { requestId: 'req-1', leaseId: TENANT, product: 'svc-small-json/grade', amount: 0 };
    const items = mutations(item, { requestId: ODD_STRINGS, leaseId: ODD_UUIDS, product: ODD_STRINGS, amount: [undefined, null, -1, 1.5, '1', 1000, Number.MAX_SAFE_INTEGER] });
    const batch = { gatewayId: 'gw-1', seq: 1 };
    const samples = [
      ...items.map((i) => ({ ...batch, items: [i] })),
      ...items.map((i) => ({ ...batch, items: [item, i] })),
      ...mutations({ ...batch, items: [item] }, { gatewayId: ODD_STRINGS, seq: [undefined, 0, -1, 1.5, '1', 2] }),
      { ...batch, items: [] },
      { ...batch, items: null },
      { ...batch, items: [null] },
      { ...batch, items: Array.from({ length: 5000 }, () => item) },
      { ...batch, items: Array.from({ length: 5001 }, () => item) },
    ];
    expect(expectSound(SpendBatch, samples)).toBeGreaterThan(2);
    expect(fastCheckOf(SpendBatch)!({ ...batch, items: [item, { ...item, amount: 1000 }] })).toBe(true);
  }, 60_000);

  it('the simple model bodies: accepts only what class-validator accepts, and accepts the usual bodies', () => {
    const ODD: unknown[] = [undefined, null, 7, true, {}, [], '', 'x', ['a'], [], [1], ['a', 2], Array.from({ length: 10_001 }, () => 'c')];
    const bodies: Array<[new () => object, Record<string, unknown>, string[]]> = [
      [ExtractBody, { text: 'a line' }, ['text', 'dump']],
      [StructureBody, { text: 'a line', schema: 'log_event' }, ['text', 'schema']],
      [SelectBody, { text: 'a line', candidates: ['a', 'b'] }, ['text', 'candidates']],
      [GradeBody, { text: 'a line', anchors: ['low', 'high'] }, ['text', 'anchors']],
    ];
    for (const [cls, valid, fields] of bodies) {
      const samples = mutations(valid, Object.fromEntries(fields.map((f) => [f, ODD])));
      expect(expectSound(cls, samples)).toBeGreaterThan(1);
      expect(fastCheckOf(cls)!(valid)).toBe(true);
    }
    expect(fastCheckOf(GradeBody)!({ text: 'x' })).toBe(true);
    expect(fastCheckOf(ExtractBody)!({ text: 'x', dump: true })).toBe(true);
  });
});
