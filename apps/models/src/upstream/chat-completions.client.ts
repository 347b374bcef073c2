import type { JsonSchema } from '@svc/engine';
import type { OpenAiCompatibleEntry } from '../registry/openai-compatible-entry.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The model's text (possibly not JSON at all), or the upstream's own error answer, kept verbatim. */
export type Completion = { kind: 'content'; content: string } | { kind: 'error'; status: number; body: unknown };

/** The upstream could not be asked: refused, unresolvable, timed out, or answered 2xx with something that is no chat completion. */
export class UpstreamUnreachableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UpstreamUnreachableError';
  }
}

export type Fetch = typeof globalThis.fetch;

/** `POST {base_url}/v1/chat/completions` with a JSON-Schema `response_format`. */
export class ChatCompletionsClient {
  private readonly url: string;

  constructor(
    private readonly entry: OpenAiCompatibleEntry,
    private readonly fetchFn: Fetch = globalThis.fetch,
  ) {
    this.url = `${entry.baseUrl}/v1/chat/completions`;
  }

  async complete(messages: ChatMessage[], schemaName: string, schema: JsonSchema, timeoutMs: number): Promise<Completion> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.entry.apiKey) headers.authorization = `Bearer ${this.entry.apiKey.reveal()}`;
    const request = {
      model: this.entry.model,
      messages,
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: schemaName, schema, strict: isStrictCompatible(schema) } },
    };
    let status: number;
    let text: string;
    try {
      const res = await this.fetchFn(this.url, { method: 'POST', headers, body: JSON.stringify(request), signal: AbortSignal.timeout(Math.max(1, Math.ceil(timeoutMs))) });
      status = res.status;
      text = await res.text();
    } catch (error) {
      throw new UpstreamUnreachableError(describeFailure(error));
    }
    if (status < 200 || status > 299) return { kind: 'error', status, body: parseOrText(text) };
    return { kind: 'content', content: contentOf(parseOrText(text)) };
  }
}

/** `choices[0].message.content`; a refusal or a null content is the empty text (the caller treats it as no JSON). */
function contentOf(body: unknown): string {
  const choices = (body as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices) || choices.length === 0) throw new UpstreamUnreachableError('a 2xx answer that is not a chat completion');
  const content = (choices[0] as { message?: { content?: unknown } } | null)?.message?.content;
  return typeof content === 'string' ? content : '';
}

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Why fetch failed, without the request (its headers hold the key): `timeout`, `ECONNREFUSED`, `ENOTFOUND`, … */
function describeFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message : 'fetch failed';
}

/**
 * OpenAI's `strict: true` accepts only closed objects whose every property is required; the other servers
 * (vLLM, llama.cpp, Ollama, TGI) constrain generation either way. Ask for strict only where it is accepted.
 */
export function isStrictCompatible(schema: JsonSchema): boolean {
  if (schema.properties) {
    const keys = Object.keys(schema.properties);
    if (schema.additionalProperties !== false || !keys.every((k) => schema.required?.includes(k))) return false;
    if (!Object.values(schema.properties).every(isStrictCompatible)) return false;
  } else if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) {
    return false;
  }
  return schema.items ? isStrictCompatible(schema.items) : true;
}
