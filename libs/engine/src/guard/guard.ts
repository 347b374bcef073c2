import type { GuardAnswer, GuardInput } from '../types.js';
import { readCatalogue, type ToolSpec } from './catalogue.js';
import { clarificationPrompt } from './clarify.js';
import { fillArgs, readValues } from './fill-args.js';
import { relevance, RequestTerms } from './relevance.js';
import { missingRequired, satisfies } from './validate.js';

/**
 * Least relevance for a tool to be called. Calibrated so that requests which merely share generic words
 * (`calculate`, `find`) or a topic with a tool abstain, while requests naming what the tool does call it.
 */
export const RELEVANCE_THRESHOLD = 0.3;

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
export function guard(input: GuardInput): GuardAnswer {
  const t0 = performance.now();
  const request = typeof input.request === 'string' ? input.request : '';
  const tools = readCatalogue(input.tools);
  if (tools.length === 0 || request.trim() === '') return answer('ABSTAIN', null, {}, {}, true, t0);
  const terms = new RequestTerms(request);
  const ranked = tools.map((tool) => ({ tool, rel: relevance(terms, tool) })).sort((a, b) => b.rel.score - a.rel.score);
  const best = ranked[0]!;
  if (best.rel.score < RELEVANCE_THRESHOLD) return answer('ABSTAIN', null, {}, {}, true, t0);
  const args = fillArgs(best.tool, readValues(request, terms.bag));
  const missing = missingRequired(best.tool, args);
  if (missing.length > 0) {
    const extra = { missing_parameters: missing, clarification_prompt: clarificationPrompt(best.tool, missing) };
    return answer('CLARIFY', best.tool, args, extra, false, t0);
  }
  return answer('CALL', best.tool, args, {}, satisfies(best.tool, args), t0);
}
