import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { Env } from './env.decorator.js';

/** The small HTTP server of a backend (auth, billing, models, records, classifier) for probes and Prometheus. */
export class OpsEnv {
  @Env({ doc: 'backends: port of the ops HTTP server (`/health/live`, `/health/ready`, `/metrics`); unset: no server', shown: 'unset (off)', type: 'int' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(65_535)
  SVC_OPS_PORT?: number;

  @Env({ default: '0.0.0.0', doc: 'backends: address the ops HTTP server listens on' })
  @IsString()
  SVC_OPS_HOST!: string;
}
