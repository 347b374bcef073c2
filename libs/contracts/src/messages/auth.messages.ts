import { IsInt, IsUUID, Min } from 'class-validator';
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
  /**
   * Auth's revocation counter read in the same statement as the key: every revocation up to it is reflected in
   * this answer. A gateway caches the answer long only if it has not applied a later revocation meanwhile.
   */
  revocationCounter?: number;
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
  /** Auth's revocation counter after this change (one more than the previous revocation's). */
  @IsInt()
  @Min(1)
  revocationCounter!: number;
}
/** Broadcast when a tenant's settings that gateways cache (its rate limit) change. */
export class TenantChangedEvent {
  @IsUUID()
  eventId!: string;
  @IsUUID()
  tenantId!: string;
  /** Auth's revocation counter after this change (a changed tenant invalidates cached verifications too). */
  @IsInt()
  @Min(1)
  revocationCounter!: number;
}

/**
 * Auth's revocation beat, broadcast by every auth replica a few times a second (core NATS, not stored): the
 * revocation counter as the database had it at `readAt`. A gateway that hears it and has applied every
 * revocation event up to that counter knows it missed none, and may keep verified keys longer than a second.
 */
export class RevocationBeat {
  /** The counter read from the database (every revocation committed before the read is counted). */
  revocationCounter!: number;
  /** Auth's clock (ms since the epoch) just before the read. */
  readAt!: number;
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

/** Signals outside `svc.>`: the event stream does not keep them (worthless a moment later). */
export const AuthSignals = {
  revocationBeat: eventSubject('auth.revocations.beat', RevocationBeat),
} as const;
