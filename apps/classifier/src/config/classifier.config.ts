import { loadEnv } from '@svc/platform';
import { ClassifierEnv } from './classifier.env.js';

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
  const env = loadEnv(ClassifierEnv);
  return {
    maxExamples: env.SVC_CLASSIFIER_MAX_EXAMPLES,
    leaseSeconds: env.SVC_TRAIN_LEASE_SECONDS,
    pollMs: env.SVC_TRAIN_POLL_MS,
    maxAttempts: env.SVC_TRAIN_MAX_ATTEMPTS,
    cacheVersions: env.SVC_CLASSIFIER_CACHE_VERSIONS,
  };
}

export const CLASSIFIER_CONFIG = Symbol('CLASSIFIER_CONFIG');
