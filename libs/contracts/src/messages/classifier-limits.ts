import { TEXT_MAX_BYTES } from '../fields.js';

/** Limits of tenant classifiers, shared by the gateway (which refuses early) and the classifier service (which enforces). */
export const CLASSIFIER_LIMITS = {
  /** A text to classify or to learn from, in UTF-8 bytes (contract §8). */
  textMaxBytes: TEXT_MAX_BYTES,
  labelMaxChars: 100,
  nameMaxChars: 200,
  descriptionMaxChars: 2_000,
  /** Examples one message carries: the gateway splits a bigger upload (NATS carries 1 MB per message). */
  examplesPerMessage: 2_000,
  /** Candidates a classify answer lists, best first. */
  candidates: 5,
} as const;
