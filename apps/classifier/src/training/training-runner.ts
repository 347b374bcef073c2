import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ClassifierEvents, type ClassifierMetricsView } from '@svc/contracts';
import type { LabelledText } from '@svc/engine';
import { LOGGER, OutboxRelay, recordEvent, trainingStartedNow, type Logger } from '@svc/platform';
import { DataSource } from 'typeorm';
import { CLASSIFIER_CONFIG, type ClassifierConfig } from '../config/classifier.config.js';
import { trainInWorker, type TrainRun } from './train-in-worker.js';

interface ClaimedJob {
  id: string;
  classifier_id: string;
  tenant_id: string;
  examples_upto: string;
  created_at: Date | string;
  attempts: number;
}

/**
 * Trains queued versions, one at a time per process. A job is claimed with `FOR UPDATE SKIP LOCKED` (replicas
 * never take the same one) together with a lease this runner renews while the worker trains; a job whose
 * lease ran out (its process died) is claimed again and trained from the start. Every write after the claim
 * checks the lease is still ours, so a runner that lost its job cannot overwrite the one that took it over.
 */
@Injectable()
export class TrainingRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly owner = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private current: { jobId: string; run: TrainRun } | undefined;

  constructor(
    @InjectDataSource('classifier') private readonly db: DataSource,
    private readonly outbox: OutboxRelay,
    @Inject(CLASSIFIER_CONFIG) private readonly config: ClassifierConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.nudge(), this.config.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /** Stops training and hands the job back (queued, lease cleared) so a runner takes it at once. */
  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    const current = this.current;
    if (current) {
      await current.run.stop();
      await this.db
        .query(`UPDATE classifier.versions SET status = 'queued', progress = 0, lease_owner = NULL, lease_expires_at = NULL, attempts = greatest(attempts - 1, 0) WHERE id = $1 AND lease_owner = $2`, [current.jobId, this.owner])
        .catch(() => undefined);
    }
    await this.running?.catch(() => undefined);
  }

  /** Looks for work now (a new version was queued); passes never overlap. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.logger.warn({ err }, 'training runner: pass failed; will retry'))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.nudge();
        }
      });
  }

  private async drain(): Promise<void> {
    for (let job = await this.claim(); job && !this.stopped; job = await this.claim()) await this.train(job);
  }

  private async claim(): Promise<ClaimedJob | undefined> {
    const rows = await this.db.query<[ClaimedJob[], number] | ClaimedJob[]>(
      `UPDATE classifier.versions v SET status = 'training', progress = 0, lease_owner = $1, attempts = v.attempts + 1,
              lease_expires_at = now() + make_interval(secs => $2), started_at = coalesce(v.started_at, now())
       FROM classifier.classifiers c
       WHERE c.id = v.classifier_id AND v.id = (
         SELECT id FROM classifier.versions
         WHERE status = 'queued' OR (status = 'training' AND lease_expires_at < now())
         ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING v.id, v.classifier_id, c.tenant_id, v.examples_upto, v.created_at, v.attempts`,
      [this.owner, this.config.leaseSeconds],
    );
    const claimed = (Array.isArray(rows[0]) ? rows[0] : rows) as ClaimedJob[];
    return claimed[0];
  }

  private async train(job: ClaimedJob): Promise<void> {
    if (job.attempts > this.config.maxAttempts) {
      await this.finish(job, { status: 'failed', error: `training was interrupted ${job.attempts - 1} times (its process stopped); train a new version` });
      return;
    }
    this.logger.info({ versionId: job.id, classifierId: job.classifier_id, attempt: job.attempts }, 'training started');
    const ended = trainingStartedNow();
    const examples = await this.db.query<LabelledText[]>(
      `SELECT text, label FROM classifier.examples
       WHERE classifier_id = $1 AND seq <= $2 AND (deleted_at IS NULL OR deleted_at > $3) ORDER BY seq`,
      [job.classifier_id, job.examples_upto, new Date(job.created_at)],
    );
    let progress = 0;
    const run = trainInWorker(examples, (fraction) => (progress = fraction));
    this.current = { jobId: job.id, run };
    const heartbeat = setInterval(() => void this.renew(job.id, progress), Math.max((this.config.leaseSeconds * 1000) / 3, 200));
    try {
      const outcome = await run.outcome;
      ended(outcome.kind === 'invalid' ? 'failed' : 'finished');
      if (outcome.kind === 'invalid') await this.finish(job, { status: 'failed', error: outcome.message });
      else await this.finish(job, { status: 'ready', weights: outcome.weights, metrics: outcome.metrics as ClassifierMetricsView });
    } catch (err) {
      if (this.stopped) return;
      ended('failed');
      this.logger.error({ err, versionId: job.id }, 'training failed');
      await this.finish(job, { status: 'failed', error: 'training failed unexpectedly' });
    } finally {
      clearInterval(heartbeat);
      this.current = undefined;
    }
  }

  private async renew(jobId: string, progress: number): Promise<void> {
    await this.db
      .query(`UPDATE classifier.versions SET progress = $3, lease_expires_at = now() + make_interval(secs => $4) WHERE id = $1 AND lease_owner = $2 AND status = 'training'`, [
        jobId,
        this.owner,
        Math.min(Math.max(progress, 0), 0.99),
        this.config.leaseSeconds,
      ])
      .catch((err: unknown) => this.logger.warn({ err, versionId: jobId }, 'training lease not renewed'));
  }

  /** Ends the job (if it is still ours) and records `version.trained` in the same transaction. */
  private async finish(job: ClaimedJob, end: { status: 'ready'; weights: Uint8Array; metrics: ClassifierMetricsView } | { status: 'failed'; error: string }): Promise<void> {
    const ended = await this.db.transaction(async (m) => {
      const rows = await m.query<[unknown[], number] | unknown[]>(
        `UPDATE classifier.versions SET status = $3, progress = $4, error = $5, metrics = $6::jsonb, weights = $7, finished_at = now(),
                lease_owner = NULL, lease_expires_at = NULL
         WHERE id = $1 AND lease_owner = $2 AND status = 'training' RETURNING id`,
        [
          job.id,
          this.owner,
          end.status,
          end.status === 'ready' ? 1 : 0,
          end.status === 'failed' ? end.error : null,
          end.status === 'ready' ? JSON.stringify(end.metrics) : null,
          end.status === 'ready' ? Buffer.from(end.weights.buffer, end.weights.byteOffset, end.weights.byteLength) : null,
        ],
      );
      const updated = (Array.isArray(rows[0]) ? rows[0] : rows) as unknown[];
      if (updated.length === 0) return false;
      await recordEvent(m, 'classifier', ClassifierEvents.trained, {
        tenantId: job.tenant_id,
        classifierId: job.classifier_id,
        versionId: job.id,
        status: end.status,
        error: end.status === 'failed' ? end.error : null,
        accuracy: end.status === 'ready' ? end.metrics.accuracy : null,
        macroF1: end.status === 'ready' ? end.metrics.macro_f1 : null,
      });
      return true;
    });
    if (ended) this.outbox.nudge();
    this.logger.info({ versionId: job.id, status: end.status, kept: ended }, 'training ended');
  }
}
