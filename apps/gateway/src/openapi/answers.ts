import type { AdminRecordSettingsBody, ExamplesAddedView, ExamplesDeletedView } from '@svc/contracts';
import type { MeAnswer } from '../auth-surface/auth-surface.service.js';
import type { classifierAnswer, classifierDetailAnswer, examplePageAnswer, versionAnswer } from '../classifiers/classifier-answers.js';
import type { ClassifyAnswer as ClassifyReply } from '../classify/classify-http.service.js';
import type { KeyAnswer, KeyListAnswer } from '../keys/keys.service.js';
import type { MemberAnswer } from '../members/members.service.js';
import type { TenantAdminView } from '../admin/admin.service.js';
import type { BillingAnswer } from '../billing-account/tenant-billing.service.js';
import type { recordPageAnswer, RecordAnswer, recordSettingsAnswer } from '../records/record-answers.js';

/** A JSON Schema (2020-12, as OpenAPI 3.1 takes it) of an answer, self-contained (no `$ref`): MCP tool listings show it as it is. */
export type AnswerSchema = Record<string, unknown>;

/**
 * An object schema whose properties are exactly the answer type's fields: a field added to or removed from
 * the type and not here (or the reverse) fails to compile. All are required unless listed in `optional`.
 */
function answer<T>() {
  return (properties: { [K in keyof T]-?: AnswerSchema }, description?: string, optional: (keyof T)[] = []): AnswerSchema => ({
    type: 'object',
    ...(description ? { description } : {}),
    properties,
    required: Object.keys(properties).filter((k) => !optional.includes(k as keyof T)),
  });
}

const uuid = { type: 'string', format: 'uuid' };
const nullableUuid = { type: ['string', 'null'], format: 'uuid' };
const str = { type: 'string' };
const nullableStr = { type: ['string', 'null'] };
const int = { type: 'integer' };
const time = { type: 'string', format: 'date-time' };
const nullableTime = { type: ['string', 'null'], format: 'date-time' };
const role = { type: 'string', enum: ['owner', 'admin', 'member'] };
const list = (items: AnswerSchema) => ({ type: 'array', items });

type Classifier = ReturnType<typeof classifierAnswer>;
type ClassifierDetail = ReturnType<typeof classifierDetailAnswer>;
type Version = ReturnType<typeof versionAnswer>;
type ExamplePage = ReturnType<typeof examplePageAnswer>;
type RecordPage = ReturnType<typeof recordPageAnswer>;
type RecordSettings = ReturnType<typeof recordSettingsAnswer>;
type SignedInAnswer = { user_id: string; email: string; expires_at: string };
type RegisteredAnswer = SignedInAnswer & { tenant_id: string; tenant_name: string };

const SESSION = { user_id: uuid, email: str, expires_at: time };
const CLASSIFIER = {
  classifier_id: uuid,
  name: str,
  description: nullableStr,
  created_at: time,
  archived: { type: 'boolean' },
  archived_at: nullableTime,
  published_version_id: nullableUuid,
  example_count: int,
};
const VERSION = answer<Version>()(
  {
    version_id: uuid,
    classifier_id: uuid,
    number: int,
    status: { type: 'string', enum: ['queued', 'training', 'ready', 'failed'] },
    progress: { type: 'number', minimum: 0, maximum: 1 },
    error: nullableStr,
    metrics: {
      type: ['object', 'null'],
      description:
        'measured on a held-out share: accuracy, macro_f1, threshold (below it classify answers low_confidence), holdout_size, train_size, labels [{ label, train, holdout, precision, recall, f1 }]',
    },
    example_count: int,
    created_at: time,
    started_at: nullableTime,
    finished_at: nullableTime,
  },
  'a trained (or training) version of a classifier',
);
const RECORD = answer<RecordAnswer>()(
  {
    record_id: uuid,
    tenant_id: uuid,
    schema: { type: 'string', description: 'the built-in schema filled' },
    text: str,
    record: { type: ['object', 'null'], description: 'the filled schema (null for some fallbacks)' },
    label: nullableStr,
    confidence: { type: ['number', 'null'] },
    classifier_id: nullableStr,
    version_id: nullableStr,
    status: { type: 'string', enum: ['ok', 'low_confidence', 'fallback'] },
    fallback_reason: nullableStr,
    request_id: str,
    billing_tier: nullableStr,
    created_at: time,
  },
  'a stored record (also the answer of a create)',
);
const SETTINGS = answer<RecordSettings>()({ tenant_id: uuid, default_classifier_id: nullableUuid, rate_limit: { type: ['integer', 'null'] } }, "a tenant's records settings");

/**
 * The answers of the gateway's routes, by the name `components.schemas` gives them. Routes point at them with
 * `@AnswersWith(status, 'Name')` (decorators.ts); the MCP tools read the same objects (`documentedSchema`).
 */
export const ANSWER_SCHEMAS = {
  Session: answer<SignedInAnswer>()(SESSION, 'a session: the cookie `svc_session` comes with it'),
  Registered: answer<RegisteredAnswer>()({ ...SESSION, tenant_id: uuid, tenant_name: str }, 'the new user, its session and the tenant it owns'),
  Me: answer<MeAnswer>()({ user_id: uuid, email: str, created_at: time, tenants: list({ type: 'object', properties: { tenant_id: uuid, name: str, role }, required: ['tenant_id', 'name', 'role'] }) }),
  ResetAccepted: { type: 'object', properties: { accepted: { const: true } }, required: ['accepted'] },
  Key: answer<KeyAnswer>()({ key_id: uuid, api_key: { type: 'string', description: '`svc_...`: shown in this answer only' }, prefix: str, name: str, tenant_id: uuid }, 'a key: `api_key` is shown once, only `prefix` ever again'),
  Billing: answer<BillingAnswer>()(
    {
      tenant_id: uuid,
      period: { type: 'object', description: "the pool's calendar month (UTC)", properties: { month: str, start: time, end: time }, required: ['month', 'start', 'end'] },
      pool: { type: 'object', description: "this month's included calls", properties: { included: int, used: int, left: int }, required: ['included', 'used', 'left'] },
      wallet: { type: 'object', properties: { balance: int, unit: { type: 'string', enum: ['micro'] } }, required: ['balance', 'unit'] },
      usage_range: { type: 'object', description: 'the UTC days `usage` covers, both included', properties: { from: str, to: str }, required: ['from', 'to'] },
      usage: list({
        type: 'object',
        description: 'answered (charged) calls of one product on one UTC day',
        properties: { day: str, product: nullableStr, calls: int, included: int, paid: int, amount: int },
        required: ['day', 'product', 'calls', 'included', 'paid', 'amount'],
      }),
      ledger: list({
        type: 'object',
        description: 'a ledger entry, newest first: `call` (a billed call), `topup` or `adjustment`',
        properties: { id: str, at: time, kind: str, product: nullableStr, tier: nullableStr, amount: int, state: str, request_id: str },
        required: ['id', 'at', 'kind', 'product', 'tier', 'amount', 'state', 'request_id'],
      }),
      ledger_next_cursor: { type: ['string', 'null'], description: 'pass it as `cursor` for the next (older) page; null on the last page' },
      top_up: { type: 'object', properties: { how: str, url: nullableStr }, required: ['how', 'url'] },
    },
    "the tenant's pool, wallet, usage and ledger (amounts in integer micro-units)",
  ),
  KeyList: answer<KeyListAnswer>()({
    tenant_id: uuid,
    keys: list({ type: 'object', properties: { key_id: uuid, name: str, prefix: str, created_at: time, last_used_at: nullableTime }, required: ['key_id', 'name', 'prefix', 'created_at', 'last_used_at'] }),
  }),
  Member: answer<MemberAnswer>()({ user_id: uuid, email: str, role }),
  MemberList: { type: 'object', properties: { tenant_id: uuid, members: list(answer<MemberAnswer>()({ user_id: uuid, email: str, role })) }, required: ['tenant_id', 'members'] },
  Classifier: answer<Classifier>()(CLASSIFIER),
  ClassifierList: { type: 'object', properties: { classifiers: list(answer<Classifier>()(CLASSIFIER)) }, required: ['classifiers'] },
  ClassifierDetail: answer<ClassifierDetail>()({
    ...CLASSIFIER,
    labels: list({ type: 'object', properties: { label: str, examples: int }, required: ['label', 'examples'] }),
    versions: list(VERSION),
  }),
  ClassifierVersion: VERSION,
  ExamplesAdded: answer<ExamplesAddedView>()({ added: int, total: int }),
  ExamplesDeleted: answer<ExamplesDeletedView>()({ deleted: int, total: int }),
  ExamplePage: answer<ExamplePage>()({
    examples: list({ type: 'object', properties: { example_id: uuid, text: str, label: str, created_at: time }, required: ['example_id', 'text', 'label', 'created_at'] }),
    total: int,
    next_cursor: { type: ['string', 'null'], description: 'pass it as `cursor` for the next page; null on the last' },
  }),
  ClassifyAnswer: answer<ClassifyReply['body']>()({
    label: { type: ['string', 'null'], description: 'null when status is low_confidence' },
    status: { type: 'string', enum: ['ok', 'low_confidence'] },
    confidence: { type: 'number' },
    candidates: list({ type: 'object', properties: { label: str, score: { type: 'number' } }, required: ['label', 'score'] }),
    version_id: uuid,
  }),
  Record: RECORD,
  RecordPage: answer<RecordPage>()({ records: list(RECORD), next_cursor: { type: ['string', 'null'], description: 'an offset: pass it as `cursor`; null on the last page' } }),
  RecordSettings: SETTINGS,
  Tenant: answer<TenantAdminView>()(
    { tenant_id: uuid, name: str, rate_limit: int, included_pool: int, period: { type: 'string', description: 'the billing month, `YYYY-MM`' }, pool_used: int, pool_left: int, wallet: { type: 'integer', description: 'micro-units' } },
    'a tenant as operators see it: its pool this month and its wallet',
  ),
  TenantCreated: { type: 'object', properties: { tenant_id: uuid, api_key: str }, required: ['tenant_id', 'api_key'] },
  IssuedKey: { type: 'object', properties: { key_id: uuid, api_key: str, prefix: str }, required: ['key_id', 'api_key', 'prefix'] },
  AdminRecordSettings: answer<Record<keyof AdminRecordSettingsBody | 'tenant_id' | 'default_classifier_id', unknown>>()({ tenant_id: uuid, default_classifier_id: nullableUuid, rate_limit: { type: ['integer', 'null'] } }),
  Health: {
    type: 'object',
    properties: { status: { type: 'string', enum: ['ok', 'degraded'] }, services: { type: 'object', additionalProperties: { type: 'string', enum: ['ok', 'unavailable'] } } },
    required: ['status', 'services'],
  },
} satisfies Record<string, AnswerSchema>;

export type AnswerName = keyof typeof ANSWER_SCHEMAS;

/** One answer's schema, as the document shows it (the MCP tools' outputSchema for the route they mirror). */
export function documentedSchema(name: AnswerName): AnswerSchema {
  return ANSWER_SCHEMAS[name];
}
