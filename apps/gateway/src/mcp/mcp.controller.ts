import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { SvcError, SvcHttpError } from '@svc/errors';
import { answeredRequestId, LOGGER, type Logger } from '@svc/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CallerService } from '../caller/caller.service.js';
import { McpEndpoint } from './mcp-endpoint.js';

/**
 * `POST /mcp`: the MCP surface (Streamable HTTP, stateless). The bearer key is checked before the SDK sees the
 * request: a bad one is HTTP 401 `invalid api key` with `WWW-Authenticate: Bearer`, never a tool result.
 */
@Controller('mcp')
export class McpController {
  constructor(
    private readonly caller: CallerService,
    private readonly endpoint: McpEndpoint,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Post()
  async post(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Headers('authorization') authorization: string | undefined, @Body() body: unknown): Promise<void> {
    try {
      await this.caller.fromAuthorization(req.id, authorization);
    } catch (error) {
      if (error instanceof SvcError && error.code === 'invalid_api_key') throw new SvcHttpError('invalid_api_key', { 'www-authenticate': 'Bearer' });
      throw error;
    }
    // The SDK writes the Node response itself; Fastify's onRequest header is not sent on a hijacked reply.
    reply.hijack();
    reply.raw.setHeader('x-request-id', answeredRequestId(req.id, req.headers));
    try {
      await this.endpoint.handle(req.raw, reply.raw, body, { requestId: req.id, authorization });
    } catch (error) {
      this.logger.error({ requestId: req.id, err: error }, 'mcp request failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'internal error' }));
    }
  }

  /** No server-initiated stream and no sessions to end (stateless): the transport's GET and DELETE are 405. */
  @Get()
  @HttpCode(405)
  get(@Res({ passthrough: true }) reply: FastifyReply): { detail: string } {
    return notAllowed(reply);
  }

  @Delete()
  @HttpCode(405)
  delete(@Res({ passthrough: true }) reply: FastifyReply): { detail: string } {
    return notAllowed(reply);
  }
}

function notAllowed(reply: FastifyReply): { detail: string } {
  void reply.header('allow', 'POST');
  return { detail: 'method not allowed' };
}
