import { Inject, Injectable } from '@nestjs/common';
import { AuthUserSubjects, type CreatedKey, type MemberView, type RequestSubject } from '@svc/contracts';
import { ServiceBus } from '@svc/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { callService } from '../http/call-service.js';
import type { SignedIn } from '../session/session.guard.js';
import type { AddMemberBody, CreateKeyBody } from './account.dto.js';

export interface KeyAnswer {
  key_id: string;
  api_key: string;
  prefix: string;
  name: string;
  tenant_id: string;
}
export interface KeyListAnswer {
  tenant_id: string;
  keys: Array<{ key_id: string; name: string; prefix: string; created_at: string; last_used_at: string | null }>;
}
export interface MemberAnswer {
  user_id: string;
  email: string;
  role: string;
}

/** A signed-in user's keys and its tenants' members; auth decides what the user's role allows. */
@Injectable()
export class AccountService {
  constructor(
    private readonly bus: ServiceBus,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async listKeys(requestId: string, user: SignedIn, tenantId?: string): Promise<KeyListAnswer> {
    const list = await this.send(AuthUserSubjects.listKeys, { requestId, actorUserId: user.userId, tenantId });
    return {
      tenant_id: list.tenantId,
      keys: list.keys.map((k) => ({ key_id: k.keyId, name: k.name, prefix: k.prefix, created_at: k.createdAt, last_used_at: k.lastUsedAt })),
    };
  }

  async createKey(requestId: string, user: SignedIn, body: CreateKeyBody): Promise<KeyAnswer> {
    return keyAnswer(await this.send(AuthUserSubjects.createKey, { requestId, actorUserId: user.userId, name: body.name, tenantId: body.tenant_id }));
  }

  async rotateKey(requestId: string, user: SignedIn, keyId: string): Promise<KeyAnswer> {
    return keyAnswer(await this.send(AuthUserSubjects.rotateKey, { requestId, actorUserId: user.userId, keyId }));
  }

  async revokeKey(requestId: string, user: SignedIn, keyId: string): Promise<void> {
    await this.send(AuthUserSubjects.revokeKey, { requestId, actorUserId: user.userId, keyId });
  }

  async listMembers(requestId: string, user: SignedIn, tenantId: string): Promise<{ tenant_id: string; members: MemberAnswer[] }> {
    const members = await this.send(AuthUserSubjects.listMembers, { requestId, actorUserId: user.userId, tenantId });
    return { tenant_id: tenantId, members: members.map(memberAnswer) };
  }

  async addMember(requestId: string, user: SignedIn, tenantId: string, body: AddMemberBody): Promise<MemberAnswer> {
    return memberAnswer(await this.send(AuthUserSubjects.addMember, { requestId, actorUserId: user.userId, tenantId, email: body.email, role: body.role }));
  }

  async changeMember(requestId: string, user: SignedIn, tenantId: string, userId: string, role: MemberView['role']): Promise<MemberAnswer> {
    return memberAnswer(await this.send(AuthUserSubjects.changeMember, { requestId, actorUserId: user.userId, tenantId, userId, role }));
  }

  async removeMember(requestId: string, user: SignedIn, tenantId: string, userId: string): Promise<void> {
    await this.send(AuthUserSubjects.removeMember, { requestId, actorUserId: user.userId, tenantId, userId });
  }

  private send<TReq extends object, TRes>(subject: RequestSubject<TReq, TRes>, payload: TReq): Promise<TRes> {
    return callService(this.bus, subject, payload, this.config.serviceTimeoutMs);
  }
}

function keyAnswer(k: CreatedKey): KeyAnswer {
  return { key_id: k.keyId, api_key: k.apiKey, prefix: k.prefix, name: k.name, tenant_id: k.tenantId };
}

function memberAnswer(m: MemberView): MemberAnswer {
  return { user_id: m.userId, email: m.email, role: m.role };
}
