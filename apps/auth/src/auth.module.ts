import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DATABASE_TARGET, dataSourceOptions, outboxRelayProvider, type DatabaseTarget } from '@svc/platform';
import { AccountController } from './account.controller.js';
import { AuthController } from './auth.controller.js';
import { AUTH_CONFIG, loadAuthConfig } from './config/auth.config.js';
import { AUTH_SCHEMA } from './database/auth-schema.js';
import { ApiKeysService } from './keys/api-keys.service.js';
import { UserKeysService } from './keys/user-keys.service.js';
import { MembersService } from './members/members.service.js';
import { PasswordResetsService } from './resets/password-resets.service.js';
import { ExpiredSecretsSweeper } from './sessions/expired-secrets.sweeper.js';
import { SessionsService } from './sessions/sessions.service.js';
import { TenantsService } from './tenants/tenants.service.js';
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
        }),
      ],
      controllers: [AuthController, AccountController],
      providers: [
        { provide: AUTH_CONFIG, useFactory: loadAuthConfig },
        outboxRelayProvider(AUTH_SCHEMA.service, 'auth'),
        TenantsService,
        ApiKeysService,
        UsersService,
        SessionsService,
        MembersService,
        PasswordResetsService,
        UserKeysService,
        ExpiredSecretsSweeper,
      ],
    };
  }
}
