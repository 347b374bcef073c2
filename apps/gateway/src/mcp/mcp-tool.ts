import type { BodySchema, ModelMethodDescriptor } from '@svc/contracts';

/** Who asks, for one `tools/call`: the request id its billing hold is keyed by, and the caller's bearer header. */
export interface ToolCaller {
  requestId: string;
  authorization: string | undefined;
}

/** What the REST route the tool mirrors answered: its status, body and billing headers. */
export interface ToolAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * One MCP tool: what `tools/list` shows (schemas taken from the contract classes, never written twice) and
 * how `tools/call` runs it — through the same gateway service as the REST route, so billing is the same.
 */
export interface McpTool {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: BodySchema & { type: 'object' };
  /** The REST answer's schema (a method's `answerSchema()`): `structuredContent` follows it. */
  readonly outputSchema?: ReturnType<ModelMethodDescriptor['answerSchema']>;
  call(caller: ToolCaller, args: Record<string, unknown>): Promise<ToolAnswer>;
}
