import { TENANT_ROLES, type TenantRole } from '@svc/contracts';
import { IsEmail, IsIn, IsOptional, IsString, IsUUID, Length } from 'class-validator';

export class CreateKeyBody {
  @IsString()
  @Length(1, 200)
  name!: string;
  /** The tenant to issue the key for; absent: the user's own tenant. */
  @IsOptional()
  @IsUUID()
  tenant_id?: string;
}

export class KeysQuery {
  @IsOptional()
  @IsUUID()
  tenant_id?: string;
}

export class AddMemberBody {
  @IsEmail()
  @Length(3, 254)
  email!: string;
  @IsIn(TENANT_ROLES)
  role!: TenantRole;
}

export class ChangeMemberBody {
  @IsIn(TENANT_ROLES)
  role!: TenantRole;
}
