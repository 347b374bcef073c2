import type { GuardAnswer, GuardInput } from '../types.js';
import type { ToolSpec } from './catalogue/catalogue.js';
import { clarificationPrompt } from './decide/clarify.js';
import { CALL_THRESHOLD, judge } from './decide/judge.js';
import { satisfies } from './decide/validate.js';
import { notEnglish } from './request/language.js';

export { CALL_THRESHOLD };

function answer(action: GuardAnswer['action'], tool: ToolSpec | null, args: Record<string, unknown>, extra: Partial<GuardAnswer>, valid: boolean, t0: number): GuardAnswer {
  return {
    action,
    tool: tool?.name ?? '',
    missing_parameters: null,
    clarification_prompt: null,
    record: { type: 'tool_call', name: tool?.name ?? '', arguments: JSON.stringify(args), result: '' },
    ...extra,
    meta: { routed_by: 'model', valid, retries: 0, latency_ms: performance.now() - t0 },
  };
}

/**
 * Judges whether the request should call one of the catalogue's tools: `CALL` with arguments that satisfy
 * the tool's schema, `CLARIFY` when a required value is absent from the request, `ABSTAIN` when no tool fits.
 */
/**
 * How much of a request the guard reads: its first 2,048 characters. A request for a tool is a sentence or a few (the
 * longest in the evaluation sets is 268 characters); the value readers weigh each value they find against the text
 * around it, so an unbounded request of thousands of numbers (`1 1 1 …`) cost seconds of CPU.
 */
export const GUARD_READ_CHARS = 2048;

export function guard(input: GuardInput): GuardAnswer {
  const t0 = performance.now();
  const whole = typeof input.request === 'string' ? input.request : '';
  const request = whole.length > GUARD_READ_CHARS ? whole.slice(0, GUARD_READ_CHARS) : whole;
  const best = request.trim() ? judge(request, input.tools)[0] : undefined;
  if (!best || best.score < CALL_THRESHOLD) return answer('ABSTAIN', null, {}, {}, true, t0);
  const tool = best.profile.tool;
  // Another language: the words the model reads are names and loan words, so a tool it points at is only asked
  // about, never called: CLARIFY with the values still missing, or ABSTAIN when it would have called outright.
  const foreign = notEnglish(request);
  if (foreign && best.missing.length === 0) return answer('ABSTAIN', null, {}, {}, true, t0);
  if (best.missing.length > 0) {
    const extra = { missing_parameters: best.missing, clarification_prompt: clarificationPrompt(tool, best.missing) };
    return answer('CLARIFY', tool, best.args, extra, false, t0);
  }
  return answer('CALL', tool, best.args, {}, satisfies(tool, best.args), t0);
}
