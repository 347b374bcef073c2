import { IsMoney, IsName, IsPoolSize, IsRateLimit } from '@svc/contracts';
import { IsOptional } from 'class-validator';

/**
 * Bodies of the operators' routes (snake_case, like the rest of the public surface). One body spans two
 * services (the name and rate limit are auth's, the pool and wallet billing's), so no message carries it
 * whole; its fields share their constraints with the messages' fields through `@svc/contracts`.
 */
class TenantSettingsBody {
  @IsOptional()
  @IsPoolSize()
  included_pool?: number;
  @IsOptional()
  @IsMoney(0)
  wallet?: number;
  @IsOptional()
  @IsRateLimit()
  rate_limit?: number;
}

export class CreateTenantBody extends TenantSettingsBody {
  @IsName()
  name!: string;
}

export class UpdateTenantBody extends TenantSettingsBody {
  @IsOptional()
  @IsName()
  name?: string;
}

export class TopUpBody {
  @IsMoney(1)
  amount!: number;
}

/** `name` absent: `admin-issued`. */
export class IssueKeyBody {
  @IsOptional()
  @IsName()
  name?: string;
}
