import type { Provider } from '@nestjs/common';
import { loadModelsConfig, MODELS_CONFIG } from './config/models.config.js';
import { InvokeService } from './invoke/invoke.service.js';
import { loadRegistry, MODEL_REGISTRY } from './registry/model-registry.js';

/** The registry, the limits and the engine runner: shared by the NATS surface and the self-hosted HTTP surface. */
export function modelsProviders(): Provider[] {
  return [{ provide: MODEL_REGISTRY, useFactory: () => loadRegistry() }, { provide: MODELS_CONFIG, useFactory: loadModelsConfig }, InvokeService];
}
