import { MessagePattern, Payload } from '@nestjs/microservices';
import { AddMemberRequest, AuthUserSubjects, ChangeMemberRequest, MemberRequest, MemberRoleRequest, MembersRequest, type MemberRoleView, type MemberView } from '@svc/contracts';
import { MessageController } from '@svc/platform';
import { ANY_ROLE, MembersService } from './members.service.js';

@MessageController()
export class MembersController {
  constructor(private readonly members: MembersService) {}

  @MessagePattern(AuthUserSubjects.listMembers.name)
  list(@Payload() m: MembersRequest): Promise<MemberView[]> {
    return this.members.list(m.actorUserId, m.tenantId);
  }

  @MessagePattern(AuthUserSubjects.addMember.name)
  add(@Payload() m: AddMemberRequest): Promise<MemberView> {
    return this.members.addByEmail(m.actorUserId, m.tenantId, m.body.email, m.body.role);
  }

  @MessagePattern(AuthUserSubjects.changeMember.name)
  change(@Payload() m: ChangeMemberRequest): Promise<MemberView> {
    return this.members.change(m.actorUserId, m.tenantId, m.userId, m.body.role);
  }

  @MessagePattern(AuthUserSubjects.removeMember.name)
  remove(@Payload() m: MemberRequest): Promise<{ removed: true }> {
    return this.members.remove(m.actorUserId, m.tenantId, m.userId);
  }

  @MessagePattern(AuthUserSubjects.memberRole.name)
  async role(@Payload() m: MemberRoleRequest): Promise<MemberRoleView> {
    const tenantId = m.tenantId ?? (await this.members.defaultTenant(m.actorUserId));
    return { tenantId, role: await this.members.requireRole(tenantId, m.actorUserId, ANY_ROLE) };
  }
}
