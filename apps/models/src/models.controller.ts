import { MessagePattern, Payload } from '@nestjs/microservices';
import { healthSubject, HealthRequest, InvokeRequest, ModelsSubjects, RegistryRequest, type HealthView, type InvokeView, type RegistryView } from '@svc/contracts';
import { MessageController } from '@svc/platform';
import { InvokeService } from './invoke/invoke.service.js';

@MessageController()
export class ModelsController {
  constructor(private readonly models: InvokeService) {}

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
