import { envInt, envString } from '@svc/platform';

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

/** Read once at boot: a bad value stops the process and names the variable. */
export function loadSelfHostConfig(portVariable = 'PORT'): SelfHostConfig {
  return {
    port: envInt(portVariable, 8080, 0, 65_535),
    host: envString('HOST', '0.0.0.0'),
    bodyLimitBytes: envInt('SVC_BODY_LIMIT_BYTES', 1_048_576, 1_024, 1_073_741_824),
    repairLimitBytes: envInt('SVC_REPAIR_LIMIT_BYTES', 65_536, 1, 16_777_216),
  };
}

export const SELF_HOST_CONFIG = Symbol('SELF_HOST_CONFIG');
