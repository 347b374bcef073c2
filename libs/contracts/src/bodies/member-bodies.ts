import { IsIn } from 'class-validator';
import { IsEmailAddress } from '../fields.js';

/** Roles of a tenant's members, strongest first. */
export const TENANT_ROLES = ['owner', 'admin', 'member'] as const;
export type TenantRole = (typeof TENANT_ROLES)[number];

/** `POST /auth/tenants/{tenant_id}/members`: an existing user, by email. */
export class AddMemberBody {
  @IsEmailAddress()
  email!: string;
  @IsIn(TENANT_ROLES)
  role!: TenantRole;
}

/** `PATCH /auth/tenants/{tenant_id}/members/{user_id}`. */
export class ChangeMemberBody {
  @IsIn(TENANT_ROLES)
  role!: TenantRole;
}
