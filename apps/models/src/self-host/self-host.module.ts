import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { HttpErrorFilter, LOGGER, type Logger } from '@svc/platform';
import { modelsProviders } from '../models.providers.js';
import { SELF_HOST_CONFIG, type SelfHostConfig } from './self-host.config.js';
import { SelfHostController } from './self-host.controller.js';
import { SelfHostService } from './self-host.service.js';

/**
 * The self-hosted HTTP surface as its own root module. Deliberately NOT part of `ModelsModule.register()`:
 * the embedded suite mounts ModelsModule on the public gateway port, and these routes have no auth or billing.
 */
@Module({})
export class SelfHostModule {
  static register(config: SelfHostConfig, logger: Logger): DynamicModule {
    return {
      module: SelfHostModule,
      controllers: [SelfHostController],
      providers: [
        ...modelsProviders(),
        SelfHostService,
        { provide: SELF_HOST_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
      ],
    };
  }
}
