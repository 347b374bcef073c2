import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { SvcError } from '@svc/errors';
import { isModelMethod, MODEL_METHOD_NAMES, MODEL_METHODS } from './model-methods.js';
import { validateMethodBody } from './validate-method-body.js';

const ajv = new Ajv2020({ allowUnionTypes: true });

describe('MODEL_METHODS', () => {
  it('names the five contract methods, each under its own name', () => {
    expect(MODEL_METHOD_NAMES).toEqual(['extract', 'structure', 'select', 'grade', 'guard']);
    for (const name of MODEL_METHOD_NAMES) expect(MODEL_METHODS[name].name).toBe(name);
  });

  it('knows a model method from any other name, inherited ones included', () => {
    for (const name of MODEL_METHOD_NAMES) expect(isModelMethod(name)).toBe(true);
    for (const name of ['route', 'repair', 'toString', '__proto__', 'constructor', '']) expect(isModelMethod(name)).toBe(false);
  });

  it.each(MODEL_METHOD_NAMES)('%s: its example validates, and its answer schemas (general and for the example) are JSON Schema', (name) => {
    const method = MODEL_METHODS[name];
    expect(validateMethodBody(name, method.example)).toEqual(method.example);
    expect(() => ajv.compile(method.answerSchema())).not.toThrow();
    expect(() => ajv.compile(MODEL_METHODS[name].answerSchema(method.example as never))).not.toThrow();
  });

  it('narrows an answer schema to the body: select chooses among its candidates', () => {
    const check = ajv.compile(MODEL_METHODS.select.answerSchema({ text: 't', candidates: ['a', 'b'] }));
    expect(check({ choice: 'b', confidence: 0.4, status: 'ok' })).toBe(true);
    expect(check({ choice: 'c', confidence: 0.4, status: 'ok' })).toBe(false);
  });
});

describe('validateMethodBody', () => {
  it("refuses with the 422 list at [\"body\", field], as the gateway answers", () => {
    try {
      validateMethodBody('select', { text: 'x', candidates: [] });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(SvcError);
      expect((e as SvcError).status).toBe(422);
      expect((e as SvcError).detail).toEqual([{ loc: ['body', 'candidates'], msg: 'candidates should not be empty', type: 'arrayNotEmpty' }]);
    }
  });
});
