import { IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';

const MAX_MONEY = Number.MAX_SAFE_INTEGER;

/** What an operator may set on a tenant (snake_case, like the rest of the public surface). */
class TenantSettingsBody {
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  included_pool?: number;
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_MONEY)
  wallet?: number;
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  rate_limit?: number;
}

export class CreateTenantBody extends TenantSettingsBody {
  @IsString()
  @Length(1, 200)
  name!: string;
}

export class UpdateTenantBody extends TenantSettingsBody {
  @IsOptional()
  @IsString()
  @Length(1, 200)
  name?: string;
}

export class TopUpBody {
  @IsInt()
  @Min(1)
  @Max(MAX_MONEY)
  amount!: number;
}

export class IssueKeyBody {
  @IsOptional()
  @IsString()
  @Length(1, 200)
  name?: string;
}
