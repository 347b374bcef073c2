import { IsInt, Max, Min } from 'class-validator';
import { Env } from './env.decorator.js';

/** The outbox relay of a service that writes events (auth, billing): see outbox/outbox.ts. */
export class OutboxEnv {
  @Env({ default: 1000, type: 'int', doc: "how often a service's outbox relay looks for events not yet published (it also runs right after each change)" })
  @IsInt()
  @Min(10)
  @Max(60_000)
  SVC_OUTBOX_POLL_MS!: number;

  @Env({
    default: 500,
    type: 'int',
    doc: "events the relay publishes per transaction (rows in order while fewer events come before them; a row holding many events, billing's per-call events of one ledger statement, is taken whole)",
  })
  @IsInt()
  @Min(1)
  @Max(10_000)
  SVC_OUTBOX_BATCH!: number;

  @Env({
    default: 20,
    type: 'int',
    doc: "how long the relay waits after a change before publishing, so a busy service publishes many commits' events in one pass (a revoked key is published before auth answers, without waiting)",
  })
  @IsInt()
  @Min(0)
  @Max(1000)
  SVC_OUTBOX_LINGER_MS!: number;
}
