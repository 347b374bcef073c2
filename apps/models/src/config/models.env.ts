import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { Env } from '@svc/platform';

/**
 * The models app's own settings, in the distributed process and in the self-hosted container. The self-hosted
 * surface also reads HttpServerEnv (PORT, HOST, SVC_BODY_LIMIT_BYTES); both read LogEnv, the distributed process
 * InfraEnv, from @svc/platform.
 */
export class ModelsEnv {
  @Env({ default: 256, type: 'int', doc: 'calls one models process runs at once (beyond: 502, refunded)' })
  @IsInt()
  @Min(1)
  @Max(100_000)
  SVC_MODEL_MAX_INFLIGHT!: number;

  /** Parsed and checked entry by entry by loadRegistry (registry/model-registry.ts), which reads it itself. */
  @Env({
    shown: '`svc-small-json` with all five methods',
    doc: 'JSON (or a path to a JSON file): `{ "<api>": { "kind": "builtin", "methods": [...] } }`, or `"kind": "openai-compatible"` entries (see *Models on your own GPUs*)',
  })
  @IsOptional()
  @IsString()
  SVC_MODEL_REGISTRY?: string;

  @Env({
    default: 65_536,
    type: 'int',
    doc: 'largest text `/v1/repair` repairs on the self-hosted surface, in UTF-8 bytes (413 above it; text that already parses as JSON is not limited)',
  })
  @IsInt()
  @Min(1)
  @Max(16_777_216)
  SVC_REPAIR_LIMIT_BYTES!: number;

  @Env({ shown: 'unset: none', type: 'int', doc: "distributed models process: also serve the self-hosted container's routes on this port (internal only)" })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(65_535)
  MODELS_HTTP_PORT?: number;
}
