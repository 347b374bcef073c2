import type { IncomingHttpHeaders } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import { SvcError } from '@svc/errors';
import { LOGGER, type Logger } from '@svc/platform';
import type { McpTool, ToolCaller } from './mcp-tool.js';
import { McpToolbox } from './mcp-toolbox.js';
import { answerResult, refusalResult } from './tool-result.js';

const SERVER_INFO = { name: 'svc', title: 'svc: structured output and classification', version: '1.0.0' };
const INSTRUCTIONS =
  'Tools of the svc service: extract, structure, select, grade and guard run a structured-output model on text; classify ' +
  "labels a text with one of the tenant's classifiers. Every call is billed (the monthly pool, then the wallet). A refused " +
  'call is a result with isError: `rate limited` (wait and retry), `balance empty; top up at /billing` (stop), `model unavailable` (retry later).';

/** What the transport answered, for the controller to send. */
export interface McpAnswer {
  status: number;
  headers: Record<string, string>;
  /** The JSON-RPC answer; empty for 202 (a notification). */
  body: string;
}

/**
 * The Streamable HTTP endpoint, stateless: each HTTP request gets its own SDK server and transport (no
 * session id, nothing kept), so any gateway replica answers any request. Answers are plain JSON, not SSE.
 *
 * The SDK's web-standard transport is used (a `Request` in, a `Response` out) rather than its Node one, which
 * writes the socket itself: the gateway sends the answer, so a transport-level refusal (406 without the Accept
 * the transport requires, 415, 400 for a body that is no JSON-RPC message) gets the contract's `{ detail }`
 * beside the SDK's JSON-RPC error.
 */
@Injectable()
export class McpEndpoint {
  // One validator for every request's server (the SDK would build an Ajv per server otherwise).
  private readonly validator = new AjvJsonSchemaValidator();

  constructor(
    private readonly toolbox: McpToolbox,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(headers: IncomingHttpHeaders, body: unknown, caller: ToolCaller): Promise<McpAnswer> {
    const server = this.server(caller);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    try {
      await server.connect(transport);
      const response = await transport.handleRequest(new Request('http://gateway/mcp', { method: 'POST', headers: webHeaders(headers) }), { parsedBody: body });
      const text = await response.text();
      return { status: response.status, headers: Object.fromEntries(response.headers), body: response.status >= 400 ? withDetail(text) : text };
    } finally {
      await server.close();
    }
  }

  private server(caller: ToolCaller): Server {
    const server = new Server(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS, jsonSchemaValidator: this.validator });
    let calls = 0;
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: (await this.toolbox.list(caller.requestId)).map(listing) }));
    server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const tool = await this.toolbox.find(caller.requestId, request.params.name);
      // What the SDK's own McpServer answers for a name it does not know.
      if (!tool) throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
      // Billing keys a hold by request id: a second call in one HTTP request (a JSON-RPC batch) gets its own.
      const requestId = calls++ === 0 ? caller.requestId : `${caller.requestId}.${calls}`;
      return this.call(tool, { ...caller, requestId }, request.params.arguments ?? {});
    });
    return server;
  }

  private async call(tool: McpTool, caller: ToolCaller, args: Record<string, unknown>): Promise<CallToolResult> {
    try {
      return answerResult(await tool.call(caller, args), caller.requestId);
    } catch (error) {
      if (error instanceof SvcError) return refusalResult(error, caller.requestId);
      this.logger.error({ requestId: caller.requestId, tool: tool.name, err: error }, 'tool call failed');
      return refusalResult(new SvcError('internal'), caller.requestId);
    }
  }
}

/** The request's headers as a Fetch `Headers` (repeated ones joined, as HTTP allows); the body is already parsed. */
function webHeaders(headers: IncomingHttpHeaders): Headers {
  const web = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'content-length' || name === 'transfer-encoding') continue;
    web.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return web;
}

/**
 * A transport refusal's JSON-RPC error body with the contract's `detail` added (its message, e.g. `Not Acceptable:
 * Client must accept both application/json and text/event-stream`); JSON-RPC clients read `error` and ignore it.
 */
export function withDetail(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      const error = (parsed as { error?: { message?: unknown } }).error;
      return JSON.stringify({ ...parsed, detail: typeof error?.message === 'string' ? error.message : 'invalid mcp request' });
    }
  } catch {
    // not JSON: fall through
  }
  return JSON.stringify({ detail: text || 'invalid mcp request' });
}

function listing(tool: McpTool): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: tool.inputSchema as Tool['inputSchema'],
    ...(tool.outputSchema ? { outputSchema: tool.outputSchema as Tool['outputSchema'] } : {}),
  };
}
