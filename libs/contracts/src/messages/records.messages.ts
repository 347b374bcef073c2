import { Equals, IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Max, Min, ValidateIf } from 'class-validator';
import { RECORD_LIMITS } from '../bodies/record-bodies.js';
import { eventSubject, requestSubject } from '../subject.js';
import { TenantRef } from './auth.messages.js';

export const RECORD_STATUSES = ['ok', 'low_confidence', 'fallback'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/**
 * The work of one billed create (the gateway's saga holds before and settles after): fill `schema` from `text`
 * with the models service and label it with `classifierId` (or the tenant's default classifier), then store it.
 * The gateway checked the body; the service checks the schema and size again, as it trusts no sender.
 */
export class CreateRecordRequest extends TenantRef {
  @IsString()
  @Length(1, 100)
  schema!: string;
  @IsString()
  text!: string;
  @IsOptional()
  @IsUUID()
  classifierId?: string;
  /** The client's `Idempotency-Key`: a create with one the tenant used within the window answers the first record. */
  @IsOptional()
  @IsString()
  @Length(1, 255)
  idempotencyKey?: string;
}

export interface RecordView {
  recordId: string;
  tenantId: string;
  schema: string;
  text: string;
  /** The filled schema; null when the model gave none (a fallback). */
  record: unknown;
  label: string | null;
  confidence: number | null;
  classifierId: string | null;
  versionId: string | null;
  status: RecordStatus;
  fallbackReason: string | null;
  requestId: string;
  /** `included` or `paid` once the charge is posted; null for a fallback (released) or while unsettled. */
  billingTier: 'included' | 'paid' | null;
  createdAt: string;
}

/**
 * `stored`: a new record, to be charged (the saga posts). `fallback`: stored, not charged (the saga releases).
 * `replayed`: the record an earlier create with the same idempotency key stored; this call is not charged.
 */
export interface CreateRecordView {
  outcome: 'stored' | 'fallback' | 'replayed';
  record: RecordView;
}

export class RecordRef extends TenantRef {
  @IsUUID()
  recordId!: string;
}

/** Tells the record which tier its (posted) charge took. */
export class RecordBilledRequest extends RecordRef {
  @IsIn(['included', 'paid'])
  tier!: 'included' | 'paid';
}

/** Compensation: the gateway answered the create with an error, so whatever the work stored goes. */
export class DiscardRecordRequest extends TenantRef {}

export class ListRecordsRequest extends TenantRef {
  @IsInt()
  @Min(1)
  @Max(RECORD_LIMITS.pageMax)
  limit!: number;
  /** Records created before this position in the tenant's sequence (the previous page's `nextCursor`). */
  @IsOptional()
  @IsInt()
  @Min(0)
  before?: number;
}
export interface RecordPageView {
  records: RecordView[];
  nextCursor: number | null;
}

export interface RecordSettingsView {
  tenantId: string;
  defaultClassifierId: string | null;
  rateLimit: number | null;
}
export class SetDefaultClassifierRequest extends TenantRef {
  @ValidateIf((_o, v) => v !== null)
  @IsUUID()
  defaultClassifierId!: string | null;
}
export class SetRecordsRateLimitRequest extends TenantRef {
  @ValidateIf((_o, v) => v !== null)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  rateLimit!: number | null;
}

export const RecordsSubjects = {
  create: requestSubject<CreateRecordRequest, CreateRecordView>('records.record.create', CreateRecordRequest),
  billed: requestSubject<RecordBilledRequest, { updated: boolean }>('records.record.billed', RecordBilledRequest),
  discard: requestSubject<DiscardRecordRequest, { discarded: boolean }>('records.record.discard', DiscardRecordRequest),
  get: requestSubject<RecordRef, RecordView>('records.record.get', RecordRef),
  list: requestSubject<ListRecordsRequest, RecordPageView>('records.record.list', ListRecordsRequest),
  delete: requestSubject<RecordRef, { deleted: true }>('records.record.delete', RecordRef),
  settings: requestSubject<TenantRef, RecordSettingsView>('records.settings.get', TenantRef),
  setDefaultClassifier: requestSubject<SetDefaultClassifierRequest, RecordSettingsView>('records.settings.default-classifier', SetDefaultClassifierRequest),
  setRateLimit: requestSubject<SetRecordsRateLimitRequest, RecordSettingsView>('records.settings.rate-limit', SetRecordsRateLimitRequest),
} as const;

export class RecordEvent {
  @IsUUID()
  eventId!: string;
  @IsUUID()
  tenantId!: string;
  @IsUUID()
  recordId!: string;
}

export class RecordCreatedEvent extends RecordEvent {
  @IsString()
  requestId!: string;
  @IsString()
  schema!: string;
  @IsIn(RECORD_STATUSES)
  status!: RecordStatus;
  @IsOptional()
  @IsString()
  fallbackReason!: string | null;
  @IsOptional()
  @IsString()
  label!: string | null;
  @IsOptional()
  @IsUUID()
  classifierId!: string | null;
  @IsOptional()
  @IsUUID()
  versionId!: string | null;
}

/** The record is gone, its text with it (a hard delete: nothing of it stays readable). */
export class RecordDeletedEvent extends RecordEvent {
  @Equals(true)
  textRemoved!: true;
}

/** Written into `records.outbox` in the transaction of the change. */
export const RecordEvents = {
  created: eventSubject('svc.records.record.created.v1', RecordCreatedEvent),
  deleted: eventSubject('svc.records.record.deleted.v1', RecordDeletedEvent),
} as const;
