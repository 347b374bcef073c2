/**
 * The settings inventory: a class per app (and per shared concern) whose properties are its environment variables,
 * named as the variables are (like Immich's EnvDto). `@Env` gives each one its default and its meaning, and
 * class-validator decorators beside it say which values are valid; `loadEnv` reads, parses and validates a class,
 * and the README's settings table is rendered from the same classes (tools/docs).
 */
export interface EnvSpec {
  /** One line for the README: what the variable changes. */
  doc: string;
  /**
   * The value used when the variable is unset or empty, written as it would be in the environment; a function
   * when it follows from other variables. No default: the property stays undefined.
   */
  default?: string | number | ((env: NodeJS.ProcessEnv) => string);
  /** The default as the README shows it, when it is not simply the value (generated, derived, per mode). */
  shown?: string;
  /** How the text is read: as it is (`string`), as a number (`int`, checked by `@IsInt`), or as JSON. */
  type?: 'string' | 'int' | 'json';
  /** Applied to the text before validation (e.g. trailing slashes of a URL). */
  normalise?: (text: string) => string;
  /** What a bad value's error says was expected, when the validators do not say it (`@IsInt`+`@Min`+`@Max`, `@IsIn`). */
  expected?: string;
}

/** A class of settings: properties named after environment variables, each with `@Env`. */
export type EnvClass<T extends object = object> = new () => T;

const SPECS = new WeakMap<object, Map<string, EnvSpec>>();

export function Env(spec: EnvSpec): PropertyDecorator {
  return (target, key) => {
    const cls = target.constructor;
    const specs = SPECS.get(cls) ?? new Map<string, EnvSpec>();
    specs.set(String(key), spec);
    SPECS.set(cls, specs);
  };
}

/** The variables a class declares, in declaration order. */
export function envSpecs(cls: EnvClass): ReadonlyMap<string, EnvSpec> {
  return SPECS.get(cls) ?? new Map();
}
