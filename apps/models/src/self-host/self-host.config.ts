import { HttpServerEnv, loadEnv } from '@svc/platform';
import { ModelsEnv } from '../config/models.env.js';

export interface SelfHostConfig {
  port: number;
  host: string;
  /** Largest request body accepted, in bytes; over it the answer is 413 `body too large`. */
  bodyLimitBytes: number;
  /**
   * Largest text `/v1/repair` repairs, in UTF-8 bytes (text that already parses as JSON is not limited by it):
   * repairing costs more than linear time, so a larger text is refused with 413 instead of holding the process.
   */
  repairLimitBytes: number;
}

/**
 * Read once at boot: a bad value stops the process and names the variable. `portVariable`: PORT in the
 * self-hosted container, MODELS_HTTP_PORT beside the distributed process's NATS handlers.
 */
export function loadSelfHostConfig(portVariable: 'PORT' | 'MODELS_HTTP_PORT' = 'PORT'): SelfHostConfig {
  const server = loadEnv(HttpServerEnv);
  const models = loadEnv(ModelsEnv);
  return {
    port: portVariable === 'PORT' ? server.PORT : (models.MODELS_HTTP_PORT ?? server.PORT),
    host: server.HOST,
    bodyLimitBytes: server.SVC_BODY_LIMIT_BYTES,
    repairLimitBytes: models.SVC_REPAIR_LIMIT_BYTES,
  };
}

export const SELF_HOST_CONFIG = Symbol('SELF_HOST_CONFIG');
