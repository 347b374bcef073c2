import { parentPort, workerData } from 'node:worker_threads';
import { EngineInputError, trainClassifier, type LabelledText } from '@svc/engine';

/**
 * Trains one version off the service's event loop (the NATS handlers stay responsive). Messages to the parent:
 * `progress` (0..1), then `done` (weights, metrics) or `invalid` (examples the engine cannot learn from).
 */
export type TrainMessage =
  | { kind: 'progress'; fraction: number }
  | { kind: 'done'; weights: Uint8Array; metrics: unknown }
  | { kind: 'invalid'; message: string };

const port = parentPort;
if (port) {
  const { examples } = workerData as { examples: LabelledText[] };
  try {
    const trained = trainClassifier(examples, { onProgress: (fraction) => port.postMessage({ kind: 'progress', fraction } satisfies TrainMessage) });
    port.postMessage({ kind: 'done', weights: trained.weights, metrics: trained.metrics } satisfies TrainMessage, [trained.weights.buffer as ArrayBuffer]);
  } catch (error) {
    if (!(error instanceof EngineInputError)) throw error;
    port.postMessage({ kind: 'invalid', message: error.message } satisfies TrainMessage);
  }
}
