import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Req, Res } from '@nestjs/common';
import { SvcError, SvcHttpError } from '@svc/errors';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { KeyAuth, Refuses } from '../openapi/decorators.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CallerService } from '../caller/caller.service.js';
import { McpEndpoint } from './mcp-endpoint.js';

/** A refusal of the MCP transport: `{ detail }` (contract §7), beside the SDK's JSON-RPC error (`jsonrpc`, `error`, `id`). */
const TRANSPORT_REFUSAL = { $ref: '#/components/schemas/Error' };

/**
 * `POST /mcp`: the MCP surface (Streamable HTTP, stateless). The bearer key is checked before the SDK sees the
 * request: a bad one is HTTP 401 `invalid api key` with `WWW-Authenticate: Bearer`, never a tool result.
 */
@ApiTags('mcp')
@Controller('mcp')
export class McpController {
  constructor(
    private readonly caller: CallerService,
    private readonly endpoint: McpEndpoint,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'The MCP surface: JSON-RPC 2.0 over Streamable HTTP, stateless (initialize, tools/list, tools/call)',
    description: 'A refused `tools/call` is HTTP 200 with `result.isError` true and the refusal as text (contract §7.7). The tools and their schemas: `tools/list`.',
  })
  @KeyAuth()
  @ApiBody({ schema: { type: 'object', description: 'a JSON-RPC 2.0 request (or a batch)', properties: { jsonrpc: { type: 'string', enum: ['2.0'] }, id: { type: ['string', 'integer'] }, method: { type: 'string' }, params: { type: 'object' } }, required: ['jsonrpc', 'method'] } })
  @ApiResponse({ status: 200, description: 'the JSON-RPC answer (JSON, or one `text/event-stream` event)', schema: { oneOf: [{ type: 'object' }, { type: 'array', items: { type: 'object' } }] } })
  @ApiResponse({ status: 202, description: 'a notification, accepted (no body)' })
  @ApiResponse({ status: 400, description: 'the body is no JSON-RPC message: the SDK\'s JSON-RPC error, its message also as `detail`', schema: TRANSPORT_REFUSAL })
  @ApiResponse({ status: 406, description: '`Accept` lacks `application/json` or `text/event-stream` (the transport requires both): the SDK\'s JSON-RPC error, its message also as `detail`', schema: TRANSPORT_REFUSAL })
  @Refuses('invalid_api_key', 'body_too_large')
  async post(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Headers('authorization') authorization: string | undefined, @Body() body: unknown): Promise<void> {
    try {
      await this.caller.fromAuthorization(req.id, authorization);
    } catch (error) {
      if (error instanceof SvcError && error.code === 'invalid_api_key') throw new SvcHttpError('invalid_api_key', { 'www-authenticate': 'Bearer' });
      throw error;
    }
    const answer = await this.endpoint.handle(req.headers, body, { requestId: req.id, authorization });
    void reply.status(answer.status).headers(answer.headers);
    // A 202 (notifications only) has no body; an empty send keeps Fastify from adding one.
    await reply.send(answer.body === '' ? undefined : answer.body);
  }

  /** No server-initiated stream and no sessions to end (stateless): the transport's GET and DELETE are 405. */
  @Get()
  @ApiOperation({ summary: 'Not offered (stateless): 405 with `Allow: POST`' })
  @ApiResponse({ status: 405, description: '`method not allowed`', schema: { $ref: '#/components/schemas/Error' } })
  @HttpCode(405)
  get(@Res({ passthrough: true }) reply: FastifyReply): { detail: string } {
    return notAllowed(reply);
  }

  @Delete()
  @ApiOperation({ summary: 'Not offered (no sessions): 405 with `Allow: POST`' })
  @ApiResponse({ status: 405, description: '`method not allowed`', schema: { $ref: '#/components/schemas/Error' } })
  @HttpCode(405)
  delete(@Res({ passthrough: true }) reply: FastifyReply): { detail: string } {
    return notAllowed(reply);
  }
}

function notAllowed(reply: FastifyReply): { detail: string } {
  void reply.header('allow', 'POST');
  return { detail: 'method not allowed' };
}
