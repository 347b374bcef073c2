import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { SvcError, type ValidationIssue } from '@svc/errors';

/** Flattens class-validator's tree into the FastAPI-style list our 422 answers carry. */
export function toIssues(errors: ValidationError[], root: string, path: (string | number)[] = []): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const error of errors) {
    const loc = [...path, error.property];
    const constraints = error.constraints ?? {};
    if (error.value === undefined && 'isDefined' in constraints) {
      issues.push({ loc: [root, ...loc], msg: 'field required', type: 'missing' });
    } else {
      for (const [type, msg] of Object.entries(constraints)) issues.push({ loc: [root, ...loc], msg, type });
    }
    if (error.children?.length) issues.push(...toIssues(error.children, root, loc));
  }
  return issues;
}

type FastCheck = (value: Record<string, unknown>) => boolean;
const fastChecks = new WeakMap<object, FastCheck>();

/**
 * A hand-written check for a contract class on the hot path (the messages of every billed call): when it
 * answers true, the value is accepted as it is, without class-transformer and class-validator (measured: a
 * fifth of billing's and of models' CPU per call). It must never accept what the class refuses; when it
 * answers false the full validation runs and words the refusal. `fast-checks.spec.ts` holds it to that.
 */
export function registerFastCheck<T extends object>(cls: new () => T, check: FastCheck): void {
  fastChecks.set(cls, check);
}

/** The fast check registered for `cls`, if any (for its tests). */
export function fastCheckOf(cls: object): FastCheck | undefined {
  return fastChecks.get(cls);
}

/**
 * Turns an untrusted plain value into an instance of `cls`, or throws a 422 SvcError listing every problem.
 * Used by the gateway for HTTP bodies and by every service for the NATS messages it receives. A class with a
 * fast check (`registerFastCheck`) that passes answers the plain value itself.
 */
export function validateContract<T extends object>(cls: new () => T, value: unknown, root = 'body'): T {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw SvcError.validation([{ loc: [root], msg: `${root} must be a JSON object`, type: 'type_error' }]);
  }
  if (fastChecks.get(cls)?.(value as Record<string, unknown>)) return value as T;
  const instance = plainToInstance(cls, value);
  const errors = validateSync(instance, { forbidUnknownValues: false });
  if (errors.length > 0) throw SvcError.validation(toIssues(errors, root));
  return instance;
}
