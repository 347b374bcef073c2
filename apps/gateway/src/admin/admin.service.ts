import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AuthSubjects, AuthUserSubjects, BillingSubjects, type AccountView, type TenantView } from '@svc/contracts';
import { BillingAccounts } from '../billing-account/billing-accounts.service.js';
import { ServiceClient } from '../bus/service-client.js';
import type { CreateTenantBody, UpdateTenantBody } from './admin.dto.js';

export interface TenantAdminView {
  tenant_id: string;
  name: string;
  rate_limit: number;
  included_pool: number;
  period: string;
  pool_used: number;
  pool_left: number;
  wallet: number;
}

/** Operators' use cases; each is a few messages to auth and billing, which own the data. */
@Injectable()
export class AdminService {
  constructor(
    private readonly services: ServiceClient,
    private readonly accounts: BillingAccounts,
  ) {}

  /** Billing first: a tenant whose account failed to open never gets a working key. */
  async createTenant(requestId: string, body: CreateTenantBody, tenantId: string = randomUUID()): Promise<{ tenant_id: string; api_key: string }> {
    const opening = { requestId, tenantId, includedPool: body.included_pool, wallet: body.wallet };
    const created = await this.accounts.openFor(opening, () =>
      this.services.request(AuthSubjects.createTenant, { requestId, tenantId, name: body.name, rateLimit: body.rate_limit }),
    );
    return { tenant_id: created.tenantId, api_key: created.apiKey };
  }

  async getTenant(requestId: string, tenantId: string): Promise<TenantAdminView> {
    const tenant = await this.services.request(AuthSubjects.getTenant, { requestId, tenantId });
    return view(tenant, await this.services.request(BillingSubjects.getAccount, { requestId, tenantId }));
  }

  async updateTenant(requestId: string, tenantId: string, body: UpdateTenantBody): Promise<TenantAdminView> {
    const tenant = await this.services.request(AuthSubjects.updateTenant, { requestId, tenantId, name: body.name, rateLimit: body.rate_limit });
    const account = await this.services.request(BillingSubjects.updateAccount, { requestId, tenantId, includedPool: body.included_pool, wallet: body.wallet });
    return view(tenant, account);
  }

  async topUp(requestId: string, tenantId: string, amount: number): Promise<TenantAdminView> {
    const tenant = await this.services.request(AuthSubjects.getTenant, { requestId, tenantId });
    return view(tenant, await this.services.request(BillingSubjects.topUp, { requestId, tenantId, amount }));
  }

  async issueKey(requestId: string, tenantId: string, name: string): Promise<{ key_id: string; api_key: string; prefix: string }> {
    const key = await this.services.request(AuthSubjects.issueKey, { requestId, tenantId, name });
    return { key_id: key.keyId, api_key: key.apiKey, prefix: key.prefix };
  }

  async revokeKey(requestId: string, tenantId: string, keyId: string): Promise<void> {
    await this.services.request(AuthSubjects.revokeKey, { requestId, tenantId, keyId });
  }

  /** A user and everything that hangs on it (sessions, memberships); its tenants stay. */
  async deleteUser(requestId: string, userId: string): Promise<void> {
    await this.services.request(AuthUserSubjects.deleteUser, { requestId, userId });
  }
}

function view(tenant: TenantView, account: AccountView): TenantAdminView {
  return {
    tenant_id: tenant.tenantId,
    name: tenant.name,
    rate_limit: tenant.rateLimit,
    included_pool: account.includedPool,
    period: account.period,
    pool_used: account.poolUsed,
    pool_left: account.poolLeft,
    wallet: account.wallet,
  };
}
