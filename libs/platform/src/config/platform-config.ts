import { InfraEnv } from './infra.env.js';
import { loadEnv } from './load-env.js';

/** Where the distributed suite finds its infrastructure (defaults: this machine's loopback services). */
export interface InfraConfig {
  natsUrl: string;
  databaseUrl: string;
  databasePoolSize: number;
  /** The JetStream stream that keeps the events, or `off`. */
  eventStream: string;
  subjectPrefix: string;
  /** SVC_JETSTREAM_REPLICAS: copies of each JetStream stream. */
  jetstreamReplicas: number;
}

export function loadInfraConfig(): InfraConfig {
  const env = loadEnv(InfraEnv);
  return {
    natsUrl: env.NATS_URL,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    eventStream: env.SVC_EVENT_STREAM,
    subjectPrefix: env.SVC_SUBJECT_PREFIX,
    jetstreamReplicas: env.SVC_JETSTREAM_REPLICAS,
  };
}
