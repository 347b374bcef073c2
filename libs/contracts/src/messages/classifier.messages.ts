import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUUID, Length, Max, Min, ValidateNested } from 'class-validator';
import { eventSubject, requestSubject } from '../subject.js';
import { Traced } from './traced.js';
import { CreateClassifierBody } from '../bodies/classifier-bodies.js';
import { Carries } from '../fields.js';
import { CLASSIFIER_LIMITS } from './classifier-limits.js';

export { CLASSIFIER_LIMITS };

/** Every classifier request names the tenant the gateway authenticated: another tenant's classifier is `unknown classifier`. */
export class TenantScopedRequest extends Traced {
  @IsUUID()
  tenantId!: string;
}

export class CreateClassifierRequest extends TenantScopedRequest {
  @Carries(CreateClassifierBody)
  body!: CreateClassifierBody;
}

export class ClassifierRef extends TenantScopedRequest {
  @IsUUID()
  classifierId!: string;
}

/** One labelled text as it travels; its limits are checked by the service so that the error names the row. */
export class ExampleInput {
  @IsString()
  text!: string;
  @IsString()
  label!: string;
}

/**
 * A slice of one upload. `firstRow` numbers its examples in the user's upload (1-based, for error messages);
 * `uploadTotal` is the size of the whole upload, checked against the cap on the first slice so a too-big
 * upload is refused before anything is stored.
 */
export class AddExamplesRequest extends ClassifierRef {
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(CLASSIFIER_LIMITS.examplesPerMessage)
  @ValidateNested({ each: true })
  @Type(() => ExampleInput)
  examples!: ExampleInput[];
  @IsInt()
  @Min(1)
  firstRow!: number;
  @IsInt()
  @Min(1)
  uploadTotal!: number;
}
export interface ExamplesAddedView {
  added: number;
  total: number;
}

export class ListExamplesRequest extends ClassifierRef {
  @IsInt()
  @Min(1)
  @Max(1_000)
  limit!: number;
  /** Examples after this position (the previous page's `nextCursor`). */
  @IsOptional()
  @IsInt()
  @Min(0)
  after?: number;
  @IsOptional()
  @IsString()
  @Length(1, CLASSIFIER_LIMITS.labelMaxChars)
  label?: string;
}
export interface ExampleView {
  exampleId: string;
  text: string;
  label: string;
  createdAt: string;
}
export interface ExamplePageView {
  examples: ExampleView[];
  total: number;
  nextCursor: number | null;
}

/** Deletes the listed examples, or every example when `all` is true. Versions already made keep theirs. */
export class DeleteExamplesRequest extends ClassifierRef {
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10_000)
  @IsUUID('all', { each: true })
  exampleIds?: string[];
  @IsOptional()
  @IsBoolean()
  all?: boolean;
}
export interface ExamplesDeletedView {
  deleted: number;
  total: number;
}

export class VersionRef extends ClassifierRef {
  @IsUUID()
  versionId!: string;
}

export const VERSION_STATUSES = ['queued', 'training', 'ready', 'failed'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

/** Quality measured on the held-out share of the examples (the engine's figures, snake_case as the API shows them). */
export interface ClassifierMetricsView {
  accuracy: number;
  macro_f1: number;
  threshold: number;
  holdout_size: number;
  train_size: number;
  labels: Array<{ label: string; train: number; holdout: number; precision: number; recall: number; f1: number }>;
}

export interface VersionView {
  versionId: string;
  classifierId: string;
  number: number;
  status: VersionStatus;
  progress: number;
  error: string | null;
  metrics: ClassifierMetricsView | null;
  exampleCount: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface ClassifierView {
  classifierId: string;
  tenantId: string;
  name: string;
  description: string | null;
  createdAt: string;
  archived: boolean;
  archivedAt: string | null;
  publishedVersionId: string | null;
  exampleCount: number;
}
export interface ClassifierDetailView extends ClassifierView {
  labels: Array<{ label: string; examples: number }>;
  versions: VersionView[];
}

export class ClassifyRequest extends ClassifierRef {
  /** Checked by the service too (empty, or over 64 KiB in UTF-8 bytes), with the contract's own answers. */
  @IsString()
  text!: string;
}
export interface ClassifyView {
  label: string | null;
  status: 'ok' | 'low_confidence';
  confidence: number;
  candidates: Array<{ label: string; score: number }>;
  versionId: string;
}

export const ClassifierSubjects = {
  create: requestSubject<CreateClassifierRequest, ClassifierView>('classifier.classifier.create', CreateClassifierRequest),
  list: requestSubject<TenantScopedRequest, ClassifierView[]>('classifier.classifier.list', TenantScopedRequest),
  get: requestSubject<ClassifierRef, ClassifierDetailView>('classifier.classifier.get', ClassifierRef),
  archive: requestSubject<ClassifierRef, ClassifierView>('classifier.classifier.archive', ClassifierRef),
  unarchive: requestSubject<ClassifierRef, ClassifierView>('classifier.classifier.unarchive', ClassifierRef),
  addExamples: requestSubject<AddExamplesRequest, ExamplesAddedView>('classifier.examples.add', AddExamplesRequest),
  listExamples: requestSubject<ListExamplesRequest, ExamplePageView>('classifier.examples.list', ListExamplesRequest),
  deleteExamples: requestSubject<DeleteExamplesRequest, ExamplesDeletedView>('classifier.examples.delete', DeleteExamplesRequest),
  train: requestSubject<ClassifierRef, VersionView>('classifier.version.train', ClassifierRef),
  getVersion: requestSubject<VersionRef, VersionView>('classifier.version.get', VersionRef),
  publish: requestSubject<VersionRef, ClassifierView>('classifier.version.publish', VersionRef),
  classify: requestSubject<ClassifyRequest, ClassifyView>('classifier.classify', ClassifyRequest),
} as const;

/** What every classifier event names: itself (consumers dedupe on `eventId`), the tenant and the classifier. */
export class ClassifierEvent {
  @IsUUID()
  eventId!: string;
  @IsUUID()
  tenantId!: string;
  @IsUUID()
  classifierId!: string;
}

export class ClassifierCreatedEvent extends ClassifierEvent {
  @IsString()
  name!: string;
}

/** A version finished training: `ready` (with its headline figures) or `failed` (with the reason). */
export class VersionTrainedEvent extends ClassifierEvent {
  @IsUUID()
  versionId!: string;
  @IsIn(['ready', 'failed'])
  status!: 'ready' | 'failed';
  @IsOptional()
  @IsString()
  error!: string | null;
  @IsOptional()
  @IsNumber()
  accuracy!: number | null;
  @IsOptional()
  @IsNumber()
  macroF1!: number | null;
}

/** Classify serves `versionId` from now on; replicas drop what they cached of `previousVersionId`. */
export class VersionPublishedEvent extends ClassifierEvent {
  @IsUUID()
  versionId!: string;
  @IsOptional()
  @IsUUID()
  previousVersionId!: string | null;
}

export class ClassifierArchivedEvent extends ClassifierEvent {}
export class ClassifierUnarchivedEvent extends ClassifierEvent {}

/** Written into `classifier.outbox` in the transaction of the change. */
export const ClassifierEvents = {
  created: eventSubject('svc.classifier.classifier.created.v1', ClassifierCreatedEvent),
  trained: eventSubject('svc.classifier.version.trained.v1', VersionTrainedEvent),
  published: eventSubject('svc.classifier.version.published.v1', VersionPublishedEvent),
  archived: eventSubject('svc.classifier.classifier.archived.v1', ClassifierArchivedEvent),
  unarchived: eventSubject('svc.classifier.classifier.unarchived.v1', ClassifierUnarchivedEvent),
} as const;
