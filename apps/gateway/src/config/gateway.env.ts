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

  @Env({ default: 'redis://127.0.0.1:6379', doc: 'distributed mode: rate-limit counters shared by all gateways' })
  @IsString()
  REDIS_URL!: string;

  @Env({
    shown: '`memory` embedded, `redis` distributed',
    doc: 'where the counters of the rate limit and of the auth throttle live (Redis unreachable → calls are let through and a warning is logged)',
  })
  @IsOptional()
  @IsIn(['memory', 'redis'])
  SVC_RATE_LIMITER?: 'memory' | 'redis';

  @Env({ default: 10, type: 'int', doc: 'login, register, reset attempts per minute per client address and per account' })
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

  @Env({ default: 1_000, type: 'int', doc: 'how long a gateway reuses a key verification (max 1000; revocations evict at once)' })
  @IsInt()
  @Min(0)
  @Max(1_000)
  SVC_KEY_CACHE_MS!: number;

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
