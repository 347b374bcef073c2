import type { RecordPageView, RecordSettingsView, RecordView } from '@svc/contracts';

/** The stored record as every records route shows it (snake_case, like the rest of the API). */
export function recordAnswer(r: RecordView) {
  return {
    record_id: r.recordId,
    tenant_id: r.tenantId,
    schema: r.schema,
    text: r.text,
    record: r.record,
    label: r.label,
    confidence: r.confidence,
    classifier_id: r.classifierId,
    version_id: r.versionId,
    status: r.status,
    fallback_reason: r.fallbackReason,
    request_id: r.requestId,
    billing_tier: r.billingTier,
    created_at: r.createdAt,
  };
}
export type RecordAnswer = ReturnType<typeof recordAnswer>;

export function recordPageAnswer(p: RecordPageView) {
  return { records: p.records.map(recordAnswer), next_cursor: p.nextCursor };
}

export function recordSettingsAnswer(s: RecordSettingsView) {
  return { tenant_id: s.tenantId, default_classifier_id: s.defaultClassifierId, rate_limit: s.rateLimit };
}
