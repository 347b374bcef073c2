import { inspect } from 'node:util';
import { MODEL_METHOD_NAMES } from '@svc/contracts';

/** The methods an entry may list, and offers when it lists none: every model method. */
export const ALL_METHODS: readonly string[] = MODEL_METHOD_NAMES;

/** An API key: readable on purpose (`reveal`), never by accident (logs, JSON, `util.inspect` show `[redacted]`). */
export class Secret {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  reveal(): string {
    return this.#value;
  }
  toJSON(): string {
    return '[redacted]';
  }
  toString(): string {
    return '[redacted]';
  }
  [inspect.custom](): string {
    return '[redacted]';
  }
}

/** The registry text as a configuration error may show it: every `api_key` value replaced. */
export function redactKeys(raw: string): string {
  return raw.replace(/("api_key"\s*:\s*)("(?:[^"\\]|\\.)*"|[^,}\s]+)/g, '$1"[redacted]"');
}
