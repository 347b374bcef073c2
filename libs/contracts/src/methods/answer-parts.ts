import { SCHEMAS, type JsonSchema } from '@svc/engine';

/** Schema pieces several answers share (contract §2). */
export const str: JsonSchema = { type: 'string' };
export const nullableStr: JsonSchema = { type: ['string', 'null'] };
export const int: JsonSchema = { type: 'integer' };
export const bool: JsonSchema = { type: 'boolean' };
export const num: JsonSchema = { type: 'number' };
/** A confidence-like score: 0 or more (1 at most, which JSON Schema's subset here cannot say). */
export const score: JsonSchema = { type: 'number', minimum: 0 };
export const routedBy: JsonSchema = { type: 'string', enum: ['declared', 'model'] };

/** The meta object (contract §2.5). */
export const META: JsonSchema = {
  type: 'object',
  properties: { routed_by: routedBy, valid: bool, retries: int, latency_ms: num },
  required: ['routed_by', 'valid', 'retries', 'latency_ms'],
};

/** A log record (contract §2.1): the four string fields, the level one of the engine's; a format may add more fields. */
export const LOG_RECORD: JsonSchema = {
  type: 'object',
  properties: { type: str, level: SCHEMAS.log_event?.properties?.level ?? str, component: str, message: str },
  required: ['type', 'level', 'component', 'message'],
};

/** An object schema with these properties, all required. */
export function object(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
  return { type: 'object', properties, required: Object.keys(properties).filter((k) => !optional.includes(k)) };
}
