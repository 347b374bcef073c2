import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ClassifierEvents, type ClassifierDetailView, type ClassifierView } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { OutboxRelay, recordEvent } from '@svc/platform';
import { DataSource, type EntityManager, type FindOptionsSelect } from 'typeorm';
import { Version } from '../versions/version.entity.js';
import { Classifier } from './classifier.entity.js';
import { classifierView, versionView } from './views.js';

/** Version columns a listing shows: never the weights. */
export const VERSION_SUMMARY: FindOptionsSelect<Version> = {
  id: true,
  classifierId: true,
  number: true,
  status: true,
  progress: true,
  error: true,
  metrics: true,
  exampleCount: true,
  createdAt: true,
  startedAt: true,
  finishedAt: true,
};

/** Classifiers of a tenant: create, read, publish a ready version, archive. Another tenant's is `unknown classifier`. */
@Injectable()
export class ClassifiersService {
  constructor(
    @InjectDataSource('classifier') private readonly db: DataSource,
    private readonly outbox: OutboxRelay,
  ) {}

  async create(tenantId: string, name: string, description?: string): Promise<ClassifierView> {
    const created = await this.db.transaction(async (m) => {
      const row = m.getRepository(Classifier).create({ id: randomUUID(), tenantId, name, description: description ?? null, publishedVersionId: null, archivedAt: null, exampleCount: 0 });
      await m.getRepository(Classifier).insert(row);
      await recordEvent(m, 'classifier', ClassifierEvents.created, { tenantId, classifierId: row.id, name });
      return m.getRepository(Classifier).findOneByOrFail({ id: row.id });
    });
    this.outbox.nudge();
    return classifierView(created);
  }

  async list(tenantId: string): Promise<ClassifierView[]> {
    const rows = await this.db.getRepository(Classifier).find({ where: { tenantId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map(classifierView);
  }

  async get(tenantId: string, classifierId: string): Promise<ClassifierDetailView> {
    const c = await owned(this.db.manager, tenantId, classifierId);
    const versions = await this.db.getRepository(Version).find({ select: VERSION_SUMMARY, where: { classifierId }, order: { number: 'ASC' } });
    const labels = await this.db.query<Array<{ label: string; examples: string }>>(
      `SELECT label, count(*) AS examples FROM classifier.examples WHERE classifier_id = $1 AND deleted_at IS NULL GROUP BY label ORDER BY label`,
      [classifierId],
    );
    return { ...classifierView(c), labels: labels.map((l) => ({ label: l.label, examples: Number(l.examples) })), versions: versions.map(versionView) };
  }

  /**
   * Classify serves `versionId` from the moment this one UPDATE commits (an older ready version: a rollback).
   * The event is published before the answer, so replicas drop their cached routing at once.
   */
  async publish(tenantId: string, classifierId: string, versionId: string): Promise<ClassifierView> {
    const published = await this.db.transaction(async (m) => {
      const c = await owned(m, tenantId, classifierId, true);
      if (c.archivedAt) throw new SvcError('classifier_archived');
      const version = await m.getRepository(Version).findOne({ select: { id: true, status: true }, where: { id: versionId, classifierId } });
      if (!version) throw new SvcError('unknown_version');
      if (version.status !== 'ready') throw new SvcError('version_not_ready', `version is not ready (status ${version.status})`);
      await m.getRepository(Classifier).update({ id: classifierId }, { publishedVersionId: versionId });
      await recordEvent(m, 'classifier', ClassifierEvents.published, { tenantId, classifierId, versionId, previousVersionId: c.publishedVersionId });
      return { ...c, publishedVersionId: versionId };
    });
    await this.outbox.flush();
    return classifierView(published);
  }

  /** Archived: classify answers `410 classifier archived`; examples and versions stay, and unarchive brings it back. */
  async setArchived(tenantId: string, classifierId: string, archived: boolean): Promise<ClassifierView> {
    const changed = await this.db.transaction(async (m) => {
      const c = await owned(m, tenantId, classifierId, true);
      if ((c.archivedAt !== null) === archived) return c;
      const archivedAt = archived ? new Date() : null;
      await m.getRepository(Classifier).update({ id: classifierId }, { archivedAt });
      await recordEvent(m, 'classifier', archived ? ClassifierEvents.archived : ClassifierEvents.unarchived, { tenantId, classifierId });
      return { ...c, archivedAt };
    });
    await this.outbox.flush();
    return classifierView(changed);
  }
}

/** The tenant's classifier (locked for the transaction when `lock`), else `unknown classifier`. */
export async function owned(m: EntityManager, tenantId: string, classifierId: string, lock = false): Promise<Classifier> {
  const c = await m.getRepository(Classifier).findOne({ where: { id: classifierId }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  if (!c || c.tenantId !== tenantId) throw new SvcError('unknown_classifier');
  return c;
}
