import { IsInt, Max, Min } from 'class-validator';
import { Env } from '@svc/platform';

/** Auth's own settings. It also reads PublicUrlEnv, InfraEnv, OutboxEnv and LogEnv from @svc/platform. */
export class AuthEnv {
  @Env({ default: 20, type: 'int', doc: 'requests per second per tenant on the model and classify surfaces, in any sliding second (per-tenant `rate_limit` overrides)' })
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  SVC_RATE_LIMIT!: number;

  @Env({ default: 7 * 24 * 3600, type: 'int', shown: '`604800` (7 days)', doc: 'how long a session (and its cookie) lasts' })
  @IsInt()
  @Min(60)
  @Max(366 * 24 * 3600)
  SVC_SESSION_TTL_SECONDS!: number;

  @Env({ default: 300, type: 'int', doc: 'how often auth deletes expired sessions (and reset tokens a day past expiry)' })
  @IsInt()
  @Min(1)
  @Max(86_400)
  SVC_AUTH_SWEEP_SECONDS!: number;

  @Env({ default: 30 * 60, type: 'int', shown: '`1800` (30 min)', doc: 'how long a password-reset link works' })
  @IsInt()
  @Min(60)
  @Max(7 * 24 * 3600)
  SVC_RESET_TOKEN_TTL_SECONDS!: number;

  @Env({ default: 10, type: 'int', doc: 'shortest password accepted (characters) on register and reset' })
  @IsInt()
  @Min(8)
  @Max(256)
  SVC_PASSWORD_MIN_LENGTH!: number;

  @Env({ default: 250, type: 'int', doc: 'how often each auth replica broadcasts its revocation beat (the revocation counter, read from the database) so gateways may keep verified keys for `SVC_KEY_CACHE_TRUSTED_MS`; 0 sends none (gateways then keep keys at most `SVC_KEY_CACHE_MS`); keep it well under the gateways\' `SVC_REVOCATION_BEAT_FRESH_MS`' })
  @IsInt()
  @Min(0)
  @Max(500)
  SVC_REVOCATION_BEAT_MS!: number;
}
