import { Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { healthSubject, HealthRequest, InvokeRequest, ModelsSubjects, RegistryRequest, type HealthView, type InvokeView, type RegistryView } from '@svc/contracts';
import { LOGGER, MessageController, registerDirectHandler, type Logger } from '@svc/platform';
import { InvokeService } from './invoke/invoke.service.js';

@MessageController()
export class ModelsController {
  constructor(
    private readonly models: InvokeService,
    @Inject(LOGGER) logger: Logger,
  ) {
    // The hot subject of every billed call skips Nest's per-message pipeline (same checks, see direct-handler.ts).
    registerDirectHandler(ModelsSubjects.invoke.name, InvokeRequest, 'ModelsController.invoke', logger, (m) => this.invoke(m));
  }

  @MessagePattern(ModelsSubjects.registry.name)
  registry(@Payload() _m: RegistryRequest): RegistryView {
    return this.models.describe();
  }

  @MessagePattern(ModelsSubjects.invoke.name)
  invoke(@Payload() m: InvokeRequest): Promise<InvokeView> {
    return this.models.invoke(m.api, m.method, m.body, m.requestId);
  }

  @MessagePattern(healthSubject('models').name)
  health(@Payload() _m: HealthRequest): HealthView {
    return { service: 'models', status: 'ok' };
  }
}
