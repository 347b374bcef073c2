import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { HttpErrorFilter, LOGGER, type Logger } from '@svc/platform';
import { AdminTokenGuard } from './admin/admin-token.guard.js';
import { AdminController } from './admin/admin.controller.js';
import { AdminService } from './admin/admin.service.js';
import { CallerService } from './caller/caller.service.js';
import { GATEWAY_CONFIG, type GatewayConfig } from './config/gateway.config.js';
import { HealthController } from './health/health.controller.js';
import { ModelCallController } from './model-call/model-call.controller.js';
import { BillingClient } from './model-call/billing-client.js';
import { ModelCallService } from './model-call/model-call.service.js';
import { RegistryCache } from './model-call/registry-cache.js';
import { MemoryRateLimiter } from './rate-limit/memory-rate-limiter.js';
import { RateLimiter } from './rate-limit/rate-limiter.js';
import { RedisRateLimiter } from './rate-limit/redis-rate-limiter.js';

/** The public HTTP surface: authentication, rate limits, the billed-call saga, the operators' API. */
@Module({})
export class GatewayModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [ModelCallController, AdminController, HealthController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        {
          provide: RateLimiter,
          inject: [LOGGER],
          useFactory: (logger: Logger) => (config.rateLimiter === 'redis' ? new RedisRateLimiter(config.redisUrl, logger) : new MemoryRateLimiter()),
        },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        CallerService,
        RegistryCache,
        ModelCallService,
        BillingClient,
        AdminService,
        AdminTokenGuard,
      ],
    };
  }
}
