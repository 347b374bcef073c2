import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { prefersHtml } from './browser-navigation.js';
import { TenantBillingService } from './tenant-billing.service.js';

/** Where a browser that opens `/billing` (the contract's `upgrade_url`) is sent: the console's billing page. */
export const CONSOLE_BILLING_PAGE = '/console/billing';

/**
 * `GET /billing`: the tenant's pool, wallet, usage, ledger and how to top up, as JSON, for its API key or any
 * member's session cookie. A browser navigating here (no bearer key, `Accept` preferring HTML) is sent to the
 * console, which renders the same JSON.
 */
@Controller('billing')
export class TenantBillingController {
  constructor(private readonly billing: TenantBillingService) {}

  @Get()
  async get(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Query() query: Record<string, unknown>): Promise<void> {
    if (req.headers.authorization === undefined && prefersHtml(req.headers.accept)) {
      void reply.header('vary', 'Accept, Authorization').redirect(CONSOLE_BILLING_PAGE, 302);
      return;
    }
    const answer = await this.billing.statement(req, query);
    void reply.header('cache-control', 'private, no-store').header('vary', 'Accept, Authorization, Cookie').send(answer);
  }
}
