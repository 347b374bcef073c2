import { DistributedSuite } from '@svc/testkit';
import { CONNECTIONS, DURATION_S, load, show } from './load.js';

/**
 * `npm run bench:mcp`: the same billed call (grade, one body) through REST and through MCP (`tools/call` on
 * `POST /mcp`, stateless, no initialize), same load, same suite, one after the other; calls/s and latency of
 * each, and the pool each run used, which says every answer was a billed call and not a refusal.
 */
const TEXT = '2026-11-22 10:00:01,123 ERROR [pool-3-thread-7] o.a.h.DataNode: Failed to write block blk_123';
const MCP_HEADERS = { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' };

process.stdout.write('starting the distributed suite ...\n');
const suite = await DistributedSuite.start({ captureLogs: false, env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } });
try {
  const { tenantId, apiKey } = await suite.createTenant({ name: 'bench', included_pool: 1_000_000_000, rate_limit: 1_000_000 });
  const auth = { authorization: `Bearer ${apiKey}` };
  const poolUsed = async () => ((await suite.admin('GET', `/admin/tenants/${tenantId}`)).body as { pool_used: number }).pool_used;
  process.stdout.write(`grade, ${CONNECTIONS} connections, ${DURATION_S} s each (2 s warm-up before)\n`);

  const before = await poolUsed();
  const viaRest = await load(`${suite.url}/v1/models/svc-small-json/grade`, auth, JSON.stringify({ text: TEXT }));
  const afterRest = await poolUsed();
  const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'grade', arguments: { text: TEXT } } };
  const viaMcp = await load(`${suite.url}/mcp`, { ...auth, ...MCP_HEADERS }, JSON.stringify(call));
  const afterMcp = await poolUsed();

  process.stdout.write(`\n${show('REST POST /v1/models/.../grade', viaRest)}\n${show('MCP tools/call grade', viaMcp)}\n`);
  process.stdout.write(`ratio MCP/REST: ${(viaMcp.rps / viaRest.rps).toFixed(3)} of the throughput, p99 ×${(viaMcp.p99 / Math.max(viaRest.p99, 0.1)).toFixed(2)}\n`);
  process.stdout.write(`pool used (warm-ups included): REST ${afterRest - before}, MCP ${afterMcp - afterRest}\n`);
} finally {
  await suite.stop();
}
