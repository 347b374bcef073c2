import { EngineInputError } from '@svc/engine';
import { SvcError } from '@svc/errors';

/** An input the engine refused becomes the caller's 422 (`unknown schema`, or a validation list at `loc`); anything else is left alone. */
export function fromEngineError(error: unknown, loc: (string | number)[] = ['body']): unknown {
  if (!(error instanceof EngineInputError)) return error;
  if (error.code === 'unknown_schema') return new SvcError('unknown_schema', error.message);
  return SvcError.validation([{ loc, msg: error.message, type: 'value_error' }]);
}
