import type { ServiceSchema } from '@svc/platform';
import { ApiKey } from '../keys/api-key.entity.js';
import { Tenant } from '../tenants/tenant.entity.js';
import { CreateTenantsAndKeys1763780000000 } from './migrations/1763780000000-create-tenants-and-keys.js';

export const AUTH_SCHEMA: ServiceSchema = {
  service: 'auth',
  entities: [Tenant, ApiKey],
  migrations: [CreateTenantsAndKeys1763780000000],
};
