import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLASSIFIER_LIMITS, ClassifierEvents, type ClassifyView } from '@svc/contracts';
import { loadClassifier, type LoadedClassifier } from '@svc/engine';
import { SvcError } from '@svc/errors';
import { ServiceBus } from '@svc/platform';
import { DataSource } from 'typeorm';
import { Classifier } from '../classifiers/classifier.entity.js';
import { CLASSIFIER_CONFIG, type ClassifierConfig } from '../config/classifier.config.js';
import { Version } from '../versions/version.entity.js';

interface Route {
  tenantId: string;
  archived: boolean;
  versionId: string | null;
  fetched: number;
}

/** A routing entry is dropped by the classifier's events; this bounds how long a missed event could leave it stale. */
const ROUTE_MAX_AGE_MS = 30_000;

/**
 * Classify with the published version. A replica loads a version's weights once and keeps them (by version id,
 * the least recently used dropped past `cacheVersions`); which version a classifier serves is cached too and
 * dropped when its `published`, `archived` or `unarchived` event arrives, so a publish takes effect without polling.
 */
@Injectable()
export class ClassifyService implements OnModuleInit {
  private readonly routes = new Map<string, Route>();
  private readonly models = new Map<string, Promise<LoadedClassifier>>();

  constructor(
    @InjectDataSource('classifier') private readonly db: DataSource,
    private readonly bus: ServiceBus,
    @Inject(CLASSIFIER_CONFIG) private readonly config: ClassifierConfig,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe(ClassifierEvents.published, (e) => {
      this.routes.delete(e.classifierId);
      if (e.previousVersionId) this.models.delete(e.previousVersionId);
    });
    this.bus.subscribe(ClassifierEvents.archived, (e) => this.routes.delete(e.classifierId));
    this.bus.subscribe(ClassifierEvents.unarchived, (e) => this.routes.delete(e.classifierId));
  }

  /** Drops what this replica knows of a classifier (its own publish or archive, before the event comes back). */
  forget(classifierId: string): void {
    this.routes.delete(classifierId);
  }

  async classify(tenantId: string, classifierId: string, text: string): Promise<ClassifyView> {
    if (typeof text !== 'string' || text.length === 0) throw new SvcError('text_required');
    if (Buffer.byteLength(text, 'utf8') > CLASSIFIER_LIMITS.textMaxBytes) throw new SvcError('text_too_large');
    const route = await this.route(classifierId);
    if (!route || route.tenantId !== tenantId) throw new SvcError('unknown_classifier');
    if (route.archived) throw new SvcError('classifier_archived');
    if (!route.versionId) throw new SvcError('classifier_not_published');
    const model = await this.model(route.versionId);
    const answer = model.classify(text, CLASSIFIER_LIMITS.candidates);
    return { label: answer.label, status: answer.status, confidence: answer.confidence, candidates: answer.candidates, versionId: route.versionId };
  }

  private async route(classifierId: string): Promise<Route | undefined> {
    const known = this.routes.get(classifierId);
    if (known && Date.now() - known.fetched < ROUTE_MAX_AGE_MS) return known;
    const c = await this.db.getRepository(Classifier).findOne({ select: { id: true, tenantId: true, archivedAt: true, publishedVersionId: true }, where: { id: classifierId } });
    if (!c) return undefined;
    const route = { tenantId: c.tenantId, archived: c.archivedAt !== null, versionId: c.publishedVersionId, fetched: Date.now() };
    this.routes.set(classifierId, route);
    return route;
  }

  private model(versionId: string): Promise<LoadedClassifier> {
    let model = this.models.get(versionId);
    if (model) {
      // Most recently used last: the first entry is the one to drop.
      this.models.delete(versionId);
      this.models.set(versionId, model);
      return model;
    }
    model = this.load(versionId);
    model.catch(() => this.models.delete(versionId));
    this.models.set(versionId, model);
    while (this.models.size > this.config.cacheVersions) this.models.delete(this.models.keys().next().value as string);
    return model;
  }

  private async load(versionId: string): Promise<LoadedClassifier> {
    const v = await this.db.getRepository(Version).findOne({ select: { id: true, weights: true }, where: { id: versionId } });
    if (!v?.weights) throw new SvcError('classifier_not_published');
    return loadClassifier(new Uint8Array(v.weights.buffer, v.weights.byteOffset, v.weights.byteLength));
  }
}
