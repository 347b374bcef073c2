import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CreatedTenant, CreateTenantRequest } from '@svc/contracts';
import { DataSource } from 'typeorm';
import { ApiKeysService } from '../keys/api-keys.service.js';
import { TenantsService } from '../tenants/tenants.service.js';

/** An operator creates a tenant: the tenant and its first API key, in one transaction. */
@Injectable()
export class TenantProvisioningService {
  constructor(
    @InjectDataSource('auth') private readonly db: DataSource,
    private readonly tenants: TenantsService,
    private readonly keys: ApiKeysService,
  ) {}

  async create({ tenantId, name, rateLimit }: CreateTenantRequest): Promise<CreatedTenant> {
    return this.db.transaction(async (manager) => {
      await this.tenants.insert(manager, tenantId, name, rateLimit);
      const key = await this.keys.issue(tenantId, 'default', manager);
      return { tenantId, keyId: key.keyId, apiKey: key.apiKey };
    });
  }
}
