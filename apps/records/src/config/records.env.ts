import { IsInt, IsString, Length, Max, Min } from 'class-validator';
import { Env } from '@svc/platform';

/** The records service's own settings. It also reads OutboxEnv, InfraEnv and LogEnv from @svc/platform. */
export class RecordsEnv {
  @Env({ default: 2_000, type: 'int', doc: "how long a create waits for the models service and for the classifier (a default classifier slower than this gives a fallback record; an explicit one, 502); keep it below the gateway's SVC_MODEL_TIMEOUT_MS" })
  @IsInt()
  @Min(10)
  @Max(600_000)
  SVC_RECORDS_UPSTREAM_TIMEOUT_MS!: number;

  @Env({ default: 'svc-small-json', doc: 'the model api whose `structure` fills a record' })
  @IsString()
  @Length(1, 200)
  SVC_RECORDS_MODEL_API!: string;

  @Env({ default: 24, type: 'int', doc: 'hours an `Idempotency-Key` of records create is remembered (a retry within them answers the first record, charged once)' })
  @IsInt()
  @Min(1)
  @Max(24 * 365)
  SVC_RECORDS_IDEMPOTENCY_HOURS!: number;
}
