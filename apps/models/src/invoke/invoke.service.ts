import { Inject, Injectable } from '@nestjs/common';
import type { InvokeView, RegistryView } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { MODELS_CONFIG, type ModelsConfig } from '../config/models.config.js';
import { MODEL_REGISTRY, type ModelRegistry } from '../registry/model-registry.js';
import { runBuiltin } from './builtin-engine.js';

@Injectable()
export class InvokeService {
  private inflight = 0;

  constructor(
    @Inject(MODEL_REGISTRY) private readonly registry: ModelRegistry,
    @Inject(MODELS_CONFIG) private readonly config: ModelsConfig,
  ) {}

  describe(): RegistryView {
    return { apis: Object.fromEntries(Object.entries(this.registry).map(([api, entry]) => [api, entry.methods])) };
  }

  async invoke(api: string, method: string, body: Record<string, unknown>): Promise<InvokeView> {
    const entry = this.registry[api];
    if (!entry || !entry.methods.includes(method)) throw new SvcError('unknown_method');
    if (this.inflight >= this.config.maxInflight) throw new SvcError('model_unavailable');
    this.inflight++;
    try {
      return { kind: 'answer', body: runBuiltin(api, method, body) };
    } finally {
      this.inflight--;
    }
  }
}
