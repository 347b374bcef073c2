import type { GuardAnswer, GuardInput } from '../types.js';

export function guard(input: GuardInput): GuardAnswer {
  const names = Array.isArray(input.tools) ? input.tools.map((t) => (typeof t === 'string' ? t : ((t as { name?: unknown }).name as string | undefined) ?? '')) : [];
  const hit = names.find((n) => n && input.request.toLowerCase().includes(n.toLowerCase()));
  return {
    action: hit ? 'CALL' : 'ABSTAIN',
    tool: hit ?? '',
    missing_parameters: null,
    clarification_prompt: null,
    record: { type: 'tool_call', name: hit ?? '', arguments: '{}', result: '' },
    meta: { routed_by: 'model', valid: true, retries: 0, latency_ms: 0 },
  };
}
