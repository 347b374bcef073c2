import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuthSubjects, TenantRef, UpdateTenantRequest, type TenantView } from '@svc/contracts';
import { MessageController } from '@svc/platform';
import { TenantsService } from './tenants.service.js';

/** Operators read and change a tenant (`/admin/tenants`); creating one is onboarding's. */
@MessageController()
export class TenantsController {
  constructor(private readonly tenants: TenantsService) {}

  @MessagePattern(AuthSubjects.getTenant.name)
  get(@Payload() m: TenantRef): Promise<TenantView> {
    return this.tenants.get(m.tenantId);
  }

  @MessagePattern(AuthSubjects.updateTenant.name)
  update(@Payload() m: UpdateTenantRequest): Promise<TenantView> {
    return this.tenants.update(m.tenantId, { name: m.name, rateLimit: m.rateLimit });
  }
}
