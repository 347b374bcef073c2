import { getMetadataStorage, validateSync } from 'class-validator';
import { envSpecs, type EnvClass, type EnvSpec } from './env.decorator.js';
import { ConfigError } from './config-error.js';

/**
 * Reads one settings class from the environment: each variable's text (or its default), parsed and validated.
 * A bad value throws a ConfigError naming the variable, so the process stops at start and says which one.
 */
export function loadEnv<T extends object>(cls: EnvClass<T>, env: NodeJS.ProcessEnv = process.env): T {
  const settings = new cls() as Record<string, unknown>;
  const texts = new Map<string, string>();
  for (const [name, spec] of envSpecs(cls)) {
    const given = env[name];
    const text = given !== undefined && given !== '' ? given : defaultText(spec, env);
    if (text === undefined) continue;
    const normalised = spec.normalise ? spec.normalise(text) : text;
    texts.set(name, normalised);
    settings[name] = parse(name, spec, normalised, () => expectedOf(cls, name, spec));
  }
  const [error] = validateSync(settings, { forbidUnknownValues: false });
  if (error) throw new ConfigError(error.property, texts.get(error.property) ?? '', expectedOf(cls, error.property, envSpecs(cls).get(error.property)));
  return settings as T;
}

function defaultText(spec: EnvSpec, env: NodeJS.ProcessEnv): string | undefined {
  if (spec.default === undefined) return undefined;
  return typeof spec.default === 'function' ? spec.default(env) : String(spec.default);
}

function parse(name: string, spec: EnvSpec, text: string, expectedText: () => string): unknown {
  if (spec.type === 'int') return Number(text); // not an integer: @IsInt refuses it
  if (spec.type !== 'json') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ConfigError(name, text, expectedText());
  }
}

/** What a valid value is, in the words the error shows: from `spec.expected`, else from the validators. */
function expectedOf(cls: EnvClass, property: string, spec?: EnvSpec): string {
  if (spec?.expected) return spec.expected;
  const rules = new Map(
    getMetadataStorage()
      .getTargetValidationMetadatas(cls, '', true, false)
      .filter((m) => m.propertyName === property && m.name)
      .map((m) => [m.name!, m.constraints as unknown[]]),
  );
  if (rules.has('isIn')) return `one of ${(rules.get('isIn')![0] as string[]).join(', ')}`;
  if (rules.has('isInt')) {
    const min = (rules.get('min')?.[0] as number | undefined) ?? 0;
    const max = (rules.get('max')?.[0] as number | undefined) ?? Number.MAX_SAFE_INTEGER;
    return `an integer in [${min}, ${max}]`;
  }
  return [...rules.keys()].join(', ') || 'a valid value';
}
