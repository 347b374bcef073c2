import { Injectable } from '@nestjs/common';
import { AuthUserSubjects, type CreatedKey, type CreateKeyBody, type KeysQuery } from '@svc/contracts';
import { ServiceClient } from '../bus/service-client.js';
import type { SignedIn } from '../session/session.guard.js';

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

/** A signed-in user's API keys; auth decides what the user's role in the tenant allows. */
@Injectable()
export class KeysService {
  constructor(private readonly services: ServiceClient) {}

  async list(requestId: string, user: SignedIn, query: KeysQuery): Promise<KeyListAnswer> {
    const list = await this.services.request(AuthUserSubjects.listKeys, { requestId, actorUserId: user.userId, query });
    return {
      tenant_id: list.tenantId,
      keys: list.keys.map((k) => ({ key_id: k.keyId, name: k.name, prefix: k.prefix, created_at: k.createdAt, last_used_at: k.lastUsedAt })),
    };
  }

  async create(requestId: string, user: SignedIn, body: CreateKeyBody): Promise<KeyAnswer> {
    return keyAnswer(await this.services.request(AuthUserSubjects.createKey, { requestId, actorUserId: user.userId, body }));
  }

  async rotate(requestId: string, user: SignedIn, keyId: string): Promise<KeyAnswer> {
    return keyAnswer(await this.services.request(AuthUserSubjects.rotateKey, { requestId, actorUserId: user.userId, keyId }));
  }

  async revoke(requestId: string, user: SignedIn, keyId: string): Promise<void> {
    await this.services.request(AuthUserSubjects.revokeKey, { requestId, actorUserId: user.userId, keyId });
  }
}

function keyAnswer(k: CreatedKey): KeyAnswer {
  return { key_id: k.keyId, api_key: k.apiKey, prefix: k.prefix, name: k.name, tenant_id: k.tenantId };
}
