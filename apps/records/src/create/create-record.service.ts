import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isBuiltInSchema, RECORD_LIMITS, RecordEvents, type CreateRecordRequest, type CreateRecordView } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { OutboxRelay, recordEvent, ServiceBus } from '@svc/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { RECORDS_CONFIG, type RecordsConfig } from '../config/records.config.js';
import { StoredRecord } from '../records/record.entity.js';
import { recordView } from '../records/record-views.js';
import { RecordsTenant } from '../settings/records-tenant.entity.js';
import { insertAtNextPosition, type NewRecord } from './insert-record.js';
import { classify, structure, type Label, type Outcome } from './upstream.js';

/**
 * The work of one billed create: fill the schema (models, `structure`) and label the text (the explicit
 * classifier, else the tenant's default one) side by side, then store the record.
 *
 * With an explicit `classifierId` every failure is an error and nothing is stored: the classifier's refusals
 * as `404 unknown classifier`, `410 classifier archived`, `410 classifier not published`; anything else
 * (models or classifier down, slow, answering nonsense) `502 model unavailable`. Without one, no upstream
 * failure fails the create: the record is stored with status `fallback` and the reason, and the gateway
 * releases the hold (`outcome: 'fallback'`).
 */
@Injectable()
export class CreateRecordService {
  constructor(
    @InjectDataSource('records') private readonly db: DataSource,
    private readonly bus: ServiceBus,
    private readonly outbox: OutboxRelay,
    @Inject(RECORDS_CONFIG) private readonly config: RecordsConfig,
  ) {}

  async create(m: CreateRecordRequest): Promise<CreateRecordView> {
    if (!isBuiltInSchema(m.schema)) throw new SvcError('schema_not_built_in');
    if (Buffer.byteLength(m.text, 'utf8') > RECORD_LIMITS.textMaxBytes) throw new SvcError('body_too_large');
    if (m.idempotencyKey) {
      const earlier = await this.replayable(this.db.manager, m.tenantId, m.idempotencyKey);
      if (earlier) return { outcome: 'replayed', record: recordView(earlier) };
    }

    const explicit = m.classifierId ?? null;
    const classifierId = explicit ?? (await this.db.getRepository(RecordsTenant).findOneBy({ tenantId: m.tenantId }))?.defaultClassifierId ?? null;
    const ms = this.config.upstreamTimeoutMs;
    const [filled, labelled] = await Promise.all([
      structure(this.bus, { requestId: m.requestId, api: this.config.modelApi, schema: m.schema, text: m.text }, ms),
      classifierId ? classify(this.bus, { requestId: m.requestId, tenantId: m.tenantId, classifierId, text: m.text }, ms) : Promise.resolve(null),
    ]);
    if (explicit) refuseOnFailure(filled, labelled);
    const reason = (!filled.ok ? filled.reason : null) ?? (labelled && !labelled.ok ? labelled.reason : null);
    const label = labelled?.ok ? labelled.value : null;

    const row: NewRecord = {
      id: randomUUID(),
      tenantId: m.tenantId,
      schema: m.schema,
      text: m.text,
      record: filled.ok ? filled.value : null,
      label: label?.label ?? null,
      confidence: label?.confidence ?? null,
      classifierId: label ? classifierId : null,
      versionId: label?.versionId ?? null,
      status: reason ? 'fallback' : label?.status === 'low_confidence' ? 'low_confidence' : 'ok',
      fallbackReason: reason,
      requestId: m.requestId,
      idempotencyKey: m.idempotencyKey ?? null,
    };
    const inserted = await this.db.transaction(async (tx) => {
      const placed = await insertAtNextPosition(tx, row);
      if (!placed) return null;
      const { id: recordId, schema, status, fallbackReason, label: given, classifierId: by, versionId } = row;
      await recordEvent(tx, 'records', RecordEvents.created, { tenantId: m.tenantId, recordId, requestId: m.requestId, schema, status, fallbackReason, label: given, classifierId: by, versionId });
      return placed;
    });
    if (!inserted) {
      // A concurrent create with the same key stored first: this one answers its record.
      const earlier = await this.db.getRepository(StoredRecord).findOneByOrFail({ tenantId: m.tenantId, idempotencyKey: m.idempotencyKey });
      return { outcome: 'replayed', record: recordView(earlier) };
    }
    this.outbox.nudge();
    const record = recordView({ ...row, ...inserted, billingTier: null });
    return { outcome: row.status === 'fallback' ? 'fallback' : 'stored', record };
  }

  /** The record stored under `key` within the idempotency window; an older one gives its key up. */
  private async replayable(m: EntityManager, tenantId: string, key: string): Promise<StoredRecord | null> {
    const earlier = await m.getRepository(StoredRecord).findOneBy({ tenantId, idempotencyKey: key });
    if (!earlier) return null;
    if (Date.now() - earlier.createdAt.getTime() <= this.config.idempotencyMs) return earlier;
    await m.getRepository(StoredRecord).update({ id: earlier.id }, { idempotencyKey: null });
    return null;
  }
}

/** With an explicit classifier: its refusals in the records words (§7.3), any other failure `502 model unavailable`. */
function refuseOnFailure(filled: Outcome<object>, labelled: Outcome<Label> | null): void {
  if (labelled && !labelled.ok) {
    const code = labelled.refusal?.code;
    if (code === 'unknown_classifier' || code === 'classifier_archived') throw new SvcError(code);
    if (code === 'classifier_not_published') throw new SvcError('record_classifier_not_published');
    throw new SvcError('model_unavailable');
  }
  if (!filled.ok) throw new SvcError('model_unavailable');
}
