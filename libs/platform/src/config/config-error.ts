/** A bad setting: stops the process at boot and names the variable (see loadEnv). */
export class ConfigError extends Error {
  constructor(name: string, value: string, expected: string) {
    super(`configuration: ${name}=${JSON.stringify(value)} is invalid: expected ${expected}`);
    this.name = 'ConfigError';
  }
}
