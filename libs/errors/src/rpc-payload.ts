import { ERROR_CATALOGUE, type ErrorCode } from './error-catalogue.js';
import { SvcError } from './svc-error.js';

/** How a SvcError travels as the `err` of a NATS reply: Nest's default RPC error would drop status and detail. */
export interface RpcErrorPayload {
  svc_error: ErrorCode;
  detail: unknown;
}

export function toRpcPayload(error: SvcError): RpcErrorPayload {
  return { svc_error: error.code, detail: error.detail };
}

export function fromRpcPayload(value: unknown): SvcError | null {
  if (typeof value !== 'object' || value === null) return null;
  const code = (value as Partial<RpcErrorPayload>).svc_error;
  if (typeof code !== 'string' || !(code in ERROR_CATALOGUE)) return null;
  return new SvcError(code, (value as RpcErrorPayload).detail);
}
