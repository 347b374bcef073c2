import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { SvcError, SvcHttpError, type ErrorCode } from '@svc/errors';
import type { ToolAnswer } from './mcp-tool.js';

/** Refusal texts of contract §7.7 where the REST detail is not already the text (the balance object). */
const REFUSAL_TEXT: Partial<Record<ErrorCode, string>> = { balance_empty: 'balance empty; top up at /billing' };

/**
 * The REST answer as a tool result: `structuredContent` is the answer, a text content carries its JSON, and
 * `_meta` the REST headers (`x-svc-debit`, `x-svc-free-remaining`, the rate-limit figures) and the request id.
 * An upstream model's error (any status but 200) passes through verbatim, `isError`, and was billed (§7.4).
 */
export function answerResult(answer: ToolAnswer, requestId: string): CallToolResult {
  const _meta = { ...answer.headers, 'x-request-id': requestId };
  if (answer.status !== 200) {
    return { isError: true, content: [text({ status: answer.status, body: answer.body })], _meta: { ..._meta, 'upstream-status': answer.status } };
  }
  const structured = isObject(answer.body) ? { structuredContent: answer.body } : {};
  return { content: [text(answer.body)], ...structured, _meta };
}

/**
 * A refusal as a tool result (HTTP 200, `isError`): `rate limited`, `balance empty; top up at /billing`,
 * `model unavailable` exactly (§7.7); any other refusal its REST detail (a validation list as JSON). `_meta`
 * has the REST status and the refusal's headers (`retry-after` and the rate-limit figures of a 429).
 */
export function refusalResult(error: SvcError, requestId: string): CallToolResult {
  const detail = REFUSAL_TEXT[error.code] ?? (typeof error.detail === 'string' ? error.detail : JSON.stringify(error.detail));
  const headers = error instanceof SvcHttpError ? error.headers : {};
  return { isError: true, content: [{ type: 'text', text: detail }], _meta: { ...headers, 'x-request-id': requestId, status: error.status } };
}

function text(value: unknown): { type: 'text'; text: string } {
  return { type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
