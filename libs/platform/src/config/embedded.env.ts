import { IsIn, IsString } from 'class-validator';
import { Env } from './env.decorator.js';

/** The embedded suite's own settings (tools/embedded: every service in one process on PGlite). */
export class EmbeddedEnv {
  @Env({ default: './.data', doc: "embedded mode: PGlite's data folder" })
  @IsString()
  SVC_DATA_DIR!: string;

  @Env({ default: 'off', doc: 'embedded mode: run PGlite in a worker thread of its own (`on`), or on the main thread with HTTP and the services (`off`)' })
  @IsIn(['on', 'off'])
  SVC_PGLITE_WORKER!: 'on' | 'off';
}
