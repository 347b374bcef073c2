import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Answers, KeyAuth, Refuses, SessionAuth } from '../openapi/decorators.js';
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
  @ApiQuery({ name: 'from', required: false, description: 'first UTC day of `usage`, `YYYY-MM-DD` (default: the first of this month)', schema: { type: 'string', format: 'date' } })
  @ApiQuery({ name: 'to', required: false, description: 'last UTC day of `usage`, `YYYY-MM-DD`, at most 92 days after `from`', schema: { type: 'string', format: 'date' } })
  @ApiQuery({ name: 'limit', required: false, description: 'ledger entries per page, 1..200 (default 50)', schema: { type: 'integer', minimum: 1, maximum: 200 } })
  @ApiQuery({ name: 'cursor', required: false, description: 'the previous answer\'s `ledger_next_cursor`', schema: { type: 'string' } })
  @ApiQuery({ name: 'tenant_id', required: false, description: 'with the cookie: a tenant the user belongs to (default its own)', schema: { type: 'string', format: 'uuid' } })
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
