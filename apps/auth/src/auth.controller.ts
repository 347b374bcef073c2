import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  healthSubject,
  HealthRequest,
  type HealthView,
  AuthSubjects,
  CreateTenantRequest,
  IssueKeyRequest,
  RevokeKeyRequest,
  TenantRef,
  UpdateTenantRequest,
  VerifyKeyRequest,
  type CreatedTenant,
  type IssuedKey,
  type TenantView,
  type VerifiedKey,
} from '@svc/contracts';
import { MessageController } from '@svc/platform';
import { ApiKeysService } from './keys/api-keys.service.js';
import { TenantsService } from './tenants/tenants.service.js';

@MessageController()
export class AuthController {
  constructor(
    private readonly tenants: TenantsService,
    private readonly keys: ApiKeysService,
  ) {}

  @MessagePattern(AuthSubjects.verifyKey.name)
  verify(@Payload() m: VerifyKeyRequest): Promise<VerifiedKey> {
    return this.keys.verify(m.key);
  }

  @MessagePattern(AuthSubjects.issueKey.name)
  async issue(@Payload() m: IssueKeyRequest): Promise<IssuedKey> {
    await this.tenants.get(m.tenantId);
    return this.keys.issue(m.tenantId, m.name);
  }

  @MessagePattern(AuthSubjects.revokeKey.name)
  async revoke(@Payload() m: RevokeKeyRequest): Promise<{ revoked: true }> {
    await this.keys.revoke(m.tenantId, m.keyId);
    return { revoked: true };
  }

  @MessagePattern(AuthSubjects.createTenant.name)
  create(@Payload() m: CreateTenantRequest): Promise<CreatedTenant> {
    return this.tenants.create(m.tenantId, m.name, m.rateLimit);
  }

  @MessagePattern(AuthSubjects.getTenant.name)
  get(@Payload() m: TenantRef): Promise<TenantView> {
    return this.tenants.get(m.tenantId);
  }

  @MessagePattern(AuthSubjects.updateTenant.name)
  update(@Payload() m: UpdateTenantRequest): Promise<TenantView> {
    return this.tenants.update(m.tenantId, { name: m.name, rateLimit: m.rateLimit });
  }

  @MessagePattern(healthSubject('auth').name)
  health(@Payload() _m: HealthRequest): HealthView {
    return { service: 'auth', status: 'ok' };
  }
}
