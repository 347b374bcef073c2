import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DATABASE_TARGET, dataSourceOptions, type DatabaseTarget } from '@svc/platform';
import { AuthController } from './auth.controller.js';
import { AUTH_CONFIG, loadAuthConfig } from './config/auth.config.js';
import { AUTH_SCHEMA } from './database/auth-schema.js';
import { ApiKeysService } from './keys/api-keys.service.js';
import { TenantsService } from './tenants/tenants.service.js';

/** Auth: tenants and their API keys (only hashes stored), verified for the gateway over NATS. */
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
      controllers: [AuthController],
      providers: [{ provide: AUTH_CONFIG, useFactory: loadAuthConfig }, TenantsService, ApiKeysService],
    };
  }
}
