import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuthUserSubjects, CreateKeyRequest, KeyActionRequest, ListKeysRequest, type CreatedKey, type KeyListView } from '@svc/contracts';
import { MessageController } from '@svc/platform';
import { UserKeysService } from './user-keys.service.js';

/** Keys as signed-in users manage them (`/auth/keys`). */
@MessageController()
export class UserKeysController {
  constructor(private readonly keys: UserKeysService) {}

  @MessagePattern(AuthUserSubjects.listKeys.name)
  list(@Payload() m: ListKeysRequest): Promise<KeyListView> {
    return this.keys.list(m.actorUserId, m.query.tenant_id);
  }

  @MessagePattern(AuthUserSubjects.createKey.name)
  create(@Payload() m: CreateKeyRequest): Promise<CreatedKey> {
    return this.keys.create(m.actorUserId, m.body.name, m.body.tenant_id);
  }

  @MessagePattern(AuthUserSubjects.rotateKey.name)
  rotate(@Payload() m: KeyActionRequest): Promise<CreatedKey> {
    return this.keys.rotate(m.actorUserId, m.keyId);
  }

  @MessagePattern(AuthUserSubjects.revokeKey.name)
  revoke(@Payload() m: KeyActionRequest): Promise<{ revoked: true }> {
    return this.keys.revoke(m.actorUserId, m.keyId);
  }
}
