import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DATABASE_TARGET, dataSourceOptions, lockedDataSourceFactory, outboxRelayProvider, type DatabaseTarget } from '@svc/platform';
import { AUTH_CONFIG, loadAuthConfig } from './config/auth.config.js';
import { AUTH_SCHEMA } from './database/auth-schema.js';
import { HealthController } from './health/health.controller.js';
import { ApiKeysController } from './keys/api-keys.controller.js';
import { ApiKeysService } from './keys/api-keys.service.js';
import { RevocationBeacon } from './keys/revocation-counter.js';
import { UserKeysController } from './keys/user-keys.controller.js';
import { UserKeysService } from './keys/user-keys.service.js';
import { MembersController } from './members/members.controller.js';
import { MembersService } from './members/members.service.js';
import { OnboardingController } from './onboarding/onboarding.controller.js';
import { RegistrationService } from './onboarding/registration.service.js';
import { TenantProvisioningService } from './onboarding/tenant-provisioning.service.js';
import { PasswordResetsController } from './resets/password-resets.controller.js';
import { PasswordResetsService } from './resets/password-resets.service.js';
import { ExpiredSecretsSweeper } from './sessions/expired-secrets.sweeper.js';
import { SessionsController } from './sessions/sessions.controller.js';
import { SessionsService } from './sessions/sessions.service.js';
import { TenantsController } from './tenants/tenants.controller.js';
import { TenantsService } from './tenants/tenants.service.js';
import { UsersController } from './users/users.controller.js';
import { UsersService } from './users/users.service.js';

/** Auth: tenants, their API keys, users, members, sessions and reset tokens (secrets only as hashes), over NATS. */
@Module({})
export class AuthModule {
  static register(): DynamicModule {
    return {
      module: AuthModule,
      imports: [
        TypeOrmModule.forRootAsync({
          name: AUTH_SCHEMA.service,
          inject: [DATABASE_TARGET],
          useFactory: (target: DatabaseTarget) => dataSourceOptions(target, AUTH_SCHEMA),
          // Replicas starting together migrate one at a time (a PostgreSQL advisory lock per service and database).
          dataSourceFactory: lockedDataSourceFactory,
        }),
      ],
      controllers: [
        OnboardingController,
        SessionsController,
        PasswordResetsController,
        UsersController,
        TenantsController,
        MembersController,
        ApiKeysController,
        UserKeysController,
        HealthController,
      ],
      providers: [
        { provide: AUTH_CONFIG, useFactory: loadAuthConfig },
        outboxRelayProvider(AUTH_SCHEMA.service, 'auth'),
        RegistrationService,
        TenantProvisioningService,
        TenantsService,
        ApiKeysService,
        RevocationBeacon,
        UserKeysService,
        UsersService,
        SessionsService,
        MembersService,
        PasswordResetsService,
        ExpiredSecretsSweeper,
      ],
    };
  }
}
