import { loadEnv } from '@svc/platform';
import { ModelsEnv } from './models.env.js';

export interface ModelsConfig {
  /** Calls one models process runs at once; beyond it a call is refused as "at capacity" (502, refunded). */
  maxInflight: number;
}

export function loadModelsConfig(): ModelsConfig {
  return { maxInflight: loadEnv(ModelsEnv).SVC_MODEL_MAX_INFLIGHT };
}

export const MODELS_CONFIG = Symbol('MODELS_CONFIG');
