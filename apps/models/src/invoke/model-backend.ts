import type { InvokeView } from '@svc/contracts';
import { runBuiltin } from './builtin-engine.js';

/** What serves the methods of one registry entry. */
export interface ModelBackend {
  invoke(method: string, body: Record<string, unknown>, requestId?: string): Promise<InvokeView>;
}

/** The built-in engine, in this process: it always answers (or refuses the input). */
export class BuiltinBackend implements ModelBackend {
  constructor(private readonly api: string) {}

  invoke(method: string, body: Record<string, unknown>): Promise<InvokeView> {
    return Promise.resolve({ kind: 'answer', body: runBuiltin(this.api, method, body) });
  }
}
