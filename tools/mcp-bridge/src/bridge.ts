import type { Readable, Writable } from 'node:stream';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { isJSONRPCRequest, isJSONRPCResultResponse, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

export interface BridgeOptions {
  /** The gateway's MCP endpoint, e.g. http://127.0.0.1:8080/mcp. */
  url: string;
  /** The tenant's API key, sent as `Authorization: Bearer` on every request. */
  apiKey: string;
  stdin?: Readable;
  stdout?: Writable;
  /** Where the bridge says what went wrong (stdout carries the protocol). */
  log?: (line: string) => void;
}

/** JSON-RPC's "server error" range: the gateway could not be asked, or refused the request at the HTTP level. */
const GATEWAY_ERROR = -32000;

/**
 * Forwards MCP messages between a desktop client on stdio and the gateway's Streamable HTTP endpoint, adding
 * the bearer key. Message by message, no interpretation: the gateway answers everything (initialize, tools/list,
 * tools/call). A request the gateway refuses at the HTTP level (401 invalid api key, unreachable) is answered
 * on stdio with a JSON-RPC error naming the reason, so the client is never left waiting.
 */
export async function startBridge(options: BridgeOptions): Promise<{ close(): Promise<void> }> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const stdio = new StdioServerTransport(options.stdin, options.stdout);
  const http = new StreamableHTTPClientTransport(new URL(options.url), { requestInit: { headers: { authorization: `Bearer ${options.apiKey}` } } });
  const initializing = new Set<string | number>();

  http.onmessage = (message) => {
    // The negotiated revision goes on every later request as MCP-Protocol-Version (the SDK's Client does the same).
    if (isJSONRPCResultResponse(message) && initializing.delete(message.id)) {
      const version = (message.result as { protocolVersion?: unknown }).protocolVersion;
      if (typeof version === 'string') http.setProtocolVersion(version);
    }
    void stdio.send(message).catch((error: Error) => log(`svc-mcp-bridge: stdout: ${error.message}`));
  };
  http.onerror = (error) => log(`svc-mcp-bridge: ${error.message}`);
  stdio.onmessage = (message: JSONRPCMessage) => {
    if (isJSONRPCRequest(message) && message.method === 'initialize') initializing.add(message.id);
    http.send(message).catch((error: Error) => {
      log(`svc-mcp-bridge: ${options.url}: ${error.message}`);
      if (!isJSONRPCRequest(message)) return;
      const reason = error instanceof StreamableHTTPError && error.code === 401 ? 'invalid api key (check SVC_API_KEY)' : `gateway unreachable or refused: ${error.message}`;
      void stdio.send({ jsonrpc: '2.0', id: message.id, error: { code: GATEWAY_ERROR, message: reason } });
    });
  };
  stdio.onclose = () => void http.close();

  await http.start();
  await stdio.start();
  return {
    close: async () => {
      await stdio.close();
      await http.close();
    },
  };
}
