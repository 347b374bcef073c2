import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { ContractBodyPipe, HttpErrorFilter } from '@svc/platform';
import { AdminRecordsController } from './admin/admin-records.controller.js';
import { AdminTenantsController } from './admin/admin-tenants.controller.js';
import { AdminTokenGuard } from './admin/admin-token.guard.js';
import { AdminUsersController } from './admin/admin-users.controller.js';
import { AdminService } from './admin/admin.service.js';
import { AsyncApiController } from './asyncapi/asyncapi.controller.js';
import { AuthSurfaceController } from './auth-surface/auth-surface.controller.js';
import { AuthSurfaceService } from './auth-surface/auth-surface.service.js';
import { AuthThrottleGuard } from './auth-surface/auth-throttle.guard.js';
import { AuthThrottle } from './auth-surface/auth-throttle.js';
import { BillingAccounts } from './billing-account/billing-accounts.service.js';
import { TenantBillingController } from './billing-account/tenant-billing.controller.js';
import { TenantBillingService } from './billing-account/tenant-billing.service.js';
import { ServiceClient } from './bus/service-client.js';
import { CallerService } from './caller/caller.service.js';
import { AUTH_HTTP_CONFIG, loadAuthHttpConfig } from './config/auth-http.config.js';
import { BilledCall } from './billed-call/billed-call.js';
import { LeaseBook } from './billed-call/lease-book.js';
import { ClassifiersHttpService } from './classifiers/classifiers-http.service.js';
import { ClassifiersController } from './classifiers/classifiers.controller.js';
import { TenantAccess } from './classifiers/tenant-access.js';
import { CsvBodyParser } from './classifiers/upload-route.js';
import { ConsoleFiles } from './console/console-files.js';
import { ConsoleController } from './console/console.controller.js';
import { ClassifyHttpService } from './classify/classify-http.service.js';
import { ClassifyController } from './classify/classify.controller.js';
import { GATEWAY_CONFIG, type GatewayConfig } from './config/gateway.config.js';
import { HealthController } from './health/health.controller.js';
import { KeysController } from './keys/keys.controller.js';
import { KeysService } from './keys/keys.service.js';
import { MembersController } from './members/members.controller.js';
import { MembersService } from './members/members.service.js';
import { BillingClient } from './model-call/billing-client.js';
import { ModelCallController } from './model-call/model-call.controller.js';
import { ModelCallService } from './model-call/model-call.service.js';
import { RegistryCache } from './model-call/registry-cache.js';
import { McpController } from './mcp/mcp.controller.js';
import { McpEndpoint } from './mcp/mcp-endpoint.js';
import { McpToolbox } from './mcp/mcp-toolbox.js';
import { RecordsHttpService } from './records/records-http.service.js';
import { RecordsRate } from './records/records-rate.js';
import { RecordsReadsService } from './records/records-reads.service.js';
import { RecordsController, RecordsCreateController } from './records/records.controller.js';
import { rateLimitProviders } from './rate-limit/rate-limit.providers.js';
import { SameOriginGuard } from './session/same-origin.guard.js';
import { SessionGuard } from './session/session.guard.js';

/** The public HTTP surface: authentication, rate limits, the billed-call saga, the operators' API. */
@Module({})
export class GatewayModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [ModelCallController, AdminTenantsController, AdminUsersController, HealthController, AuthSurfaceController, KeysController, MembersController, ClassifiersController, ClassifyController, RecordsCreateController, RecordsController, AdminRecordsController, McpController, TenantBillingController, AsyncApiController, ConsoleController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: AUTH_HTTP_CONFIG, useFactory: loadAuthHttpConfig },
        ...rateLimitProviders(config),
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        { provide: APP_PIPE, useClass: ContractBodyPipe },
        ServiceClient,
        BillingAccounts,
        TenantBillingService,
        CallerService,
        RegistryCache,
        ModelCallService,
        BillingClient,
        AdminService,
        AdminTokenGuard,
        AuthThrottle,
        AuthThrottleGuard,
        AuthSurfaceService,
        KeysService,
        MembersService,
        SessionGuard,
        SameOriginGuard,
        BilledCall,
        LeaseBook,
        TenantAccess,
        ClassifiersHttpService,
        CsvBodyParser,
        ClassifyHttpService,
        RecordsRate,
        RecordsHttpService,
        RecordsReadsService,
        McpToolbox,
        McpEndpoint,
        { provide: ConsoleFiles, useFactory: () => new ConsoleFiles() },
      ],
    };
  }
}
