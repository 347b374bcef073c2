import * as engine from '@svc/engine';
import { SvcError } from '@svc/errors';
import { fromEngineError } from './engine-error.js';

/** Runs one method of the built-in engine on a body the gateway already validated. */
export function runBuiltin(api: string, method: string, body: Record<string, unknown>): unknown {
  try {
    switch (method) {
      case 'extract':
        return engine.extract(body as unknown as engine.ExtractInput);
      case 'structure':
        return { ...engine.structure(body as unknown as engine.StructureInput), model: api };
      case 'select':
        return engine.select(body as unknown as engine.SelectInput);
      case 'grade':
        return engine.grade(body as unknown as engine.GradeInput);
      case 'guard':
        return engine.guard(body as unknown as engine.GuardInput);
      default:
        throw new SvcError('unknown_method');
    }
  } catch (error) {
    throw fromEngineError(error);
  }
}
