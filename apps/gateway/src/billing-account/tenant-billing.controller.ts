import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BILLING_LIMITS, BillingQuery } from '@svc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Answers, KeyAuth, QueryOf, Refuses, SessionAuth } from '../openapi/decorators.js';
import { prefersHtml } from './browser-navigation.js';
import { TenantBillingService } from './tenant-billing.service.js';

/** Where a browser that opens `/billing` (the contract's `upgrade_url`) is sent: the console's billing page. */
export const CONSOLE_BILLING_PAGE = '/console/billing';

/**
 * `GET /billing`: the tenant's pool, wallet, usage, ledger and how to top up, as JSON, for its API key or any
 * member's session cookie. A browser navigating here (no bearer key, `Accept` preferring HTML) is sent to the
 * console, which renders the same JSON.
 */
@ApiTags('billing')
@Controller('billing')
export class TenantBillingController {
  constructor(private readonly billing: TenantBillingService) {}

  @Get()
  @ApiOperation({ summary: "The tenant's pool used and left this month, wallet, usage by product and UTC day, recent ledger entries and how to top up; the API key or any member's session cookie" })
  @KeyAuth()
  @SessionAuth()
  @QueryOf(BillingQuery, {
    from: 'first UTC day of `usage` (default: the first of this month)',
    to: `last UTC day of \`usage\`, both ends counted, at most ${BILLING_LIMITS.usageMaxDays} days (default: the last of \`from\`'s month)`,
    limit: 'ledger entries per page',
    cursor: "the previous answer's `ledger_next_cursor`",
    tenant_id: 'with the cookie: a tenant the user belongs to (default its own)',
  })
  @Answers(200, 'Billing')
  @ApiResponse({ status: 302, description: 'a browser navigation (no bearer key, `Accept` preferring HTML) is sent to the console page `/console/billing`' })
  @Refuses('not_authenticated', 'invalid_api_key', 'unknown_tenant', 'validation_failed')
  async get(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Query() query: Record<string, unknown>): Promise<void> {
    if (req.headers.authorization === undefined && prefersHtml(req.headers.accept)) {
      void reply.header('vary', 'Accept, Authorization').redirect(CONSOLE_BILLING_PAGE, 302);
      return;
    }
    const answer = await this.billing.statement(req, query);
    void reply.header('cache-control', 'private, no-store').header('vary', 'Accept, Authorization, Cookie').send(answer);
  }
}
