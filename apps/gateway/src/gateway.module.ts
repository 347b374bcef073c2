import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { HttpErrorFilter } from '@svc/platform';
import { AdminTokenGuard } from './admin/admin-token.guard.js';
import { AdminController } from './admin/admin.controller.js';
import { AdminService } from './admin/admin.service.js';
import { AdminUsersController } from './admin-users/admin-users.controller.js';
import { AUTH_HTTP_CONFIG, loadAuthHttpConfig } from './auth-http/auth-http.config.js';
import { AuthHttpService } from './auth-http/auth-http.service.js';
import { AuthThrottle } from './auth-http/auth-throttle.js';
import { AuthController } from './auth-http/auth.controller.js';
import { BilledCall } from './billed-call/billed-call.js';
import { CallerService } from './caller/caller.service.js';
import { ClassifiersHttpService } from './classifiers/classifiers-http.service.js';
import { ClassifiersController } from './classifiers/classifiers.controller.js';
import { TenantAccess } from './classifiers/tenant-access.js';
import { CsvBodyParser } from './classifiers/upload-route.js';
import { ClassifyHttpService } from './classify/classify-http.service.js';
import { ClassifyController } from './classify/classify.controller.js';
import { GATEWAY_CONFIG, type GatewayConfig } from './config/gateway.config.js';
import { HealthController } from './health/health.controller.js';
import { AccountService } from './keys-http/account.service.js';
import { KeysController } from './keys-http/keys.controller.js';
import { MembersController } from './keys-http/members.controller.js';
import { ModelCallController } from './model-call/model-call.controller.js';
import { BillingClient } from './model-call/billing-client.js';
import { ModelCallService } from './model-call/model-call.service.js';
import { RegistryCache } from './model-call/registry-cache.js';
import { OpenApiController } from './openapi/openapi.controller.js';
import { rateLimitProviders } from './rate-limit/rate-limit.providers.js';
import { SameOriginGuard } from './session/same-origin.guard.js';
import { SessionGuard } from './session/session.guard.js';

/** The public HTTP surface: authentication, rate limits, the billed-call saga, the operators' API. */
@Module({})
export class GatewayModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [ModelCallController, AdminController, HealthController, AuthController, KeysController, MembersController, AdminUsersController, OpenApiController, ClassifiersController, ClassifyController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: AUTH_HTTP_CONFIG, useFactory: loadAuthHttpConfig },
        ...rateLimitProviders(config),
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        CallerService,
        RegistryCache,
        ModelCallService,
        BillingClient,
        AdminService,
        AdminTokenGuard,
        AuthThrottle,
        AuthHttpService,
        AccountService,
        SessionGuard,
        SameOriginGuard,
        BilledCall,
        TenantAccess,
        ClassifiersHttpService,
        CsvBodyParser,
        ClassifyHttpService,
      ],
    };
  }
}
