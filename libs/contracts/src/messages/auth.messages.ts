import { IsUUID } from 'class-validator';
import { IsName, IsRateLimit, IsSecret, Omittable } from '../fields.js';
import { eventSubject, requestSubject } from '../subject.js';
import { Traced } from './traced.js';

export class VerifyKeyRequest extends Traced {
  @IsSecret()
  key!: string;
}
export interface VerifiedKey {
  tenantId: string;
  keyId: string;
  rateLimit: number;
}

export class CreateTenantRequest extends Traced {
  @IsUUID()
  tenantId!: string;
  @IsName()
  name!: string;
  @Omittable()
  @IsRateLimit()
  rateLimit?: number;
}
export interface CreatedTenant {
  tenantId: string;
  keyId: string;
  apiKey: string;
}

export class TenantRef extends Traced {
  @IsUUID()
  tenantId!: string;
}
export interface TenantView {
  tenantId: string;
  name: string;
  rateLimit: number;
}

export class UpdateTenantRequest extends TenantRef {
  @Omittable()
  @IsName()
  name?: string;
  @Omittable()
  @IsRateLimit()
  rateLimit?: number;
}

export class IssueKeyRequest extends TenantRef {
  @IsName()
  name!: string;
}
export interface IssuedKey {
  keyId: string;
  apiKey: string;
  prefix: string;
}

export class RevokeKeyRequest extends TenantRef {
  @IsUUID()
  keyId!: string;
}

/** Broadcast when a key stops working (revoked or rotated): gateways drop it from their caches at once. */
export class KeyRevokedEvent {
  /** The event's id (from the outbox): consumers dedupe on it. */
  @IsUUID()
  eventId!: string;
  @IsUUID()
  keyId!: string;
  @IsUUID()
  tenantId!: string;
}
/** Broadcast when a tenant's settings that gateways cache (its rate limit) change. */
export class TenantChangedEvent {
  @IsUUID()
  eventId!: string;
  @IsUUID()
  tenantId!: string;
}

export const AuthSubjects = {
  verifyKey: requestSubject<VerifyKeyRequest, VerifiedKey>('auth.key.verify', VerifyKeyRequest),
  issueKey: requestSubject<IssueKeyRequest, IssuedKey>('auth.key.issue', IssueKeyRequest),
  revokeKey: requestSubject<RevokeKeyRequest, { revoked: true }>('auth.key.revoke', RevokeKeyRequest),
  createTenant: requestSubject<CreateTenantRequest, CreatedTenant>('auth.tenant.create', CreateTenantRequest),
  getTenant: requestSubject<TenantRef, TenantView>('auth.tenant.get', TenantRef),
  updateTenant: requestSubject<UpdateTenantRequest, TenantView>('auth.tenant.update', UpdateTenantRequest),
} as const;

export const AuthEvents = {
  keyRevoked: eventSubject('svc.auth.key.revoked.v1', KeyRevokedEvent),
  tenantChanged: eventSubject('svc.auth.tenant.changed.v1', TenantChangedEvent),
} as const;
