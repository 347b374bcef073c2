import { ConfigError } from '@svc/platform';
import { ALL_METHODS, Secret } from './registry-values.js';

/** A model served by an OpenAI-compatible server (vLLM, llama.cpp server, Ollama, TGI, OpenAI itself). */
export interface OpenAiCompatibleEntry {
  kind: 'openai-compatible';
  methods: string[];
  /** The server's root, without a trailing slash and without `/v1` (`/v1/chat/completions` is appended). */
  baseUrl: string;
  /** The `model` field of each chat-completion request. */
  model: string;
  apiKey?: Secret;
  /** Deadline of one call, every retry included. */
  timeoutMs: number;
  /** Further requests after an answer that does not validate, each told what was wrong. */
  maxRetries: number;
}

const FIELDS = ['kind', 'base_url', 'model', 'api_key_env', 'api_key', 'timeout_ms', 'max_retries', 'methods'];
const SHAPE =
  "{ kind: 'openai-compatible', base_url: 'http(s)://…', model: '…', api_key_env?: 'ENV_VAR_NAME' | api_key?: '…', timeout_ms?: 1..600000, max_retries?: 0..10, methods?: [...] }";
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_RETRIES = 2;

interface Where {
  variable: string;
  /** The registry text as the error may show it (keys redacted). */
  shown: string;
  env: NodeJS.ProcessEnv;
}

/** Checks one registry entry at boot; the first problem stops the process with a message naming the variable and the entry. */
export function parseOpenAiCompatibleEntry(api: string, e: Record<string, unknown>, where: Where): OpenAiCompatibleEntry {
  const fail = (problem: string): never => {
    throw new ConfigError(where.variable, where.shown, `entry '${api}': ${problem}; the entry is ${SHAPE}`);
  };
  const unknown = Object.keys(e).filter((k) => !FIELDS.includes(k));
  if (unknown.length > 0) fail(`unknown field(s) ${unknown.join(', ')}`);

  if (typeof e.base_url !== 'string' || !isHttpUrl(e.base_url)) fail('base_url must be an http(s) URL');
  const baseUrl = (e.base_url as string).replace(/\/+$/, '').replace(/\/v1$/, '');
  if (typeof e.model !== 'string' || e.model.trim() === '') fail('model must be a non-empty string');

  if (e.api_key !== undefined && e.api_key_env !== undefined) fail('give api_key or api_key_env, not both');
  let apiKey: Secret | undefined;
  if (e.api_key !== undefined) {
    if (typeof e.api_key !== 'string' || e.api_key === '') fail('api_key must be a non-empty string');
    apiKey = new Secret(e.api_key as string);
  } else if (e.api_key_env !== undefined) {
    if (typeof e.api_key_env !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(e.api_key_env)) fail('api_key_env must be an environment variable name');
    const name = e.api_key_env as string;
    const value = where.env[name];
    if (!value) throw new ConfigError(name, '', `the API key of model '${api}' (named by api_key_env in ${where.variable})`);
    apiKey = new Secret(value);
  }

  const timeoutMs = e.timeout_ms ?? DEFAULT_TIMEOUT_MS;
  if (!isIntIn(timeoutMs, 1, 600_000)) fail('timeout_ms must be an integer in [1, 600000]');
  const maxRetries = e.max_retries ?? DEFAULT_MAX_RETRIES;
  if (!isIntIn(maxRetries, 0, 10)) fail('max_retries must be an integer in [0, 10]');
  const methods = e.methods ?? [...ALL_METHODS];
  if (!Array.isArray(methods) || methods.length === 0 || !methods.every((m) => ALL_METHODS.includes(m as string))) {
    fail(`methods must be a non-empty subset of ${ALL_METHODS.join(', ')}`);
  }

  return {
    kind: 'openai-compatible',
    methods: methods as string[],
    baseUrl,
    model: e.model as string,
    ...(apiKey ? { apiKey } : {}),
    timeoutMs: timeoutMs as number,
    maxRetries: maxRetries as number,
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const isIntIn = (v: unknown, min: number, max: number): boolean => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
