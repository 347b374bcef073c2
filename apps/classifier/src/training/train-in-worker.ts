import { Worker } from 'node:worker_threads';
import type { LabelledText } from '@svc/engine';
import type { TrainMessage } from './train-worker.js';

export type TrainOutcome = { kind: 'done'; weights: Uint8Array; metrics: unknown } | { kind: 'invalid'; message: string };

/** A training run in a worker thread; `stop()` ends it (the service is shutting down). */
export interface TrainRun {
  outcome: Promise<TrainOutcome>;
  stop(): Promise<void>;
}

export function trainInWorker(examples: LabelledText[], onProgress: (fraction: number) => void): TrainRun {
  const worker = new Worker(new URL('./train-worker.js', import.meta.url), { workerData: { examples } });
  const outcome = new Promise<TrainOutcome>((resolve, reject) => {
    let settled: TrainOutcome | undefined;
    worker.on('message', (m: TrainMessage) => {
      if (m.kind === 'progress') onProgress(m.fraction);
      else settled = m;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => (settled ? resolve(settled) : reject(new Error(`the training worker stopped (exit code ${code})`))));
  });
  return { outcome, stop: async () => void (await worker.terminate()) };
}
