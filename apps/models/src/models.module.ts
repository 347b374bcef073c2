import { Module, type DynamicModule } from '@nestjs/common';
import { ModelsController } from './models.controller.js';
import { modelsProviders } from './models.providers.js';

/** Models: the registry (api → methods and what serves them) and the built-in engine. No billing, no auth. */
@Module({})
export class ModelsModule {
  static register(): DynamicModule {
    return { module: ModelsModule, controllers: [ModelsController], providers: modelsProviders() };
  }
}
