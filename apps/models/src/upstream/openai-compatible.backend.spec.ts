import { SvcError } from '@svc/errors';
import type { Logger } from '@svc/platform';
import { describe, expect, it } from 'vitest';
import { Secret } from '../registry/registry-values.js';
import type { OpenAiCompatibleEntry } from '../registry/openai-compatible-entry.js';
import { isStrictCompatible, type Fetch } from './chat-completions.client.js';
import { OpenAiCompatibleBackend } from './openai-compatible.backend.js';

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: { model: string; messages: Array<{ role: string; content: string }>; response_format: { json_schema: { name: string; strict: boolean; schema: unknown } } };
}
type Reply = string | { status: number; body: string } | Error | { hang: true };

/** A fetch that answers the scripted replies in order: a string is the model's message content. */
function fakeFetch(replies: Reply[]): { fetch: Fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetch: Fetch = (url, init) => {
    sent.push({ url: url as string, headers: init?.headers as Record<string, string>, body: JSON.parse(init?.body as string) as Sent['body'] });
    const reply = replies.shift() ?? new Error('no scripted reply');
    if (typeof reply === 'object' && 'hang' in reply) {
      return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)));
    }
    if (reply instanceof Error) return Promise.reject(reply);
    if (typeof reply === 'string') {
      return Promise.resolve(new Response(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: reply } }] }), { status: 200 }));
    }
    return Promise.resolve(new Response(reply.body, { status: reply.status }));
  };
  return { fetch, sent };
}

const logged: unknown[] = [];
const logger = { warn: (o: unknown) => logged.push(o), info: (o: unknown) => logged.push(o) } as unknown as Logger;
const entry = (over: Partial<OpenAiCompatibleEntry> = {}): OpenAiCompatibleEntry => ({
  kind: 'openai-compatible',
  methods: ['extract', 'structure', 'select', 'grade', 'guard'],
  baseUrl: 'http://gpu:8000',
  model: 'qwen2.5-7b',
  apiKey: new Secret('sk-test'),
  timeoutMs: 5_000,
  maxRetries: 2,
  ...over,
});
const backend = (replies: Reply[], over: Partial<OpenAiCompatibleEntry> = {}) => {
  const { fetch, sent } = fakeFetch(replies);
  return { model: new OpenAiCompatibleBackend('gpu', entry(over), logger, fetch), sent };
};

const SELECT = { text: 'my card was declined', candidates: ['card declined', 'change pin'] };
const refused = (error: unknown) => (error instanceof SvcError ? error.code : error);

describe('OpenAiCompatibleBackend', () => {
  it('asks for a schema-constrained chat completion and answers the validated JSON with its meta', async () => {
    const { model, sent } = backend(['{"choice":"card declined","confidence":0.9}']);
    const answer = await model.invoke('select', SELECT);
    expect(answer).toMatchObject({ kind: 'answer', body: { choice: 'card declined', confidence: 0.9, status: 'ok', meta: { valid: true, retries: 0, routed_by: 'model' } } });
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('http://gpu:8000/v1/chat/completions');
    expect(sent[0].headers.authorization).toBe('Bearer sk-test');
    expect(sent[0].body.model).toBe('qwen2.5-7b');
    expect(sent[0].body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'select', strict: true } });
    expect(sent[0].body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(JSON.parse(sent[0].body.messages[1].content)).toEqual(SELECT);
  });

  it('retries an answer that does not validate, feeding the errors back, and counts the retry', async () => {
    const { model, sent } = backend(['{"choice":"block card","confidence":0.9}', '{"choice":"card declined","confidence":0.8}']);
    const answer = await model.invoke('select', SELECT);
    expect(answer).toMatchObject({ kind: 'answer', body: { choice: 'card declined', status: 'ok', meta: { valid: true, retries: 1 } } });
    const retry = sent[1].body.messages;
    expect(retry.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry[2].content).toBe('{"choice":"block card","confidence":0.9}');
    expect(retry[3].content).toContain('/choice: not one of ["card declined","change pin"]');
  });

  it('repairs malformed JSON instead of retrying', async () => {
    const { model, sent } = backend(["```json\n{choice: 'change pin', confidence: 0.7,}\n```"]);
    expect(await model.invoke('select', SELECT)).toMatchObject({ body: { choice: 'change pin', meta: { valid: true, retries: 0 } } });
    expect(sent).toHaveLength(1);
  });

  it('answers the best answer with valid false once the retries are spent', async () => {
    const { model, sent } = backend(['{"choice":"x","confidence":3}', '{"choice":"card declined","confidence":2}', 'nope']);
    const answer = await model.invoke('select', SELECT);
    expect(sent).toHaveLength(3);
    expect(answer).toMatchObject({ body: { choice: 'card declined', confidence: 2, status: 'invalid', meta: { valid: false, retries: 2 } } });
  });

  it('passes an upstream error status and body through verbatim (JSON parsed, other text kept as text)', async () => {
    const error = { error: { message: 'max_tokens too large', type: 'invalid_request_error' } };
    expect(await backend([{ status: 400, body: JSON.stringify(error) }]).model.invoke('select', SELECT)).toEqual({ kind: 'upstream_error', status: 400, body: error });
    expect(await backend([{ status: 503, body: 'overloaded' }]).model.invoke('select', SELECT)).toEqual({ kind: 'upstream_error', status: 503, body: 'overloaded' });
  });

  it('is model_unavailable when the upstream cannot be reached, and the key is not logged', async () => {
    const refusedConnection = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    logged.length = 0;
    await expect(backend([refusedConnection]).model.invoke('select', SELECT).catch(refused)).resolves.toBe('model_unavailable');
    expect(JSON.stringify(logged)).toContain('ECONNREFUSED');
    expect(JSON.stringify(logged)).not.toContain('sk-test');
  });

  it('is model_unavailable when the upstream does not answer within timeout_ms', async () => {
    const started = Date.now();
    await expect(backend([{ hang: true }], { timeoutMs: 100 }).model.invoke('select', SELECT).catch(refused)).resolves.toBe('model_unavailable');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('is model_unavailable when no attempt gave JSON at all, or a 2xx is no chat completion', async () => {
    await expect(backend(['sorry', 'no', 'still no']).model.invoke('select', SELECT).catch(refused)).resolves.toBe('model_unavailable');
    await expect(backend([{ status: 200, body: '<html>' }]).model.invoke('select', SELECT).catch(refused)).resolves.toBe('model_unavailable');
  });

  it('keeps the answer it has when a retry fails (error status or unreachable), marked invalid', async () => {
    const { model } = backend(['{"choice":"x","confidence":0.5}', { status: 500, body: 'boom' }]);
    expect(await model.invoke('select', SELECT)).toMatchObject({ kind: 'answer', body: { choice: 'x', status: 'invalid', meta: { valid: false, retries: 1 } } });
  });

  it('refuses an unknown structure schema before asking the upstream', async () => {
    const { model, sent } = backend([]);
    await expect(model.invoke('structure', { text: 'x', schema: 'nope' })).rejects.toMatchObject({ code: 'unknown_schema', status: 422 });
    expect(sent).toHaveLength(0);
  });

  it('answers each method in the contract shape', async () => {
    const record = { type: 'log', level: 'error', component: 'db', message: 'connection refused' };
    const ex = await backend([JSON.stringify(record)]).model.invoke('extract', { text: 'ERROR [db] connection refused' });
    expect(ex).toMatchObject({ body: { records: [{ result: record, meta: { valid: true, retries: 0, routed_by: 'model' } }] } });

    const dump = await backend([JSON.stringify({ records: [record, { ...record, level: 'info' }] })]).model.invoke('extract', { text: 'a\nb', dump: true });
    expect((dump as { body: { records: unknown[] } }).body.records).toHaveLength(2);

    const st = await backend([JSON.stringify(record)]).model.invoke('structure', { text: 'ERROR [db] connection refused', schema: 'log_event' });
    expect(st).toMatchObject({ body: { schema: 'log_event', record, valid: true, retries: 0, routed_by: 'declared', model: 'gpu' } });
    expect(typeof (st as { body: { latency_ms: unknown } }).body.latency_ms).toBe('number');

    const gr = await backend(['{"tier_index":3,"score":0.95,"clarification":null}']).model.invoke('grade', { text: 'kernel panic' });
    expect(gr).toMatchObject({ body: { result: { action: 'grade', tier_index: 3, tier: expect.stringMatching(/^critical:/), tier_set: [3], score: 0.95, clarification: null } } });
    expect((gr as { body: { anchors: string[] } }).body.anchors).toHaveLength(4);

    const call = { action: 'CALL', tool: 'get_weather', arguments: '{"city":"Paris"}', missing_parameters: null, clarification_prompt: null };
    const gu = await backend([JSON.stringify(call)]).model.invoke('guard', { request: 'weather in Paris', tools: ['get_weather'] });
    expect(gu).toMatchObject({
      body: { action: 'CALL', tool: 'get_weather', missing_parameters: null, clarification_prompt: null, record: { type: 'tool_call', name: 'get_weather', arguments: '{"city":"Paris"}', result: '' }, meta: { valid: true, retries: 0 } },
    });
  });

  it('checks what the schema cannot say: guard arguments must be a JSON object, a CALL needs a tool', async () => {
    const bad = { action: 'CALL', tool: '', arguments: 'city=Paris', missing_parameters: null, clarification_prompt: null };
    const { model, sent } = backend([JSON.stringify(bad), JSON.stringify({ ...bad, tool: 'get_weather', arguments: '{}' })]);
    expect(await model.invoke('guard', { request: 'weather', tools: { get_weather: 'the weather' } })).toMatchObject({ body: { tool: 'get_weather', meta: { valid: true, retries: 1 } } });
    expect(sent[1].body.messages[3].content).toContain('/arguments: not a JSON-encoded object');
    expect(sent[1].body.messages[3].content).toContain('/tool: required when action is CALL');
  });
});

describe('isStrictCompatible', () => {
  it('is true only for closed objects whose properties are all required', () => {
    expect(isStrictCompatible({ type: 'object', properties: { a: { type: 'string' } }, required: ['a'], additionalProperties: false })).toBe(true);
    expect(isStrictCompatible({ type: 'object', properties: { a: { type: 'string' } }, required: [], additionalProperties: false })).toBe(false);
    expect(isStrictCompatible({ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] })).toBe(false);
  });
});
