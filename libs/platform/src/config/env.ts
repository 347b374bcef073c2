/** Reads one setting from the environment; a bad value stops the process at boot and names the variable. */
export class ConfigError extends Error {
  constructor(name: string, value: string, expected: string) {
    super(`configuration: ${name}=${JSON.stringify(value)} is invalid: expected ${expected}`);
    this.name = 'ConfigError';
  }
}

export function envString(name: string, fallback: string): string {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : value;
}

export function envInt(name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new ConfigError(name, raw, `an integer in [${min}, ${max}]`);
  return value;
}

export function envJson<T>(name: string, fallback: T, check: (value: unknown) => value is T, expected: string): T {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ConfigError(name, raw, expected);
  }
  if (!check(value)) throw new ConfigError(name, raw, expected);
  return value;
}

export function envChoice<T extends string>(name: string, fallback: T, choices: readonly T[]): T {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(choices as readonly string[]).includes(raw)) throw new ConfigError(name, raw, `one of ${choices.join(', ')}`);
  return raw as T;
}
