import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuthUserSubjects, UserRef, type MeView } from '@svc/contracts';
import { MessageController } from '@svc/platform';
import { UsersService } from './users.service.js';

@MessageController()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(AuthUserSubjects.me.name)
  me(@Payload() m: UserRef): Promise<MeView> {
    return this.users.me(m.userId);
  }

  @MessagePattern(AuthUserSubjects.deleteUser.name)
  deleteUser(@Payload() m: UserRef): Promise<{ deleted: true }> {
    return this.users.delete(m.userId);
  }
}
