import type { ClassifierView, VersionView } from '@svc/contracts';
import type { Version } from '../versions/version.entity.js';
import type { Classifier } from './classifier.entity.js';

export function classifierView(c: Classifier): ClassifierView {
  return {
    classifierId: c.id,
    tenantId: c.tenantId,
    name: c.name,
    description: c.description,
    createdAt: c.createdAt.toISOString(),
    archived: c.archivedAt !== null,
    archivedAt: c.archivedAt?.toISOString() ?? null,
    publishedVersionId: c.publishedVersionId,
    exampleCount: c.exampleCount,
  };
}

export function versionView(v: Version): VersionView {
  return {
    versionId: v.id,
    classifierId: v.classifierId,
    number: v.number,
    status: v.status,
    progress: v.status === 'ready' ? 1 : v.progress,
    error: v.error,
    metrics: v.metrics,
    exampleCount: v.exampleCount,
    createdAt: v.createdAt.toISOString(),
    startedAt: v.startedAt?.toISOString() ?? null,
    finishedAt: v.finishedAt?.toISOString() ?? null,
  };
}
