import { IsInt, Max, Min } from 'class-validator';
import { Env } from '@svc/platform';

/** The classifier service's own settings. It also reads OutboxEnv, InfraEnv and LogEnv from @svc/platform. */
export class ClassifierEnv {
  @Env({ default: 100_000, type: 'int', doc: 'examples one classifier may hold (an upload past it is refused whole, 409)' })
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  SVC_CLASSIFIER_MAX_EXAMPLES!: number;

  @Env({ default: 30, type: 'int', doc: "a training job's lease, renewed every third of it while it trains; a job whose process died is taken again once it runs out" })
  @IsInt()
  @Min(2)
  @Max(3_600)
  SVC_TRAIN_LEASE_SECONDS!: number;

  @Env({ default: 2_000, type: 'int', doc: 'how often the classifier service looks for queued training jobs and expired leases (a new version is also started at once)' })
  @IsInt()
  @Min(50)
  @Max(60_000)
  SVC_TRAIN_POLL_MS!: number;

  @Env({ default: 3, type: 'int', doc: 'times a training job is started before it is failed (its process kept dying)' })
  @IsInt()
  @Min(1)
  @Max(100)
  SVC_TRAIN_MAX_ATTEMPTS!: number;

  @Env({ default: 32, type: 'int', doc: 'classifier versions whose weights one classifier process keeps loaded for classify' })
  @IsInt()
  @Min(1)
  @Max(10_000)
  SVC_CLASSIFIER_CACHE_VERSIONS!: number;
}
