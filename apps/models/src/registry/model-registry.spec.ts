import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGISTRY, loadRegistry, type OpenAiCompatibleEntry } from './model-registry.js';

const gpu = (entry: Record<string, unknown>) => JSON.stringify({ gpu: { kind: 'openai-compatible', base_url: 'http://10.0.0.5:8000', model: 'qwen', ...entry } });
const problem = (raw: string, env: NodeJS.ProcessEnv = {}): string => {
  try {
    loadRegistry(raw, env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no ConfigError');
};

describe('loadRegistry', () => {
  it('is the built-in svc-small-json when unset, and keeps builtin entries as given', () => {
    expect(loadRegistry('')).toEqual(DEFAULT_REGISTRY);
    expect(loadRegistry('{"tiny":{"kind":"builtin","methods":["grade"]}}')).toEqual({ tiny: { kind: 'builtin', methods: ['grade'] } });
  });

  it('reads an openai-compatible entry with its defaults: all five methods, 30 s, 2 retries, no key', () => {
    const entry = loadRegistry(gpu({}), {}).gpu as OpenAiCompatibleEntry;
    expect(entry).toEqual({
      kind: 'openai-compatible',
      methods: ['extract', 'structure', 'select', 'grade', 'guard'],
      baseUrl: 'http://10.0.0.5:8000',
      model: 'qwen',
      timeoutMs: 30_000,
      maxRetries: 2,
    });
  });

  it('accepts a base_url that already ends in /v1 (as OpenAI clients are configured) without doubling it', () => {
    expect((loadRegistry(gpu({ base_url: 'https://llm.internal/v1/' }), {}).gpu as OpenAiCompatibleEntry).baseUrl).toBe('https://llm.internal');
  });

  it('reads the key from the variable api_key_env names, and never shows it', () => {
    const entry = loadRegistry(gpu({ api_key_env: 'GPU_KEY', methods: ['grade'], timeout_ms: 500, max_retries: 0 }), { GPU_KEY: 'sk-secret-1' }).gpu as OpenAiCompatibleEntry;
    expect(entry.apiKey?.reveal()).toBe('sk-secret-1');
    expect(entry).toMatchObject({ methods: ['grade'], timeoutMs: 500, maxRetries: 0 });
    expect(JSON.stringify(entry)).not.toContain('sk-secret-1');
    expect(inspect(entry)).not.toContain('sk-secret-1');
    expect(String(entry.apiKey)).toBe('[redacted]');
  });

  it('stops the boot naming the key variable when api_key_env names an unset one', () => {
    expect(problem(gpu({ api_key_env: 'GPU_KEY' }))).toMatch(/^configuration: GPU_KEY="" is invalid: expected the API key of model 'gpu'/);
  });

  it.each([
    [{ base_url: 'ftp://x' }, 'base_url must be an http(s) URL'],
    [{ base_url: undefined }, 'base_url must be an http(s) URL'],
    [{ model: '' }, 'model must be a non-empty string'],
    [{ timeout_ms: 0 }, 'timeout_ms must be an integer in [1, 600000]'],
    [{ max_retries: 1.5 }, 'max_retries must be an integer in [0, 10]'],
    [{ methods: ['summarize'] }, 'methods must be a non-empty subset'],
    [{ baseUrl: 'http://x' }, 'unknown field(s) baseUrl'],
    [{ api_key: 'a', api_key_env: 'B' }, 'give api_key or api_key_env, not both'],
  ])('stops the boot on a bad entry %j, naming SVC_MODEL_REGISTRY and the entry', (fields, expected) => {
    const message = problem(gpu(fields));
    expect(message).toMatch(/^configuration: SVC_MODEL_REGISTRY=/);
    expect(message).toContain(`entry 'gpu': ${expected}`);
  });

  it('refuses an unknown kind', () => {
    expect(problem('{"x":{"kind":"magic"}}')).toContain("entry 'x': kind 'builtin' or 'openai-compatible'");
  });

  it('redacts a literal api_key from the error message', () => {
    const message = problem(gpu({ api_key: 'sk-literal-9', timeout_ms: -1 }));
    expect(message).toContain('timeout_ms');
    expect(message).not.toContain('sk-literal-9');
    expect(problem('{"gpu":{"api_key":"sk-literal-9",')).not.toContain('sk-literal-9');
  });
});
