import { IsString } from 'class-validator';
import { Env } from './env.decorator.js';

/** The embedded suite's own setting (tools/embedded: every service in one process on PGlite). */
export class EmbeddedEnv {
  @Env({ default: './.data', doc: "embedded mode: PGlite's data folder" })
  @IsString()
  SVC_DATA_DIR!: string;
}
