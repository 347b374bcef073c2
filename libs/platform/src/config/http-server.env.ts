import { IsInt, IsString, Max, Min } from 'class-validator';
import { Env } from './env.decorator.js';

/** Where an HTTP surface listens and what it accepts: the gateway's, and the models' self-hosted one. */
export class HttpServerEnv {
  @Env({ default: 8080, type: 'int', doc: 'where the gateway (or the self-hosted models container) listens: port' })
  @IsInt()
  @Min(0)
  @Max(65_535)
  PORT!: number;

  @Env({ default: '0.0.0.0', doc: 'where the gateway (or the self-hosted models container) listens: address' })
  @IsString()
  HOST!: string;

  @Env({ default: 1_048_576, type: 'int', doc: 'largest body on the model surface (413 above it)' })
  @IsInt()
  @Min(1_024)
  @Max(1_073_741_824)
  SVC_BODY_LIMIT_BYTES!: number;
}
