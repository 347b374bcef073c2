import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceBus } from './bus/service-bus.js';
import { DATABASE_TARGET, type DatabaseTarget } from './database/database-target.js';
import { LOGGER, type Logger } from './logging/logger.js';
import { OpsModule } from './ops/ops.module.js';

export interface PlatformOptions {
  logger: Logger;
  bus: ServiceBus;
  /** Absent for a process without tables of its own (the gateway). */
  database?: DatabaseTarget;
}

/** What every service module finds injectable: the logger, the bus to other services, where its tables live. */
@Module({})
export class PlatformModule {
  static forRoot(options: PlatformOptions): DynamicModule {
    const providers = [
      { provide: LOGGER, useValue: options.logger },
      { provide: ServiceBus, useValue: options.bus },
      { provide: DATABASE_TARGET, useValue: options.database },
    ];
    return { module: PlatformModule, global: true, providers, exports: providers };
  }
}

/**
 * The root of a process: the platform plus the service modules it hosts (one when distributed, all when
 * embedded), and the ops endpoints (health, metrics) every process has.
 */
@Module({})
export class ProcessRootModule {
  static with(platform: PlatformOptions, modules: DynamicModule[]): DynamicModule {
    return { module: ProcessRootModule, imports: [PlatformModule.forRoot(platform), OpsModule, ...modules] };
  }
}
