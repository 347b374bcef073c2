import { IsMoney, IsName, IsPoolSize, IsRateLimit, Omittable } from '@svc/contracts';

/**
 * Bodies of the operators' routes (snake_case, like the rest of the public surface). One body spans two
 * services (the name and rate limit are auth's, the pool and wallet billing's), so no message carries it
 * whole; its fields share their constraints with the messages' fields through `@svc/contracts`.
 */
class TenantSettingsBody {
  @Omittable()
  @IsPoolSize()
  included_pool?: number;
  @Omittable()
  @IsMoney(0)
  wallet?: number;
  @Omittable()
  @IsRateLimit()
  rate_limit?: number;
}

export class CreateTenantBody extends TenantSettingsBody {
  @IsName()
  name!: string;
}

export class UpdateTenantBody extends TenantSettingsBody {
  @Omittable()
  @IsName()
  name?: string;
}

export class TopUpBody {
  @IsMoney(1)
  amount!: number;
}

/** `name` absent: `admin-issued`. */
export class IssueKeyBody {
  @Omittable()
  @IsName()
  name?: string;
}
