import type { ClassifierDetailView, ClassifierView, ExamplePageView, VersionView } from '@svc/contracts';

/** The HTTP shapes (snake_case) of the classifier service's views. */
export function classifierAnswer(c: ClassifierView) {
  return {
    classifier_id: c.classifierId,
    name: c.name,
    description: c.description,
    created_at: c.createdAt,
    archived: c.archived,
    archived_at: c.archivedAt,
    published_version_id: c.publishedVersionId,
    example_count: c.exampleCount,
  };
}

export function classifierDetailAnswer(c: ClassifierDetailView) {
  return { ...classifierAnswer(c), labels: c.labels, versions: c.versions.map(versionAnswer) };
}

export function versionAnswer(v: VersionView) {
  return {
    version_id: v.versionId,
    classifier_id: v.classifierId,
    number: v.number,
    status: v.status,
    progress: v.progress,
    error: v.error,
    metrics: v.metrics,
    example_count: v.exampleCount,
    created_at: v.createdAt,
    started_at: v.startedAt,
    finished_at: v.finishedAt,
  };
}

export function examplePageAnswer(p: ExamplePageView) {
  return {
    examples: p.examples.map((e) => ({ example_id: e.exampleId, text: e.text, label: e.label, created_at: e.createdAt })),
    total: p.total,
    next_cursor: p.nextCursor === null ? null : String(p.nextCursor),
  };
}
