import { readFileSync } from 'node:fs';
import { ConfigError } from '@svc/platform';

/** One entry of the registry: which methods an api offers and what serves them. */
export interface ModelEntry {
  kind: 'builtin';
  methods: string[];
}
export type ModelRegistry = Record<string, ModelEntry>;

const ALL_METHODS = ['extract', 'structure', 'select', 'grade', 'guard'];

export const DEFAULT_REGISTRY: ModelRegistry = { 'svc-small-json': { kind: 'builtin', methods: ALL_METHODS } };

/**
 * The registry is configuration: `SVC_MODEL_REGISTRY` holds JSON, or a path to a JSON file, mapping api names
 * to entries. Adding a model is a config change here; the gateway learns it over NATS.
 */
export function loadRegistry(raw = process.env.SVC_MODEL_REGISTRY): ModelRegistry {
  if (!raw) return DEFAULT_REGISTRY;
  const text = raw.trimStart().startsWith('{') ? raw : readFileSync(raw, 'utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ConfigError('SVC_MODEL_REGISTRY', raw, 'JSON (or a path to a JSON file)');
  }
  if (typeof parsed !== 'object' || parsed === null) throw new ConfigError('SVC_MODEL_REGISTRY', raw, 'an object of api name → entry');
  for (const [api, entry] of Object.entries(parsed)) {
    const e = entry as Partial<ModelEntry>;
    if (e.kind !== 'builtin' || !Array.isArray(e.methods) || !e.methods.every((m) => ALL_METHODS.includes(m))) {
      throw new ConfigError('SVC_MODEL_REGISTRY', raw, `entry '${api}': { kind: 'builtin', methods: subset of ${ALL_METHODS.join(', ')} }`);
    }
  }
  return parsed as ModelRegistry;
}

export const MODEL_REGISTRY = Symbol('MODEL_REGISTRY');

/** The api a surface without `{api}` in its paths serves (the self-hosted container): `svc-small-json` when present, else the first. */
export function defaultApi(registry: ModelRegistry): string | undefined {
  return Object.hasOwn(registry, 'svc-small-json') ? 'svc-small-json' : Object.keys(registry)[0];
}
