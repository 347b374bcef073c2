import { startBridge } from './bridge.js';

/** `svc-mcp-bridge`: SVC_API_KEY (required) and SVC_MCP_URL (default the local gateway) from the environment. */
const apiKey = process.env.SVC_API_KEY;
const url = process.env.SVC_MCP_URL ?? 'http://127.0.0.1:8080/mcp';
if (!apiKey) {
  process.stderr.write('svc-mcp-bridge: set SVC_API_KEY to a tenant API key (svc_...)\n');
  process.exit(2);
}
try {
  new URL(url);
} catch {
  process.stderr.write(`svc-mcp-bridge: SVC_MCP_URL is not a URL: ${url}\n`);
  process.exit(2);
}
await startBridge({ url, apiKey });
