import { BillingSubjects } from '@svc/contracts';
import type { Logger, ServiceBus } from '@svc/platform';
import { callService } from './call-service.js';

/**
 * A new tenant is two steps in two services: billing opens its account, then auth creates it. When the second
 * step fails (an email taken by a concurrent registration, auth away), billing's account is closed again so
 * no account is left without a tenant; should that fail too, the account stays (it serves no key) and the log says so.
 */
export async function withNewAccount<T>(
  bus: ServiceBus,
  timeoutMs: number,
  logger: Logger,
  opening: { requestId: string; tenantId: string; includedPool?: number; wallet?: number },
  create: () => Promise<T>,
): Promise<T> {
  await callService(bus, BillingSubjects.openAccount, opening, timeoutMs);
  try {
    return await create();
  } catch (error) {
    const { requestId, tenantId } = opening;
    await callService(bus, BillingSubjects.closeAccount, { requestId, tenantId }, timeoutMs).catch((err: unknown) =>
      logger.error({ requestId, tenantId, err }, 'could not close the billing account of a tenant that was not created'),
    );
    throw error;
  }
}
