import { envString } from './env.js';

/** Where the distributed suite finds its infrastructure (defaults: this machine's loopback services). */
export interface InfraConfig {
  natsUrl: string;
  databaseUrl: string;
  redisUrl: string;
}

export function loadInfraConfig(): InfraConfig {
  return {
    natsUrl: envString('NATS_URL', 'nats://127.0.0.1:4222'),
    databaseUrl: envString('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/svc'),
    redisUrl: envString('REDIS_URL', 'redis://127.0.0.1:6379'),
  };
}
