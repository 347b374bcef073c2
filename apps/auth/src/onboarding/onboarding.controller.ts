import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuthSubjects, AuthUserSubjects, CreateTenantRequest, RegistrationCheckRequest, RegisterUserRequest, type CreatedTenant, type RegisteredUser } from '@svc/contracts';
import { MessageController } from '@svc/platform';
import { RegistrationService } from './registration.service.js';
import { TenantProvisioningService } from './tenant-provisioning.service.js';

/** New tenants: a user signing up (the gateway opened the billing account first), or an operator's. */
@MessageController()
export class OnboardingController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly provisioning: TenantProvisioningService,
  ) {}

  @MessagePattern(AuthUserSubjects.checkRegistration.name)
  checkRegistration(@Payload() m: RegistrationCheckRequest): Promise<{ ok: true }> {
    return this.registration.check(m.body);
  }

  @MessagePattern(AuthUserSubjects.register.name)
  register(@Payload() m: RegisterUserRequest): Promise<RegisteredUser> {
    return this.registration.register(m);
  }

  @MessagePattern(AuthSubjects.createTenant.name)
  createTenant(@Payload() m: CreateTenantRequest): Promise<CreatedTenant> {
    return this.provisioning.create(m);
  }
}
