import { AuthUserEvents } from '../messages/auth-users.messages.js';
import { AuthEvents } from '../messages/auth.messages.js';
import { BillingEvents } from '../messages/billing.messages.js';
import { ClassifierEvents } from '../messages/classifier.messages.js';
import { RecordEvents } from '../messages/records.messages.js';
import type { EventSubject } from '../subject.js';

/** The service whose outbox writes an event (and so the only one that publishes it). */
export type EventPublisher = 'auth' | 'billing' | 'records' | 'classifier';

/** One domain event as the catalogue (docs/events.md, the AsyncAPI document) describes it. */
export interface CatalogueEntry {
  /** The AsyncAPI message name, e.g. `KeyRevoked`. */
  readonly name: string;
  readonly event: EventSubject<object>;
  readonly publisher: EventPublisher;
  /** One line: what happened. */
  readonly summary: string;
  /** What it means for a consumer and when exactly it is published. */
  readonly description: string;
  /** A body as published (the AsyncAPI message's example; checked against the class and the schema). */
  readonly example: Readonly<Record<string, unknown>>;
  /** The meaning of each field the class has beyond the ones every event shares (FIELD_MEANINGS). */
  readonly fields?: Readonly<Record<string, string>>;
}

const TENANT = '3f6c2a8e-5b1d-4c7e-9a20-6d8e1f4b7c90';
const CLASSIFIER = '7d9f1b3c-5e7a-4c8d-9f0b-6a8c0e2f4a66';
const VERSION = '8e0a2c4d-6f8b-4d9e-8a1c-7b9d1f3a5b77';

const REVOCATION_COUNTER =
  "Auth's revocation counter after this change: one more than the previous key revocation or tenant change, in commit order. " +
  'Gateways that see a counter they skipped (in an event or in auth\'s revocation beat) know they missed an event and flush their key caches.';

/** Fields several events carry, described once. */
export const FIELD_MEANINGS: Readonly<Record<string, string>> = {
  eventId: "The event's id (fixed when the event is written to the outbox, also sent as the `Nats-Msg-Id` header): the same event delivered twice has the same id, so consumers dedupe on it. A UUID; do not rely on its version.",
  tenantId: 'The tenant (customer account) the event is about.',
  requestId: 'The `x-request-id` of the HTTP call (or the operation) that caused the change; for billing events also the ledger entry\'s idempotency key.',
  classifierId: 'The classifier.',
  versionId: 'The classifier version.',
  recordId: 'The record.',
};

/**
 * Every event the services publish through their outboxes, in the order the catalogue lists them. The
 * distributed test (tools/docs/test/event-catalogue.e2e.spec.ts) fails on a published subject missing here.
 */
export const EVENT_CATALOGUE: readonly CatalogueEntry[] = [
  {
    name: 'KeyRevoked',
    event: AuthEvents.keyRevoked,
    publisher: 'auth',
    example: { eventId: 'c1f7e0a2-8d4b-4b3e-9f1a-2e5d7c9b0a11', tenantId: TENANT, keyId: '9b2d4f6a-1c3e-4a5b-8d7f-0e2c4a6b8d10', revocationCounter: 42 },
    summary: 'An API key stopped working.',
    description:
      'The key was revoked (by a tenant owner or admin, or by an operator) or replaced by a rotation (the event names the old key). ' +
      'Published before the revoke or rotate call is answered: gateways drop the key from their caches on it, so it is refused at once everywhere.',
    fields: { keyId: 'The key that no longer authenticates.', revocationCounter: REVOCATION_COUNTER },
  },
  {
    name: 'TenantChanged',
    event: AuthEvents.tenantChanged,
    publisher: 'auth',
    example: { eventId: 'd2a8f1b3-9e5c-4c4f-8a2b-3f6e8d0c1b22', tenantId: TENANT, revocationCounter: 43 },
    summary: "A tenant's settings changed (its name or rate limit).",
    description: 'An operator changed the tenant (`PATCH /admin/tenants/{id}` with a name or rate limit). Gateways drop what they cached of the tenant; read the new settings from the operators\' API.',
    fields: { revocationCounter: REVOCATION_COUNTER },
  },
  {
    name: 'PasswordResetRequested',
    event: AuthUserEvents.passwordResetRequested,
    publisher: 'auth',
    example: { eventId: 'e3b9a2c4-0f6d-4d5a-9b3c-4a7f9e1d2c33', userId: '5a7c9e1b-3d5f-4b6a-8c2e-4f6a8b0d2e44', email: 'ada@example.com', resetUrl: 'https://svc.example.com/console/reset#token=…', expiresAt: '2026-11-24T13:00:00.000Z' },
    summary: 'A user asked for a password reset: send them the link.',
    description:
      'For the mailing team: e-mail `resetUrl` to `email`. Only published for an address that belongs to a user (the HTTP answer is the same either way). ' +
      'The link carries a secret token: never log it, and do not send it after `expiresAt`.',
    fields: { userId: 'The user who asked.', email: 'Where to send the link.', resetUrl: 'The one-time reset link (secret): the console\'s reset page, `$SVC_PUBLIC_URL/console/reset#token=…`, which posts the token and the new password to `POST /auth/reset/confirm`.', expiresAt: 'ISO 8601 time after which the link no longer works.' },
  },
  {
    name: 'CallPosted',
    event: BillingEvents.callPosted,
    publisher: 'billing',
    example: { eventId: 'f4c0b3d5-1a7e-4e6b-8c4d-5b8a0f2e3d55', tenantId: TENANT, requestId: '0c6e8a1f-3b5d-4e7a-9c2b-4d6f8a0c2e13', product: 'svc-small-json/extract', tier: 'paid', amount: 1000, period: '2026-11' },
    summary: 'A billed call was charged (published one per message only with `SVC_CALL_POSTED_FORMAT=each` or `both`; by default inside CallsPosted).',
    description:
      'A billed call (a model method, a classify, a records create) was answered, so its hold is posted: one call of the monthly pool (`tier: included`, `amount: 0`) or `amount` micro-units of the wallet (`tier: paid`). ' +
      'Written by the ledger itself (a trigger) in the transaction that posts it, whichever path posts it (the call, the durable settle queue, the stale-hold sweeper). Exactly one per answered call.',
    fields: {
      product: 'What was billed, `<api>/<method>` (prices are per method).',
      tier: '`included`: a call of the monthly pool; `paid`: charged to the wallet.',
      amount: 'Micro-units taken from the wallet (0 for a call of the included pool).',
      period: 'The month (UTC, `YYYY-MM`) of the pool the call counted against.',
    },
  },
  {
    name: 'CallsPosted',
    event: BillingEvents.callsPosted,
    publisher: 'billing',
    example: {
      eventId: '7b2e9c41-5d3a-4f8e-9a6b-2c4d6e8f0a11',
      events: [
        { eventId: 'f4c0b3d5-1a7e-8e6b-8c4d-5b8a0f2e3d55', tenantId: TENANT, requestId: '0c6e8a1f-3b5d-4e7a-9c2b-4d6f8a0c2e13', product: 'svc-small-json/extract', tier: 'included', amount: 0, period: '2026-11' },
        { eventId: 'f4c0b3d5-1a7e-8e6b-8c4d-5b8a0f2e3d54', tenantId: TENANT, requestId: '2e8a0c3b-5d7f-4a9c-8e1d-6f8a0c2e4b35', product: 'svc-small-json/grade', tier: 'included', amount: 0, period: '2026-11' },
      ],
    },
    summary: 'Billed calls were charged: the CallPosted events of one ledger statement, in one message.',
    description:
      'What billing publishes by default (`SVC_CALL_POSTED_FORMAT=list`) instead of one CallPosted message per call: the calls one ledger statement posted (a batch of a lease\'s spends, or the holds one batch of settles posted) in `events`, each exactly as CallPosted carries it, with the same `eventId` it would have there. ' +
      'Exactly one item per answered call. Deduplicate on the items\' `eventId`s (a message published twice carries the same ones); the message\'s own `eventId` is what the stream dedupes on. ' +
      'One message per statement instead of one per call gave about a fifth more billed calls per second on one machine (`npm run bench`).',
    fields: { eventId: "The message's own id (never one of its items' ids).", events: 'The calls charged, each a CallPosted event (fields and meaning as there).' },
  },
  {
    name: 'CallReleased',
    event: BillingEvents.callReleased,
    publisher: 'billing',
    example: { eventId: '05d1c4e6-2b8f-4f7c-9d5e-6c9b1a3f4e66', tenantId: TENANT, requestId: '1d7f9b2a-4c6e-4f8b-8d3c-5e7a9b1d3f24', product: 'svc-small-json/grade', tier: 'included', amount: 0, period: '2026-11' },
    summary: 'A billed call was given back.',
    description:
      'The call failed (the model could not answer) or its hold expired: the pool call or the held amount went back to the tenant, nothing was charged. Same fields as CallPosted; `amount` is what had been held.',
    fields: {
      product: 'What was billed, `<api>/<method>`.',
      tier: '`included`: the pool call went back; `paid`: the held amount went back to the wallet.',
      amount: 'Micro-units that had been held (0 for a call of the included pool).',
      period: 'The month (UTC, `YYYY-MM`) of the pool the hold counted against.',
    },
  },
  {
    name: 'WalletToppedUp',
    event: BillingEvents.walletToppedUp,
    publisher: 'billing',
    example: { eventId: '16e2d5f7-3c9a-4a8d-8e6f-7d0c2b4a5f77', tenantId: TENANT, requestId: '5b1d3f6e-8a0c-4d2f-8b7a-9c1e3f5b7d68', amount: 5000000 },
    summary: "Money was added to a tenant's wallet.",
    description: 'An operator topped up the wallet (`POST /admin/tenants/{id}/topup`), set it higher (`PATCH /admin/tenants/{id}` with `wallet`), or a tenant was created with an opening balance.',
    fields: { amount: 'Micro-units added (positive).' },
  },
  {
    name: 'WalletAdjusted',
    event: BillingEvents.walletAdjusted,
    publisher: 'billing',
    example: { eventId: '27f3e6a8-4d0b-4b9e-9f7a-8e1d3c5b6a88', tenantId: TENANT, requestId: '2e8a0c3b-5d7f-4a9c-9e4d-6f8b0c2e4a35', amount: 250000 },
    summary: "An operator lowered a tenant's wallet.",
    description: 'An operator set the wallet to a lower balance (`PATCH /admin/tenants/{id}` with `wallet`).',
    fields: { amount: 'Micro-units taken away (positive).' },
  },
  {
    name: 'AccountClosed',
    event: BillingEvents.accountClosed,
    publisher: 'billing',
    example: { eventId: '38a4f7b9-5e1c-4c0f-8a8b-9f2e4d6c7b99', tenantId: TENANT, requestId: '3f9b1d4c-6e8a-4b0d-8f5e-7a9c1d3f5b46' },
    summary: 'A billing account that should not exist was removed.',
    description: 'A registration or tenant creation failed after its billing account was opened, and the account (which never billed anything) was deleted again. Forget anything you recorded for the tenant.',
  },
  {
    name: 'RecordCreated',
    event: RecordEvents.created,
    publisher: 'records',
    example: { eventId: '49b5a8c0-6f2d-4d1a-9b9c-0a3f5e7d8caa', tenantId: TENANT, requestId: '4a0c2e5d-7f9b-4c1e-9a6f-8b0d2e4a6c57', recordId: '6b8d0f2a-4c6e-4d7b-9e3f-5a7b9c1d3e55', schema: 'log_event', status: 'ok', fallbackReason: null, label: 'auth', classifierId: CLASSIFIER, versionId: VERSION },
    summary: 'A record was stored.',
    description:
      'A `POST /records/create` call stored its record (structured output, label, or a fallback). Published once the store commits; should the call still end in an error, the record is discarded again and a RecordDeleted follows.',
    fields: {
      schema: 'The schema (model method) the record was made with.',
      status: '`ok`; `low_confidence` (the classifier was unsure); `fallback` (the model or classifier could not answer, `fallbackReason` says why).',
      fallbackReason: 'Why the record is a fallback; null otherwise.',
      label: "The classifier's label, when a classifier labelled the record.",
      classifierId: 'The classifier that labelled it, if any.',
      versionId: 'The classifier version that labelled it, if any.',
    },
  },
  {
    name: 'RecordDeleted',
    event: RecordEvents.deleted,
    publisher: 'records',
    example: { eventId: '5ac6b9d1-7a3e-4e2b-8cad-1b4a6f8e9dbb', tenantId: TENANT, recordId: '6b8d0f2a-4c6e-4d7b-9e3f-5a7b9c1d3e55', textRemoved: true },
    summary: 'A record and its text are gone.',
    description: 'The tenant deleted the record, or a create that ended in an error discarded it. A hard delete: consumers that copied the text must delete their copy.',
    fields: { textRemoved: 'Always true: nothing of the text stays readable.' },
  },
  {
    name: 'ClassifierCreated',
    event: ClassifierEvents.created,
    publisher: 'classifier',
    example: { eventId: '6bd7cae2-8b4f-4f3c-9dbe-2c5b7a9f0ecc', tenantId: TENANT, classifierId: CLASSIFIER, name: 'support tickets' },
    summary: 'A tenant created a classifier.',
    description: 'Published when `POST /v1/classifiers` commits.',
    fields: { name: "The classifier's name." },
  },
  {
    name: 'VersionTrained',
    event: ClassifierEvents.trained,
    publisher: 'classifier',
    example: { eventId: '7ce8dbf3-9c5a-4a4d-8ecf-3d6c8b0a1fdd', tenantId: TENANT, classifierId: CLASSIFIER, versionId: VERSION, status: 'ready', error: null, accuracy: 0.94, macroF1: 0.93 },
    summary: 'A classifier version finished training.',
    description: 'The training job ended: `ready` (with its headline figures; it can now be published) or `failed` (with the reason). Published once per version.',
    fields: {
      status: '`ready` or `failed`.',
      error: 'Why training failed; null when ready.',
      accuracy: 'Accuracy on the held-out examples (0 to 1) when ready; null when failed.',
      macroF1: 'Macro-averaged F1 on the held-out examples (0 to 1) when ready; null when failed.',
    },
  },
  {
    name: 'VersionPublished',
    event: ClassifierEvents.published,
    publisher: 'classifier',
    example: { eventId: '8df9ec04-0d6b-4b5e-9fd0-4e7d9c1b2aee', tenantId: TENANT, classifierId: CLASSIFIER, versionId: VERSION, previousVersionId: null },
    summary: 'Classify now serves another version.',
    description: 'A ready version was published (a new one, or an older one: a rollback). Published before the publish call is answered; classifier replicas drop what they cached of the previous version.',
    fields: { versionId: 'The version classify serves from now on.', previousVersionId: 'The version it served before; null for the first publication.' },
  },
  {
    name: 'ClassifierArchived',
    event: ClassifierEvents.archived,
    publisher: 'classifier',
    example: { eventId: '9e0afd15-1e7c-4c6f-8ae1-5f8e0d2c3bff', tenantId: TENANT, classifierId: CLASSIFIER },
    summary: 'A classifier was archived.',
    description: 'Classify answers `410` for it from now on; its examples and versions stay, and it can be unarchived.',
  },
  {
    name: 'ClassifierUnarchived',
    event: ClassifierEvents.unarchived,
    publisher: 'classifier',
    example: { eventId: 'af1b0e26-2f8d-4d7a-9bf2-6a9f1e3d4c00', tenantId: TENANT, classifierId: CLASSIFIER },
    summary: 'An archived classifier is back.',
    description: 'Classify serves its published version again.',
  },
];

/** The version an event's subject carries (`...v1` → 1): a change a consumer would notice is a new subject. */
export function eventVersion(subject: string): number {
  const match = /\.v(\d+)$/.exec(subject);
  if (!match) throw new Error(`event subject ${subject} carries no version (.vN)`);
  return Number(match[1]);
}
