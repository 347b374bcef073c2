import { Injectable } from '@nestjs/common';
import type { TopUpInfo } from '@svc/contracts';

/**
 * How a tenant adds money to its wallet, as `GET /billing` tells it (`top_up`). The seam for a payment provider:
 * bind `TOP_UP_PROVIDER` to another implementation in `BillingModule`. Such a provider
 *
 * - answers `topUpFor(tenantId)` with its own words and a payment page (`url`: a checkout link made for the
 *   tenant, or a fixed page that asks for the tenant id), and
 * - once a payment succeeds, credits the wallet with the message `BillingSubjects.topUp`
 *   (`{ requestId, tenantId, amount }`, micro-units), `requestId` being the provider's payment id: billing
 *   credits a request id once, so a webhook delivered twice credits once.
 *
 * Nothing else in billing changes: a provider's credit is a `topup` ledger entry like an operator's.
 */
export interface TopUpProvider {
  topUpFor(tenantId: string): Promise<TopUpInfo>;
}

export const TOP_UP_PROVIDER = Symbol('TOP_UP_PROVIDER');

/** Today: operators top up (no payment provider). */
@Injectable()
export class OperatorTopUp implements TopUpProvider {
  topUpFor(tenantId: string): Promise<TopUpInfo> {
    return Promise.resolve({
      how: `Ask your operator to top up the wallet: operators credit it with POST /admin/tenants/${tenantId}/topup (amount in micro-units). There is no payment provider yet.`,
      url: null,
    });
  }
}
