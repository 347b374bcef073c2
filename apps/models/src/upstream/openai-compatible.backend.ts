import type { InvokeView, MethodInput, ModelMethod } from '@svc/contracts';
import { repair, validate, type Meta } from '@svc/engine';
import { SvcError } from '@svc/errors';
import type { Logger } from '@svc/platform';
import type { ModelBackend } from '../invoke/model-backend.js';
import type { OpenAiCompatibleEntry } from '../registry/openai-compatible-entry.js';
import { ChatCompletionsClient, UpstreamUnreachableError, type ChatMessage, type Fetch } from './chat-completions.client.js';
import { methodSpec, systemPrompt, type MethodSpec } from './method-specs.js';

interface Attempt {
  value: unknown;
  errors: string[];
}

/**
 * A model behind an OpenAI-compatible server. Each call: a schema-constrained chat completion; the text
 * parsed (malformed JSON repaired), validated against the method's schema; an answer that does not validate is
 * asked for again with the errors fed back, up to `maxRetries` times. The whole call shares one deadline.
 *
 * - The upstream answers with an error status → that status and body, verbatim (billed: the model answered).
 * - Unreachable or out of time before any JSON came back → `model_unavailable` (502, released).
 * - Still invalid after the retries, or a retry failed → the best answer so far with `valid: false`.
 */
export class OpenAiCompatibleBackend implements ModelBackend {
  private readonly client: ChatCompletionsClient;

  constructor(
    private readonly api: string,
    private readonly entry: OpenAiCompatibleEntry,
    private readonly logger: Logger,
    fetchFn?: Fetch,
  ) {
    this.client = new ChatCompletionsClient(entry, fetchFn);
  }

  async invoke<M extends ModelMethod>(method: M, body: MethodInput<M>, requestId?: string): Promise<InvokeView> {
    const spec = methodSpec(this.api, method, body);
    const started = performance.now();
    const deadline = started + this.entry.timeoutMs;
    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(spec) },
      { role: 'user', content: JSON.stringify(body) },
    ];
    let best: Attempt | undefined;
    let retries = 0;
    for (let attempt = 0; attempt <= this.entry.maxRetries; attempt++) {
      const remaining = deadline - performance.now();
      let reply;
      try {
        if (remaining <= 0) throw new UpstreamUnreachableError('timeout');
        retries = attempt;
        reply = await this.client.complete(messages, spec.name, spec.schema, remaining);
      } catch (error) {
        if (!(error instanceof UpstreamUnreachableError)) throw error;
        this.logger.warn({ requestId, api: this.api, method, attempt, reason: error.message }, 'upstream model unreachable');
        if (best) break;
        throw new SvcError('model_unavailable');
      }
      if (reply.kind === 'error') {
        this.logger.info({ requestId, api: this.api, method, attempt, status: reply.status }, 'upstream model answered with an error');
        if (best) break;
        return { kind: 'upstream_error', status: reply.status, body: reply.body };
      }
      const current = check(spec, reply.content);
      if (current.value !== undefined && (!best || current.errors.length <= best.errors.length)) best = current;
      if (current.errors.length === 0) break;
      messages.push({ role: 'assistant', content: reply.content }, { role: 'user', content: feedback(current.errors) });
    }
    if (!best) {
      this.logger.warn({ requestId, api: this.api, method, retries }, 'upstream model gave no JSON within the retries');
      throw new SvcError('model_unavailable');
    }
    const meta: Meta = { routed_by: method === 'structure' ? 'declared' : 'model', valid: best.errors.length === 0, retries, latency_ms: performance.now() - started };
    return { kind: 'answer', body: spec.answer(best.value, meta) };
  }
}

/** Parses (repairing malformed JSON when it can) and validates; `value` is undefined when there was no JSON at all. */
function check(spec: MethodSpec, content: string): Attempt {
  let value: unknown;
  try {
    value = repair(content);
  } catch {
    return { value: undefined, errors: ['the answer was not JSON'] };
  }
  return { value, errors: [...validate(value, spec.schema), ...spec.check(value)] };
}

const MAX_FED_BACK = 20;

function feedback(errors: string[]): string {
  const listed = errors.slice(0, MAX_FED_BACK).join('; ');
  const more = errors.length > MAX_FED_BACK ? ` (and ${errors.length - MAX_FED_BACK} more)` : '';
  return `Your answer did not validate against the JSON Schema: ${listed}${more}. Answer again with one corrected JSON object only.`;
}
