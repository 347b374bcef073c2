import type { MethodAnswer, MethodInput, ModelMethod } from '@svc/contracts';
import * as engine from '@svc/engine';
import { fromEngineError } from './engine-error.js';

/** Each model method's engine function: a method the list gains and this map lacks does not compile. */
const RUNNERS: { [M in ModelMethod]: (input: MethodInput<M>, api: string) => MethodAnswer<M> } = {
  extract: engine.extract,
  structure: (input, api) => ({ ...engine.structure(input), model: api }),
  select: engine.select,
  grade: engine.grade,
  guard: engine.guard,
};

/** Runs one method of the built-in engine on a validated body. */
export function runBuiltin<M extends ModelMethod>(api: string, method: M, body: MethodInput<M>): MethodAnswer<M> {
  const run: (input: MethodInput<M>, api: string) => MethodAnswer<M> = RUNNERS[method];
  try {
    return run(body, api);
  } catch (error) {
    throw fromEngineError(error);
  }
}
