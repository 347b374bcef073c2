import type { ServiceSchema } from '@svc/platform';
import { ApiKey } from '../keys/api-key.entity.js';
import { Membership } from '../members/membership.entity.js';
import { PasswordReset } from '../resets/password-reset.entity.js';
import { Session } from '../sessions/session.entity.js';
import { Tenant } from '../tenants/tenant.entity.js';
import { User } from '../users/user.entity.js';
import { CreateTenantsAndKeys1763780000000 } from './migrations/1763780000000-create-tenants-and-keys.js';
import { CreateUsersSessionsMemberships1763800000000 } from './migrations/1763800000000-create-users-sessions-memberships.js';
import { AuthOutbox1763810000000 } from './migrations/1763810000000-auth-outbox.js';
import { RevocationCounter1763900000000 } from './migrations/1763900000000-revocation-counter.js';

export const AUTH_SCHEMA: ServiceSchema = {
  service: 'auth',
  entities: [Tenant, ApiKey, User, Membership, Session, PasswordReset],
  migrations: [CreateTenantsAndKeys1763780000000, CreateUsersSessionsMemberships1763800000000, AuthOutbox1763810000000, RevocationCounter1763900000000],
};
