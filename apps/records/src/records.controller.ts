import { MessagePattern, Payload } from '@nestjs/microservices';
import { healthSubject, HealthRequest, type HealthView } from '@svc/contracts';
import { MessageController } from '@svc/platform';

@MessageController()
export class RecordsController {
  @MessagePattern(healthSubject('records').name)
  health(@Payload() _m: HealthRequest): HealthView {
    return { service: 'records', status: 'ok' };
  }
}
