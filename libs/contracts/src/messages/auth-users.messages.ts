import { IsEmail, IsOptional, IsString, IsUUID } from 'class-validator';
import { LoginBody, RegisterBody, ResetBody, ResetConfirmBody } from '../bodies/auth-bodies.js';
import { CreateKeyBody, KeysQuery } from '../bodies/key-bodies.js';
import { AddMemberBody, ChangeMemberBody, type TenantRole } from '../bodies/member-bodies.js';
import { Carries, IsSecret } from '../fields.js';
import { eventSubject, requestSubject } from '../subject.js';
import { Traced } from './traced.js';
import type { IssuedKey } from './auth.messages.js';

/*
 * Messages of the signed-in surface. Where the gateway passes on what a user sent, the message carries that
 * HTTP body as it is (`body`, or `query`): one class, validated by the gateway and again by auth.
 */

export class LoginRequest extends Traced {
  @Carries(LoginBody)
  body!: LoginBody;
}

export class RegistrationCheckRequest extends Traced {
  @Carries(RegisterBody)
  body!: RegisterBody;
}

export class RegisterUserRequest extends RegistrationCheckRequest {
  /** Chosen by the gateway, which opened the tenant's billing account under this id first. */
  @IsUUID()
  tenantId!: string;
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
  @IsSecret()
  token!: string;
}
export interface SessionView {
  userId: string;
  email: string;
  expiresAt: string;
}

export class ResetRequest extends Traced {
  @Carries(ResetBody)
  body!: ResetBody;
}

export class ResetConfirmRequest extends Traced {
  @Carries(ResetConfirmBody)
  body!: ResetConfirmBody;
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

export class ListKeysRequest extends ActorRequest {
  @Carries(KeysQuery)
  query!: KeysQuery;
}
export interface KeyListView {
  tenantId: string;
  keys: Array<{ keyId: string; name: string; prefix: string; createdAt: string; lastUsedAt: string | null }>;
}

/** A signed-in user's role in a tenant (`tenantId` absent: its own), for routes of other services that act for the tenant. */
export class MemberRoleRequest extends ActorRequest {
  @IsOptional()
  @IsUUID()
  tenantId?: string;
}
export interface MemberRoleView {
  tenantId: string;
  role: TenantRole;
}

export class CreateKeyRequest extends ActorRequest {
  @Carries(CreateKeyBody)
  body!: CreateKeyBody;
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
  @Carries(AddMemberBody)
  body!: AddMemberBody;
}

/** One member of the tenant: `userId`. */
export class MemberRequest extends MembersRequest {
  @IsUUID()
  userId!: string;
}

export class ChangeMemberRequest extends MemberRequest {
  @Carries(ChangeMemberBody)
  body!: ChangeMemberBody;
}

export const AuthUserSubjects = {
  register: requestSubject<RegisterUserRequest, RegisteredUser>('auth.user.register', RegisterUserRequest),
  login: requestSubject<LoginRequest, IssuedSession>('auth.session.login', LoginRequest),
  verifySession: requestSubject<SessionTokenRequest, SessionView>('auth.session.verify', SessionTokenRequest),
  endSession: requestSubject<SessionTokenRequest, { ended: boolean }>('auth.session.end', SessionTokenRequest),
  requestReset: requestSubject<ResetRequest, { accepted: true }>('auth.reset.request', ResetRequest),
  confirmReset: requestSubject<ResetConfirmRequest, { userId: string }>('auth.reset.confirm', ResetConfirmRequest),
  /** Refuses a taken email or a too-short password before the gateway opens a billing account. */
  checkRegistration: requestSubject<RegistrationCheckRequest, { ok: true }>('auth.user.register-check', RegistrationCheckRequest),
  me: requestSubject<UserRef, MeView>('auth.user.me', UserRef),
  deleteUser: requestSubject<UserRef, { deleted: true }>('auth.user.delete', UserRef),
  listKeys: requestSubject<ListKeysRequest, KeyListView>('auth.user-key.list', ListKeysRequest),
  createKey: requestSubject<CreateKeyRequest, CreatedKey>('auth.user-key.create', CreateKeyRequest),
  rotateKey: requestSubject<KeyActionRequest, CreatedKey>('auth.user-key.rotate', KeyActionRequest),
  revokeKey: requestSubject<KeyActionRequest, { revoked: true }>('auth.user-key.revoke', KeyActionRequest),
  listMembers: requestSubject<MembersRequest, MemberView[]>('auth.member.list', MembersRequest),
  addMember: requestSubject<AddMemberRequest, MemberView>('auth.member.add', AddMemberRequest),
  changeMember: requestSubject<ChangeMemberRequest, MemberView>('auth.member.change', ChangeMemberRequest),
  removeMember: requestSubject<MemberRequest, { removed: true }>('auth.member.remove', MemberRequest),
  /** `unknown tenant` when the user is not a member. */
  memberRole: requestSubject<MemberRoleRequest, MemberRoleView>('auth.member.role', MemberRoleRequest),
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
