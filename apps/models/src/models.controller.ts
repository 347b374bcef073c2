import { Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { healthSubject, HealthRequest, InvokeBatchRequest, InvokeRequest, ModelsSubjects, RegistryRequest, type BatchReply, type HealthView, type InvokeView, type RegistryView } from '@svc/contracts';
import { LOGGER, MessageController, registerDirectHandler, settleEach, type Logger } from '@svc/platform';
import { InvokeService } from './invoke/invoke.service.js';

@MessageController()
export class ModelsController {
  constructor(
    private readonly models: InvokeService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    // The hot subjects of every billed call skip Nest's per-message pipeline (same checks, see direct-handler.ts).
    // In one process their messages go by reference: the engine reads its input and answers with new values.
    const byReference = { byReference: true };
    registerDirectHandler(ModelsSubjects.invoke.name, InvokeRequest, 'ModelsController.invoke', logger, (m) => this.invoke(m), byReference);
    registerDirectHandler(ModelsSubjects.invokeBatch.name, InvokeBatchRequest, 'ModelsController.invokeBatch', logger, (m) => this.invokeBatch(m), byReference);
  }

  @MessagePattern(ModelsSubjects.registry.name)
  registry(@Payload() _m: RegistryRequest): RegistryView {
    return this.models.describe();
  }

  @MessagePattern(ModelsSubjects.invoke.name)
  invoke(@Payload() m: InvokeRequest): Promise<InvokeView> {
    return this.models.invoke(m.api, m.method, m.body, m.requestId);
  }

  /** Each item run as its own `models.invoke` would be, side by side; each answered or refused in its place. */
  @MessagePattern(ModelsSubjects.invokeBatch.name)
  invokeBatch(@Payload() m: InvokeBatchRequest): Promise<BatchReply<InvokeView>> {
    return settleEach(
      m.items.map((i) => this.models.invoke(i.api, i.method, i.body, i.requestId)),
      this.logger,
    );
  }

  @MessagePattern(healthSubject('models').name)
  health(@Payload() _m: HealthRequest): HealthView {
    return { service: 'models', status: 'ok' };
  }
}
