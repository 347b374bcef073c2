import type { InvokeView, MethodInput, ModelMethod } from '@svc/contracts';
import { runBuiltin } from './builtin-engine.js';

/** What serves the methods of one registry entry; the body is already validated against the method's class. */
export interface ModelBackend {
  invoke<M extends ModelMethod>(method: M, body: MethodInput<M>, requestId?: string): Promise<InvokeView>;
}

/** The built-in engine, in this process: it always answers (or refuses the input). */
export class BuiltinBackend implements ModelBackend {
  constructor(private readonly api: string) {}

  invoke<M extends ModelMethod>(method: M, body: MethodInput<M>): Promise<InvokeView> {
    return Promise.resolve({ kind: 'answer', body: runBuiltin(this.api, method, body) });
  }
}
