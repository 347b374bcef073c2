import { envInt } from '@svc/platform';

export interface ClassifierConfig {
  /** Live examples one classifier may hold. */
  maxExamples: number;
  /** A training job's lease: renewed every third of it while the job runs; once it runs out, another runner takes the job. */
  leaseSeconds: number;
  /** How often the runner looks for queued jobs and jobs whose lease ran out (it is also nudged by each new version). */
  pollMs: number;
  /** Claims of one job before it is failed (its trainer keeps dying). */
  maxAttempts: number;
  /** Versions whose weights one replica keeps loaded for classify. */
  cacheVersions: number;
}

export function loadClassifierConfig(): ClassifierConfig {
  return {
    maxExamples: envInt('SVC_CLASSIFIER_MAX_EXAMPLES', 100_000, 1, 1_000_000),
    leaseSeconds: envInt('SVC_TRAIN_LEASE_SECONDS', 30, 2, 3_600),
    pollMs: envInt('SVC_TRAIN_POLL_MS', 2_000, 50, 60_000),
    maxAttempts: envInt('SVC_TRAIN_MAX_ATTEMPTS', 3, 1, 100),
    cacheVersions: envInt('SVC_CLASSIFIER_CACHE_VERSIONS', 32, 1, 10_000),
  };
}

export const CLASSIFIER_CONFIG = Symbol('CLASSIFIER_CONFIG');
