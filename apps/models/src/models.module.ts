import { Module, type DynamicModule } from '@nestjs/common';
import { loadModelsConfig, MODELS_CONFIG } from './config/models.config.js';
import { InvokeService } from './invoke/invoke.service.js';
import { ModelsController } from './models.controller.js';
import { loadRegistry, MODEL_REGISTRY } from './registry/model-registry.js';

/** Models: the registry (api → methods and what serves them) and the built-in engine. No billing, no auth. */
@Module({})
export class ModelsModule {
  static register(): DynamicModule {
    return {
      module: ModelsModule,
      controllers: [ModelsController],
      providers: [
        { provide: MODEL_REGISTRY, useFactory: () => loadRegistry() },
        { provide: MODELS_CONFIG, useFactory: loadModelsConfig },
        InvokeService,
      ],
    };
  }
}
