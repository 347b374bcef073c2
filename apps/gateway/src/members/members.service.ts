import { Injectable } from '@nestjs/common';
import { AuthUserSubjects, type AddMemberBody, type ChangeMemberBody, type MemberView } from '@svc/contracts';
import { ServiceClient } from '../bus/service-client.js';
import type { SignedIn } from '../session/session.guard.js';

export interface MemberAnswer {
  user_id: string;
  email: string;
  role: string;
}

/** A tenant's members, as a signed-in user sees and manages them; auth decides what the user's role allows. */
@Injectable()
export class MembersService {
  constructor(private readonly services: ServiceClient) {}

  async list(requestId: string, user: SignedIn, tenantId: string): Promise<{ tenant_id: string; members: MemberAnswer[] }> {
    const members = await this.services.request(AuthUserSubjects.listMembers, { requestId, actorUserId: user.userId, tenantId });
    return { tenant_id: tenantId, members: members.map(memberAnswer) };
  }

  async add(requestId: string, user: SignedIn, tenantId: string, body: AddMemberBody): Promise<MemberAnswer> {
    return memberAnswer(await this.services.request(AuthUserSubjects.addMember, { requestId, actorUserId: user.userId, tenantId, body }));
  }

  async change(requestId: string, user: SignedIn, tenantId: string, userId: string, body: ChangeMemberBody): Promise<MemberAnswer> {
    return memberAnswer(await this.services.request(AuthUserSubjects.changeMember, { requestId, actorUserId: user.userId, tenantId, userId, body }));
  }

  async remove(requestId: string, user: SignedIn, tenantId: string, userId: string): Promise<void> {
    await this.services.request(AuthUserSubjects.removeMember, { requestId, actorUserId: user.userId, tenantId, userId });
  }
}

function memberAnswer(m: MemberView): MemberAnswer {
  return { user_id: m.userId, email: m.email, role: m.role };
}
