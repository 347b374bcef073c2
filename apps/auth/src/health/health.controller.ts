import { MessagePattern, Payload } from '@nestjs/microservices';
import { healthSubject, HealthRequest, type HealthView } from '@svc/contracts';
import { MessageController } from '@svc/platform';

/** Answers the gateway's `/health` round: this service is up and reachable on the bus. */
@MessageController()
export class HealthController {
  @MessagePattern(healthSubject('auth').name)
  health(@Payload() _m: HealthRequest): HealthView {
    return { service: 'auth', status: 'ok' };
  }
}
