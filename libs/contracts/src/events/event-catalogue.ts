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
  /** The meaning of each field the class has beyond the ones every event shares (FIELD_MEANINGS). */
  readonly fields?: Readonly<Record<string, string>>;
}

/** Fields several events carry, described once. */
export const FIELD_MEANINGS: Readonly<Record<string, string>> = {
  eventId: "The event's id (the outbox row's, also sent as the `Nats-Msg-Id` header): the same event delivered twice has the same id, so consumers dedupe on it.",
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
    summary: 'An API key stopped working.',
    description:
      'The key was revoked (by a tenant owner or admin, or by an operator) or replaced by a rotation (the event names the old key). ' +
      'Published before the revoke or rotate call is answered: gateways drop the key from their caches on it, so it is refused at once everywhere.',
    fields: { keyId: 'The key that no longer authenticates.' },
  },
  {
    name: 'TenantChanged',
    event: AuthEvents.tenantChanged,
    publisher: 'auth',
    summary: "A tenant's settings changed (its name or rate limit).",
    description: 'An operator changed the tenant (`PATCH /admin/tenants/{id}` with a name or rate limit). Gateways drop what they cached of the tenant; read the new settings from the operators\' API.',
  },
  {
    name: 'PasswordResetRequested',
    event: AuthUserEvents.passwordResetRequested,
    publisher: 'auth',
    summary: 'A user asked for a password reset: send them the link.',
    description:
      'For the mailing team: e-mail `resetUrl` to `email`. Only published for an address that belongs to a user (the HTTP answer is the same either way). ' +
      'The link carries a secret token: never log it, and do not send it after `expiresAt`.',
    fields: { userId: 'The user who asked.', email: 'Where to send the link.', resetUrl: 'The one-time reset link (secret).', expiresAt: 'ISO 8601 time after which the link no longer works.' },
  },
  {
    name: 'CallPosted',
    event: BillingEvents.callPosted,
    publisher: 'billing',
    summary: 'A billed call was charged.',
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
    name: 'CallReleased',
    event: BillingEvents.callReleased,
    publisher: 'billing',
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
    summary: "Money was added to a tenant's wallet.",
    description: 'An operator topped up the wallet (`POST /admin/tenants/{id}/topup`), set it higher (`PATCH /admin/tenants/{id}` with `wallet`), or a tenant was created with an opening balance.',
    fields: { amount: 'Micro-units added (positive).' },
  },
  {
    name: 'WalletAdjusted',
    event: BillingEvents.walletAdjusted,
    publisher: 'billing',
    summary: "An operator lowered a tenant's wallet.",
    description: 'An operator set the wallet to a lower balance (`PATCH /admin/tenants/{id}` with `wallet`).',
    fields: { amount: 'Micro-units taken away (positive).' },
  },
  {
    name: 'AccountClosed',
    event: BillingEvents.accountClosed,
    publisher: 'billing',
    summary: 'A billing account that should not exist was removed.',
    description: 'A registration or tenant creation failed after its billing account was opened, and the account (which never billed anything) was deleted again. Forget anything you recorded for the tenant.',
  },
  {
    name: 'RecordCreated',
    event: RecordEvents.created,
    publisher: 'records',
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
    summary: 'A record and its text are gone.',
    description: 'The tenant deleted the record, or a create that ended in an error discarded it. A hard delete: consumers that copied the text must delete their copy.',
    fields: { textRemoved: 'Always true: nothing of the text stays readable.' },
  },
  {
    name: 'ClassifierCreated',
    event: ClassifierEvents.created,
    publisher: 'classifier',
    summary: 'A tenant created a classifier.',
    description: 'Published when `POST /v1/classifiers` commits.',
    fields: { name: "The classifier's name." },
  },
  {
    name: 'VersionTrained',
    event: ClassifierEvents.trained,
    publisher: 'classifier',
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
    summary: 'Classify now serves another version.',
    description: 'A ready version was published (a new one, or an older one: a rollback). Published before the publish call is answered; classifier replicas drop what they cached of the previous version.',
    fields: { versionId: 'The version classify serves from now on.', previousVersionId: 'The version it served before; null for the first publication.' },
  },
  {
    name: 'ClassifierArchived',
    event: ClassifierEvents.archived,
    publisher: 'classifier',
    summary: 'A classifier was archived.',
    description: 'Classify answers `410` for it from now on; its examples and versions stay, and it can be unarchived.',
  },
  {
    name: 'ClassifierUnarchived',
    event: ClassifierEvents.unarchived,
    publisher: 'classifier',
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
