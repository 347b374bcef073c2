import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { SvcError } from '@svc/errors';
import type { SessionRequest, SignedIn as SignedInUser } from './session.guard.js';

/** The user the SessionGuard let in. */
export const SignedIn = createParamDecorator((_data: unknown, context: ExecutionContext): SignedInUser => {
  const signedIn = context.switchToHttp().getRequest<SessionRequest>().signedIn;
  if (!signedIn) throw new SvcError('not_authenticated');
  return signedIn;
});
