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

    const stored = await this.db.transaction(async (tx): Promise<{ replayed: StoredRecord } | { created: StoredRecord }> => {
      // The tenant's row lock orders its inserts: positions are handed out in commit order (the list's cursor relies on it).
      const [{ last_position: position }] = await tx.query<Array<{ last_position: string }>>(
        `INSERT INTO records.tenants (tenant_id, last_position) VALUES ($1, 1)
         ON CONFLICT (tenant_id) DO UPDATE SET last_position = records.tenants.last_position + 1 RETURNING last_position`,
        [m.tenantId],
      );
      // A concurrent create with the same key waited on that lock; it answers what the first one stored.
      if (m.idempotencyKey) {
        const earlier = await this.replayable(tx, m.tenantId, m.idempotencyKey);
        if (earlier) return { replayed: earlier };
      }
      const row = tx.getRepository(StoredRecord).create({
        id: randomUUID(),
        tenantId: m.tenantId,
        position,
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
        billingTier: null,
        idempotencyKey: m.idempotencyKey ?? null,
      });
      // The clock after the lock, not the transaction's start: created_at then grows with the position.
      await tx.getRepository(StoredRecord).insert({ ...row, createdAt: () => 'clock_timestamp()' });
      await recordEvent(tx, 'records', RecordEvents.created, {
        tenantId: m.tenantId,
        recordId: row.id,
        requestId: m.requestId,
        schema: row.schema,
        status: row.status,
        fallbackReason: row.fallbackReason,
        label: row.label,
        classifierId: row.classifierId,
        versionId: row.versionId,
      });
      return { created: await tx.getRepository(StoredRecord).findOneByOrFail({ id: row.id }) };
    });
    if (!('created' in stored)) return { outcome: 'replayed', record: recordView(stored.replayed) };
    this.outbox.nudge();
    return { outcome: stored.created.status === 'fallback' ? 'fallback' : 'stored', record: recordView(stored.created) };
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
