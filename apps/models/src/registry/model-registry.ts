import { readFileSync } from 'node:fs';
import { ConfigError } from '@svc/platform';
import { parseOpenAiCompatibleEntry, type OpenAiCompatibleEntry } from './openai-compatible-entry.js';
import { ALL_METHODS, redactKeys } from './registry-values.js';

/** The built-in engine (libs/engine), in this process. */
export interface BuiltinEntry {
  kind: 'builtin';
  methods: string[];
}
/** One entry of the registry: which methods an api offers and what serves them. */
export type ModelEntry = BuiltinEntry | OpenAiCompatibleEntry;
export type ModelRegistry = Record<string, ModelEntry>;
export type { OpenAiCompatibleEntry } from './openai-compatible-entry.js';

export const DEFAULT_REGISTRY: ModelRegistry = { 'svc-small-json': { kind: 'builtin', methods: [...ALL_METHODS] } };

const VARIABLE = 'SVC_MODEL_REGISTRY';

/**
 * The registry is configuration: `SVC_MODEL_REGISTRY` holds JSON, or a path to a JSON file, mapping api names
 * to entries. Adding a model is a config change here; the gateway learns it over NATS. A bad entry stops the
 * process at boot and names the variable; API keys never appear in that message.
 */
export function loadRegistry(raw = process.env[VARIABLE], env: NodeJS.ProcessEnv = process.env): ModelRegistry {
  if (!raw) return DEFAULT_REGISTRY;
  const isJson = raw.trimStart().startsWith('{');
  const text = isJson ? raw : readFileSync(raw, 'utf8');
  const shown = isJson ? redactKeys(raw) : raw;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ConfigError(VARIABLE, shown, 'JSON (or a path to a JSON file)');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ConfigError(VARIABLE, shown, 'an object of api name → entry');
  const registry: ModelRegistry = {};
  for (const [api, entry] of Object.entries(parsed as Record<string, unknown>)) {
    const e = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    if (e.kind === 'builtin') {
      if (!Array.isArray(e.methods) || !e.methods.every((m) => ALL_METHODS.includes(m as string))) {
        throw new ConfigError(VARIABLE, shown, `entry '${api}': { kind: 'builtin', methods: subset of ${ALL_METHODS.join(', ')} }`);
      }
      registry[api] = { kind: 'builtin', methods: e.methods as string[] };
    } else if (e.kind === 'openai-compatible') {
      registry[api] = parseOpenAiCompatibleEntry(api, e, { variable: VARIABLE, shown, env });
    } else {
      throw new ConfigError(VARIABLE, shown, `entry '${api}': kind 'builtin' or 'openai-compatible'`);
    }
  }
  return registry;
}

export const MODEL_REGISTRY = Symbol('MODEL_REGISTRY');

/** The api a surface without `{api}` in its paths serves (the self-hosted container): `svc-small-json` when present, else the first. */
export function defaultApi(registry: ModelRegistry): string | undefined {
  return Object.hasOwn(registry, 'svc-small-json') ? 'svc-small-json' : Object.keys(registry)[0];
}
