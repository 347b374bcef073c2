import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { VersionView } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { DataSource } from 'typeorm';
import { owned, VERSION_SUMMARY } from '../classifiers/classifiers.service.js';
import { versionView } from '../classifiers/views.js';
import { TrainingRunner } from '../training/training-runner.js';
import { Version } from './version.entity.js';

/** Versions of a classifier: a new one is a queued training job over a snapshot of the examples. */
@Injectable()
export class VersionsService {
  constructor(
    @InjectDataSource('classifier') private readonly db: DataSource,
    private readonly runner: TrainingRunner,
  ) {}

  /** Snapshots the live examples (by `seq`, deletions counted up to now) and queues the job; the runner trains it. */
  async train(tenantId: string, classifierId: string): Promise<VersionView> {
    const version = await this.db.transaction(async (m) => {
      const c = await owned(m, tenantId, classifierId, true);
      if (c.archivedAt) throw new SvcError('classifier_archived');
      if (c.exampleCount === 0) throw new SvcError('no_examples');
      const [{ upto, number }] = await m.query<Array<{ upto: string; number: number }>>(
        `SELECT (SELECT coalesce(max(seq), 0) FROM classifier.examples WHERE classifier_id = $1) AS upto,
                (SELECT coalesce(max(number), 0) + 1 FROM classifier.versions WHERE classifier_id = $1)::int AS number`,
        [classifierId],
      );
      const row = m.getRepository(Version).create({
        id: randomUUID(),
        classifierId,
        number: Number(number),
        status: 'queued',
        progress: 0,
        examplesUpto: String(upto),
        exampleCount: c.exampleCount,
      });
      await m.getRepository(Version).insert(row);
      return m.getRepository(Version).findOneOrFail({ select: VERSION_SUMMARY, where: { id: row.id } });
    });
    this.runner.nudge();
    return versionView(version);
  }

  async get(tenantId: string, classifierId: string, versionId: string): Promise<VersionView> {
    await owned(this.db.manager, tenantId, classifierId);
    const version = await this.db.getRepository(Version).findOne({ select: VERSION_SUMMARY, where: { id: versionId, classifierId } });
    if (!version) throw new SvcError('unknown_version');
    return versionView(version);
  }
}
