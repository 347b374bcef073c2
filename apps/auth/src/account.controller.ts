import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AddMemberRequest,
  AuthUserSubjects,
  ChangeMemberRequest,
  CreateKeyRequest,
  EmailRequest,
  KeyActionRequest,
  ListKeysRequest,
  LoginRequest,
  MembersRequest,
  RegisterUserRequest,
  RemoveMemberRequest,
  ResetConfirmRequest,
  SessionTokenRequest,
  UserRef,
  type CreatedKey,
  type IssuedSession,
  type KeyListView,
  type MemberView,
  type MemberRoleView,
  type MeView,
  type RegisteredUser,
  type SessionView,
} from '@svc/contracts';
import { MessageController } from '@svc/platform';
import { UserKeysService } from './keys/user-keys.service.js';
import { ANY_ROLE, MembersService } from './members/members.service.js';
import { PasswordResetsService } from './resets/password-resets.service.js';
import { SessionsService } from './sessions/sessions.service.js';
import { UsersService } from './users/users.service.js';

/** Users, sessions, password resets, members and user-managed keys, for the gateway's /auth routes. */
@MessageController()
export class AccountController {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly resets: PasswordResetsService,
    private readonly members: MembersService,
    private readonly keys: UserKeysService,
  ) {}

  @MessagePattern(AuthUserSubjects.register.name)
  register(@Payload() m: RegisterUserRequest): Promise<RegisteredUser> {
    return this.users.register(m);
  }

  @MessagePattern(AuthUserSubjects.checkRegistration.name)
  checkRegistration(@Payload() m: LoginRequest): Promise<{ ok: true }> {
    return this.users.checkRegistration(m.email, m.password);
  }

  @MessagePattern(AuthUserSubjects.login.name)
  login(@Payload() m: LoginRequest): Promise<IssuedSession> {
    return this.users.login(m.email, m.password);
  }

  @MessagePattern(AuthUserSubjects.verifySession.name)
  verifySession(@Payload() m: SessionTokenRequest): Promise<SessionView> {
    return this.sessions.verify(m.token);
  }

  @MessagePattern(AuthUserSubjects.endSession.name)
  endSession(@Payload() m: SessionTokenRequest): Promise<{ ended: boolean }> {
    return this.sessions.end(m.token);
  }

  @MessagePattern(AuthUserSubjects.requestReset.name)
  requestReset(@Payload() m: EmailRequest): { accepted: true } {
    return this.resets.request(m.requestId, m.email);
  }

  @MessagePattern(AuthUserSubjects.confirmReset.name)
  confirmReset(@Payload() m: ResetConfirmRequest): Promise<{ userId: string }> {
    return this.resets.confirm(m.token, m.password);
  }

  @MessagePattern(AuthUserSubjects.me.name)
  me(@Payload() m: UserRef): Promise<MeView> {
    return this.users.me(m.userId);
  }

  @MessagePattern(AuthUserSubjects.deleteUser.name)
  deleteUser(@Payload() m: UserRef): Promise<{ deleted: true }> {
    return this.users.delete(m.userId);
  }

  @MessagePattern(AuthUserSubjects.listKeys.name)
  listKeys(@Payload() m: ListKeysRequest): Promise<KeyListView> {
    return this.keys.list(m.actorUserId, m.tenantId);
  }

  @MessagePattern(AuthUserSubjects.createKey.name)
  createKey(@Payload() m: CreateKeyRequest): Promise<CreatedKey> {
    return this.keys.create(m.actorUserId, m.name, m.tenantId);
  }

  @MessagePattern(AuthUserSubjects.rotateKey.name)
  rotateKey(@Payload() m: KeyActionRequest): Promise<CreatedKey> {
    return this.keys.rotate(m.actorUserId, m.keyId);
  }

  @MessagePattern(AuthUserSubjects.revokeKey.name)
  revokeKey(@Payload() m: KeyActionRequest): Promise<{ revoked: true }> {
    return this.keys.revoke(m.actorUserId, m.keyId);
  }

  @MessagePattern(AuthUserSubjects.listMembers.name)
  listMembers(@Payload() m: MembersRequest): Promise<MemberView[]> {
    return this.members.list(m.actorUserId, m.tenantId);
  }

  @MessagePattern(AuthUserSubjects.addMember.name)
  addMember(@Payload() m: AddMemberRequest): Promise<MemberView> {
    return this.members.addByEmail(m.actorUserId, m.tenantId, m.email, m.role);
  }

  @MessagePattern(AuthUserSubjects.changeMember.name)
  changeMember(@Payload() m: ChangeMemberRequest): Promise<MemberView> {
    return this.members.change(m.actorUserId, m.tenantId, m.userId, m.role);
  }

  @MessagePattern(AuthUserSubjects.removeMember.name)
  removeMember(@Payload() m: RemoveMemberRequest): Promise<{ removed: true }> {
    return this.members.remove(m.actorUserId, m.tenantId, m.userId);
  }

  @MessagePattern(AuthUserSubjects.memberRole.name)
  async memberRole(@Payload() m: ListKeysRequest): Promise<MemberRoleView> {
    const tenantId = m.tenantId ?? (await this.members.defaultTenant(m.actorUserId));
    return { tenantId, role: await this.members.requireRole(tenantId, m.actorUserId, ANY_ROLE) };
  }
}
