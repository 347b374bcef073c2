import { envInt } from '@svc/platform';

export interface ModelsConfig {
  /** Calls one models process runs at once; beyond it a call is refused as "at capacity" (502, refunded). */
  maxInflight: number;
}

export function loadModelsConfig(): ModelsConfig {
  return { maxInflight: envInt('SVC_MODEL_MAX_INFLIGHT', 256, 1, 100_000) };
}

export const MODELS_CONFIG = Symbol('MODELS_CONFIG');
