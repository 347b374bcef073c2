import { IsEmail, IsIn, IsOptional, IsString, IsUUID, Length } from 'class-validator';
import { eventSubject, requestSubject } from '../subject.js';
import { Traced } from './traced.js';
import type { IssuedKey } from './auth.messages.js';

/** Roles of a tenant's members, strongest first. */
export const TENANT_ROLES = ['owner', 'admin', 'member'] as const;
export type TenantRole = (typeof TENANT_ROLES)[number];

/** Passwords travel to auth only; their length rule (`SVC_PASSWORD_MIN_LENGTH`) is auth's to check. */
const PASSWORD_MAX = 1024;

export class EmailRequest extends Traced {
  @IsEmail()
  @Length(3, 254)
  email!: string;
}

export class LoginRequest extends EmailRequest {
  @IsString()
  @Length(1, PASSWORD_MAX)
  password!: string;
}

export class RegisterUserRequest extends LoginRequest {
  /** Chosen by the gateway, which opened the tenant's billing account under this id first. */
  @IsUUID()
  tenantId!: string;
  @IsString()
  @Length(1, 200)
  tenantName!: string;
}

/** A session: the token goes in the cookie and nowhere else (auth keeps only its hash). */
export interface IssuedSession {
  userId: string;
  email: string;
  sessionToken: string;
  /** ISO 8601. */
  expiresAt: string;
}
export interface RegisteredUser extends IssuedSession {
  tenantId: string;
  tenantName: string;
}

export class SessionTokenRequest extends Traced {
  @IsString()
  @Length(1, 512)
  token!: string;
}
export interface SessionView {
  userId: string;
  email: string;
  expiresAt: string;
}

export class ResetConfirmRequest extends Traced {
  @IsString()
  @Length(1, 512)
  token!: string;
  @IsString()
  @Length(1, PASSWORD_MAX)
  password!: string;
}

export class UserRef extends Traced {
  @IsUUID()
  userId!: string;
}
export interface MeView {
  userId: string;
  email: string;
  createdAt: string;
  tenants: Array<{ tenantId: string; name: string; role: TenantRole }>;
}

/** A request made by a signed-in user; auth checks the user's role in the tenant concerned. */
export class ActorRequest extends Traced {
  @IsUUID()
  actorUserId!: string;
}

/** `tenantId` absent: the user's own tenant (the first it owns, else the first it belongs to). */
export class ListKeysRequest extends ActorRequest {
  @IsOptional()
  @IsUUID()
  tenantId?: string;
}
export interface KeyListView {
  tenantId: string;
  keys: Array<{ keyId: string; name: string; prefix: string; createdAt: string; lastUsedAt: string | null }>;
}

/** A signed-in user's role in a tenant (`tenantId` absent: its own), for routes of other services that act for the tenant. */
export interface MemberRoleView {
  tenantId: string;
  role: TenantRole;
}

export class CreateKeyRequest extends ListKeysRequest {
  @IsString()
  @Length(1, 200)
  name!: string;
}
export interface CreatedKey extends IssuedKey {
  tenantId: string;
  name: string;
}

export class KeyActionRequest extends ActorRequest {
  @IsUUID()
  keyId!: string;
}

export class MembersRequest extends ActorRequest {
  @IsUUID()
  tenantId!: string;
}
export interface MemberView {
  userId: string;
  email: string;
  role: TenantRole;
}

export class AddMemberRequest extends MembersRequest {
  @IsEmail()
  @Length(3, 254)
  email!: string;
  @IsIn(TENANT_ROLES)
  role!: TenantRole;
}

export class ChangeMemberRequest extends MembersRequest {
  @IsUUID()
  userId!: string;
  @IsIn(TENANT_ROLES)
  role!: TenantRole;
}

export class RemoveMemberRequest extends MembersRequest {
  @IsUUID()
  userId!: string;
}

export const AuthUserSubjects = {
  register: requestSubject<RegisterUserRequest, RegisteredUser>('auth.user.register', RegisterUserRequest),
  login: requestSubject<LoginRequest, IssuedSession>('auth.session.login', LoginRequest),
  verifySession: requestSubject<SessionTokenRequest, SessionView>('auth.session.verify', SessionTokenRequest),
  endSession: requestSubject<SessionTokenRequest, { ended: boolean }>('auth.session.end', SessionTokenRequest),
  requestReset: requestSubject<EmailRequest, { accepted: true }>('auth.reset.request', EmailRequest),
  confirmReset: requestSubject<ResetConfirmRequest, { userId: string }>('auth.reset.confirm', ResetConfirmRequest),
  /** Refuses a taken email or a too-short password before the gateway opens a billing account. */
  checkRegistration: requestSubject<LoginRequest, { ok: true }>('auth.user.register-check', LoginRequest),
  me: requestSubject<UserRef, MeView>('auth.user.me', UserRef),
  deleteUser: requestSubject<UserRef, { deleted: true }>('auth.user.delete', UserRef),
  listKeys: requestSubject<ListKeysRequest, KeyListView>('auth.user-key.list', ListKeysRequest),
  createKey: requestSubject<CreateKeyRequest, CreatedKey>('auth.user-key.create', CreateKeyRequest),
  rotateKey: requestSubject<KeyActionRequest, CreatedKey>('auth.user-key.rotate', KeyActionRequest),
  revokeKey: requestSubject<KeyActionRequest, { revoked: true }>('auth.user-key.revoke', KeyActionRequest),
  listMembers: requestSubject<MembersRequest, MemberView[]>('auth.member.list', MembersRequest),
  addMember: requestSubject<AddMemberRequest, MemberView>('auth.member.add', AddMemberRequest),
  changeMember: requestSubject<ChangeMemberRequest, MemberView>('auth.member.change', ChangeMemberRequest),
  removeMember: requestSubject<RemoveMemberRequest, { removed: true }>('auth.member.remove', RemoveMemberRequest),
  /** `unknown tenant` when the user is not a member. */
  memberRole: requestSubject<ListKeysRequest, MemberRoleView>('auth.member.role', ListKeysRequest),
} as const;

/** For the mailing team: send `resetUrl` to `email`. Consumers dedupe on `eventId`. */
export class PasswordResetRequestedEvent {
  @IsUUID()
  eventId!: string;
  @IsUUID()
  userId!: string;
  @IsEmail()
  email!: string;
  @IsString()
  resetUrl!: string;
  /** ISO 8601: the link stops working then. */
  @IsString()
  expiresAt!: string;
}

export const AuthUserEvents = {
  passwordResetRequested: eventSubject('svc.auth.password.reset-requested.v1', PasswordResetRequestedEvent),
} as const;
