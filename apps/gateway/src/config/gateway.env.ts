import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { Env } from '@svc/platform';

/**
 * The gateway's own settings. It also reads HttpServerEnv (PORT, HOST, SVC_BODY_LIMIT_BYTES), PublicUrlEnv,
 * InfraEnv and LogEnv from @svc/platform.
 */
export class GatewayEnv {
  @Env({ shown: 'generated and printed at start', doc: "operators' bearer token" })
  @IsOptional()
  @IsString()
  SVC_ADMIN_TOKEN?: string;

  @Env({
    default: 'on',
    doc: "`on`: billed calls of a busy tenant spend a lease of its budget granted to this gateway, their charges made durable in one JetStream publish per batch (embedded: applied by billing) before the answers leave; `off`: every call takes a hold and a settle from billing (the lease path is described in docs/ARCHITECTURE.md)",
  })
  @IsIn(['on', 'off'])
  SVC_BILLING_LEASES!: 'on' | 'off';

  @Env({ default: 'redis://127.0.0.1:6379', doc: 'distributed mode: rate-limit counters shared by all gateways' })
  @IsString()
  REDIS_URL!: string;

  @Env({
    shown: '`memory` embedded, `redis` distributed',
    doc: 'where the counters of the rate limit and of the auth throttle live (Redis unreachable → each gateway keeps limiting on its own at its share of each limit: the limit divided by the gateways alive, counted from a beat each sends on NATS every second, rounded down, at least 1; a warning is logged)',
  })
  @IsOptional()
  @IsIn(['memory', 'redis'])
  SVC_RATE_LIMITER?: 'memory' | 'redis';

  @Env({ default: 10, type: 'int', doc: 'login, register, reset attempts in any sliding minute per client address and per email' })
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  SVC_AUTH_THROTTLE_PER_MINUTE!: number;

  @Env({ default: 0, type: 'int', doc: "proxies in front of the gateway whose `X-Forwarded-For` entry is the client's address" })
  @IsInt()
  @Min(0)
  @Max(10)
  SVC_TRUST_PROXY_HOPS!: number;

  @Env({ default: 33_554_432, type: 'int', doc: 'largest body of an examples upload (`POST /v1/classifiers/{id}/examples`) and of `POST /v1/classify/{id}` (a text over 64 KiB is refused by its own rule)' })
  @IsInt()
  @Min(1_024)
  @Max(1_073_741_824)
  SVC_UPLOAD_LIMIT_BYTES!: number;

  @Env({ default: 1_000, type: 'int', doc: 'how long a gateway reuses a key verification in any case (max 1000: a revoked key is refused everywhere within a second even when its event is lost; revocations evict at once); verified keys live longer only under `SVC_KEY_CACHE_TRUSTED_MS`' })
  @IsInt()
  @Min(0)
  @Max(1_000)
  SVC_KEY_CACHE_MS!: number;

  @Env({ default: 60_000, type: 'int', doc: 'how long a gateway reuses a verified key while auth\'s revocation beats prove it missed no revocation (a fresh beat, every revocation event up to its counter applied); without them keys live `SVC_KEY_CACHE_MS`; 0 turns it off' })
  @IsInt()
  @Min(0)
  @Max(3_600_000)
  SVC_KEY_CACHE_TRUSTED_MS!: number;

  @Env({ default: 700, type: 'int', doc: 'how old (from auth\'s read of the revocation counter) the latest revocation beat may be for `SVC_KEY_CACHE_TRUSTED_MS` to apply; with the beat\'s delivery time it must stay under 1 s, the revocation guarantee' })
  @IsInt()
  @Min(0)
  @Max(900)
  SVC_REVOCATION_BEAT_FRESH_MS!: number;

  @Env({ default: 5_000, type: 'int', doc: 'how long a gateway reuses the model registry' })
  @IsInt()
  @Min(0)
  @Max(3_600_000)
  SVC_REGISTRY_CACHE_MS!: number;

  @Env({ default: 10_000, type: 'int', doc: "model call timeout (then 502, refunded); an upstream entry's longer `timeout_ms` wins" })
  @IsInt()
  @Min(10)
  @Max(600_000)
  SVC_MODEL_TIMEOUT_MS!: number;

  @Env({ default: 5_000, type: 'int', doc: 'timeout of calls to auth and billing (then 503)' })
  @IsInt()
  @Min(10)
  @Max(600_000)
  SVC_SERVICE_TIMEOUT_MS!: number;
}
