import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuthUserSubjects, LoginRequest, SessionTokenRequest, type IssuedSession, type SessionView } from '@svc/contracts';
import { MessageController } from '@svc/platform';
import { SessionsService } from './sessions.service.js';

@MessageController()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @MessagePattern(AuthUserSubjects.login.name)
  login(@Payload() m: LoginRequest): Promise<IssuedSession> {
    return this.sessions.login(m.body.email, m.body.password);
  }

  @MessagePattern(AuthUserSubjects.verifySession.name)
  verify(@Payload() m: SessionTokenRequest): Promise<SessionView> {
    return this.sessions.verify(m.token);
  }

  @MessagePattern(AuthUserSubjects.endSession.name)
  end(@Payload() m: SessionTokenRequest): Promise<{ ended: boolean }> {
    return this.sessions.end(m.token);
  }
}
