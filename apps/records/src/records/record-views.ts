import type { RecordView } from '@svc/contracts';
import type { StoredRecord } from './record.entity.js';

export function recordView(r: StoredRecord): RecordView {
  return {
    recordId: r.id,
    tenantId: r.tenantId,
    schema: r.schema,
    text: r.text,
    record: r.record ?? null,
    label: r.label,
    confidence: r.confidence,
    classifierId: r.classifierId,
    versionId: r.versionId,
    status: r.status,
    fallbackReason: r.fallbackReason,
    requestId: r.requestId,
    billingTier: r.billingTier,
    createdAt: r.createdAt.toISOString(),
  };
}
