import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuthUserSubjects, ResetConfirmRequest, ResetRequest } from '@svc/contracts';
import { MessageController } from '@svc/platform';
import { PasswordResetsService } from './password-resets.service.js';

@MessageController()
export class PasswordResetsController {
  constructor(private readonly resets: PasswordResetsService) {}

  @MessagePattern(AuthUserSubjects.requestReset.name)
  request(@Payload() m: ResetRequest): { accepted: true } {
    return this.resets.request(m.requestId, m.body.email);
  }

  @MessagePattern(AuthUserSubjects.confirmReset.name)
  confirm(@Payload() m: ResetConfirmRequest): Promise<{ userId: string }> {
    return this.resets.confirm(m.body.token, m.body.password);
  }
}
