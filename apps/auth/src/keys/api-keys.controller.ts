import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuthSubjects, IssueKeyRequest, RevokeKeyRequest, VerifyKeyRequest, type IssuedKey, type VerifiedKey } from '@svc/contracts';
import { MessageController } from '@svc/platform';
import { ApiKeysService } from './api-keys.service.js';

/** Keys as the gateway checks them on every call, and as operators issue and revoke them (`/admin`). */
@MessageController()
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @MessagePattern(AuthSubjects.verifyKey.name)
  verify(@Payload() m: VerifyKeyRequest): Promise<VerifiedKey> {
    return this.keys.verify(m.key);
  }

  @MessagePattern(AuthSubjects.issueKey.name)
  issue(@Payload() m: IssueKeyRequest): Promise<IssuedKey> {
    return this.keys.issueFor(m.tenantId, m.name);
  }

  @MessagePattern(AuthSubjects.revokeKey.name)
  revoke(@Payload() m: RevokeKeyRequest): Promise<{ revoked: true }> {
    return this.keys.revoke(m.tenantId, m.keyId);
  }
}
