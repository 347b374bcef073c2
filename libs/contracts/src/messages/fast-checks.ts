import { ExtractBody, GradeBody, SelectBody, StructureBody } from '../bodies/model-bodies.js';
import { registerFastCheck } from '../validate-contract.js';
import { HoldBatchRequest, SettleBatchRequest } from './billing.messages.js';
import { InvokeBatchRequest, InvokeRequest } from './models.messages.js';
import { SpendBatch } from './billing-lease.messages.js';

/**
 * Fast checks (see `registerFastCheck`) for the messages every billed call sends: the hold and settle batches
 * and the lease path's spend batches to billing and the invoke to models, and the bodies of the simple model methods (checked by the gateway and
 * again by models). Each accepts a subset of what the class's decorators accept: strings
 * with no surrogate or variation selector (so their length is class-validator's), UUIDs in the form
 * class-validator's `IsUUID()` takes. Anything else goes through the full validation.
 */
const ODD_CHARS = /[\uD800-\uDFFF\uFE0E\uFE0F]/;
const UUID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;

const text = (v: unknown, min: number, max: number): boolean => typeof v === 'string' && v.length >= min && v.length <= max && !ODD_CHARS.test(v);
const uuid = (v: unknown): boolean => typeof v === 'string' && UUID.test(v);
const record = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const batchOf = (items: unknown, item: (v: Record<string, unknown>) => boolean): boolean =>
  Array.isArray(items) && items.length >= 1 && items.length <= 1000 && items.every((i) => record(i) && item(i));

const hold = (m: Record<string, unknown>) => text(m.requestId, 1, 128) && uuid(m.tenantId) && text(m.product, 1, 200);
const settle = (m: Record<string, unknown>) => text(m.requestId, 1, 128) && uuid(m.tenantId) && (m.outcome === 'posted' || m.outcome === 'released');

registerFastCheck(HoldBatchRequest, (m) => batchOf(m.items, hold));
registerFastCheck(SettleBatchRequest, (m) => batchOf(m.items, settle));
const invoke = (m: Record<string, unknown>) => text(m.requestId, 1, 128) && text(m.api, 1, 200) && text(m.method, 1, 100) && record(m.body);
registerFastCheck(InvokeRequest, invoke);
registerFastCheck(InvokeBatchRequest, (m) => batchOf(m.items, invoke));
const spend = (m: Record<string, unknown>) =>
  text(m.requestId, 1, 128) && uuid(m.leaseId) && text(m.product, 1, 200) && Number.isInteger(m.amount) && (m.amount as number) >= 0;
registerFastCheck(
  SpendBatch,
  (m) => text(m.gatewayId, 1, 100) && Number.isInteger(m.seq) && (m.seq as number) >= 1 && Array.isArray(m.items) && m.items.length >= 1 && m.items.length <= 5000 && m.items.every((i) => record(i) && spend(i)),
);

const strings = (v: unknown, min: number, max: number): boolean => Array.isArray(v) && v.length >= min && v.length <= max && v.every((x) => typeof x === 'string');

registerFastCheck(ExtractBody, (b) => typeof b.text === 'string' && (b.dump === undefined || typeof b.dump === 'boolean'));
registerFastCheck(StructureBody, (b) => typeof b.text === 'string' && typeof b.schema === 'string');
registerFastCheck(SelectBody, (b) => typeof b.text === 'string' && strings(b.candidates, 1, 10_000));
registerFastCheck(GradeBody, (b) => typeof b.text === 'string' && (b.anchors === undefined || strings(b.anchors, 1, Infinity)));
