import { describe, expect, it } from 'vitest';
import { SvcError } from '@svc/errors';
import { GuardBody, SelectBody, StructureBody } from './bodies/model-bodies.js';
import { validateContract } from './validate-contract.js';

const issues = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(SvcError);
    expect((e as SvcError).status).toBe(422);
    return (e as SvcError).detail;
  }
  throw new Error('expected a validation failure');
};

describe('validateContract', () => {
  it('lists every missing and ill-typed field with its location', () => {
    expect(issues(() => validateContract(StructureBody, { text: 7 }))).toEqual([
      { loc: ['body', 'text'], msg: 'text must be a string', type: 'isString' },
      { loc: ['body', 'schema'], msg: 'field required', type: 'missing' },
    ]);
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'text', 3]) expect(issues(() => validateContract(SelectBody, body))).toEqual([{ loc: ['body'], msg: 'body must be a JSON object', type: 'type_error' }]);
  });

  it('checks array items, and accepts the three tool catalogue forms', () => {
    expect(issues(() => validateContract(SelectBody, { text: 'x', candidates: ['a', 2] }))).toMatchObject([{ loc: ['body', 'candidates'], type: 'isString' }]);
    for (const tools of [['a'], { a: 'does a' }, [{ name: 'a', parameters: {} }]]) {
      expect(validateContract(GuardBody, { request: 'r', tools }).tools).toEqual(tools);
    }
    expect(issues(() => validateContract(GuardBody, { request: 'r', tools: 'a' }))).toMatchObject([{ loc: ['body', 'tools'] }]);
  });
});
