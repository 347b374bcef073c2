import { Inject, Injectable } from '@nestjs/common';
import { BillingSubjects, type OpenAccountRequest } from '@svc/contracts';
import { LOGGER, type Logger } from '@svc/platform';
import { ServiceClient } from '../bus/service-client.js';

/**
 * A new tenant's billing account (its included pool and wallet). A new tenant is two steps in two services:
 * billing opens the account, then auth creates the tenant. When the second step fails (an email taken by a
 * concurrent registration, auth away), billing's account is closed again so no account is left without a
 * tenant; should that fail too, the account stays (it serves no key) and the log says so.
 */
@Injectable()
export class BillingAccounts {
  constructor(
    private readonly services: ServiceClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async openFor<T>(opening: OpenAccountRequest, createTenant: () => Promise<T>): Promise<T> {
    await this.services.request(BillingSubjects.openAccount, opening);
    try {
      return await createTenant();
    } catch (error) {
      const { requestId, tenantId } = opening;
      await this.services.request(BillingSubjects.closeAccount, { requestId, tenantId }).catch((err: unknown) =>
        this.logger.error({ requestId, tenantId, err }, 'could not close the billing account of a tenant that was not created'),
      );
      throw error;
    }
  }
}
