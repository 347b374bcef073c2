import { Injectable } from '@nestjs/common';
import { AuthUserSubjects, BILLING_LIMITS, BillingQuery, BillingSubjects, usageRange, validateStorable, type AccountStatementView, type TopUpInfo } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import type { FastifyRequest } from 'fastify';
import { ServiceClient } from '../bus/service-client.js';
import { CallerService } from '../caller/caller.service.js';
import { readCookie, SESSION_COOKIE } from '../session/session-cookie.js';

/** `GET /billing` as JSON (the shape is documented in the README, "Your usage and balance"). */
export interface BillingAnswer {
  tenant_id: string;
  period: { month: string; start: string; end: string };
  pool: { included: number; used: number; left: number };
  wallet: { balance: number; unit: 'micro' };
  usage_range: { from: string; to: string };
  usage: Array<{ day: string; product: string | null; calls: number; included: number; paid: number; amount: number }>;
  ledger: Array<{ id: string; at: string; kind: string; product: string | null; tier: string | null; amount: number; state: string; request_id: string }>;
  ledger_next_cursor: string | null;
  top_up: TopUpInfo;
}

/**
 * A tenant's view of its account. Who asks: a bearer API key (its tenant), else the session cookie's user, any
 * member of the tenant (`tenant_id`, or its own). Credentials are checked before the query, so a caller without
 * them learns nothing but `401`; billing reads the figures.
 */
@Injectable()
export class TenantBillingService {
  constructor(
    private readonly services: ServiceClient,
    private readonly caller: CallerService,
  ) {}

  async statement(req: FastifyRequest, rawQuery: unknown): Promise<BillingAnswer> {
    const requestId = req.id;
    let tenantId: string;
    let query: BillingQuery;
    if (req.headers.authorization !== undefined) {
      tenantId = (await this.caller.fromAuthorization(requestId, req.headers.authorization)).tenantId;
      query = validateStorable(BillingQuery, rawQuery ?? {}, 'query');
    } else {
      const token = readCookie(req.headers.cookie, SESSION_COOKIE);
      if (!token || token.length > 512) throw new SvcError('not_authenticated');
      const session = await this.services.request(AuthUserSubjects.verifySession, { requestId, token });
      query = validateStorable(BillingQuery, rawQuery ?? {}, 'query');
      tenantId = (await this.services.request(AuthUserSubjects.memberRole, { requestId, actorUserId: session.userId, tenantId: query.tenant_id })).tenantId;
    }
    const { from, to } = usageRange(query);
    const statement = await this.services.request(BillingSubjects.statement, {
      requestId,
      tenantId,
      from,
      to,
      limit: query.limit ?? BILLING_LIMITS.ledgerPageDefault,
      ...(query.cursor === undefined ? {} : { cursor: query.cursor }),
    });
    return billingAnswer(statement);
  }
}

export function billingAnswer(s: AccountStatementView): BillingAnswer {
  const a = s.account;
  return {
    tenant_id: a.tenantId,
    period: { month: a.period, start: s.periodStart, end: s.periodEnd },
    pool: { included: a.includedPool, used: a.poolUsed, left: a.poolLeft },
    wallet: { balance: a.wallet, unit: 'micro' },
    usage_range: { from: s.from, to: s.to },
    usage: s.usage.map((u) => ({ day: u.day, product: u.product, calls: u.calls, included: u.included, paid: u.paid, amount: u.amount })),
    ledger: s.ledger.map((e) => ({ id: e.id, at: e.at, kind: e.kind, product: e.product, tier: e.tier, amount: e.amount, state: e.state, request_id: e.requestId })),
    ledger_next_cursor: s.nextCursor,
    top_up: { how: s.topUp.how, url: s.topUp.url },
  };
}
