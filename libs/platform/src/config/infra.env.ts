import { IsInt, IsString, Max, Min } from 'class-validator';
import { Env } from './env.decorator.js';

/** What every process of the distributed suite connects to (defaults: this machine's loopback services). */
export class InfraEnv {
  @Env({ default: 'nats://127.0.0.1:4222', doc: 'distributed mode: the bus' })
  @IsString()
  NATS_URL!: string;

  @Env({ default: 'postgres://postgres@127.0.0.1:5432/svc', doc: 'distributed mode: PostgreSQL (created if missing; one schema per service)' })
  @IsString()
  DATABASE_URL!: string;

  @Env({ default: 10, type: 'int', doc: 'connections per service process' })
  @IsInt()
  @Min(1)
  @Max(200)
  DATABASE_POOL_SIZE!: number;

  @Env({ default: 'SVC_EVENTS', doc: 'distributed mode: the JetStream stream that keeps every event (`off`: none)' })
  @IsString()
  SVC_EVENT_STREAM!: string;

  /** Also read by @svc/contracts itself when it loads (it cannot depend on this library): see subject.ts. */
  @Env({ default: '', doc: 'namespaces every NATS subject (several suites on one NATS)' })
  @IsString()
  SVC_SUBJECT_PREFIX!: string;

  @Env({
    default: 1,
    type: 'int',
    doc: 'distributed mode: copies of each JetStream stream the suite creates (events, spend and settle-decision queues), set at creation and updated at start when it differs; above 1 needs a clustered NATS with JetStream on at least that many servers (a process refuses to start otherwise)',
  })
  @IsInt()
  @Min(1)
  @Max(5)
  SVC_JETSTREAM_REPLICAS!: number;
}
