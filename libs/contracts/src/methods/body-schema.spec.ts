import { Ajv2020 } from 'ajv/dist/2020.js';
import { getMetadataStorage } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { ExtractBody, GuardBody, SelectBody } from '../bodies/model-bodies.js';
import { bodySchema } from './body-schema.js';
import type { ModelMethodDescriptor } from './model-method.js';
import { MODEL_METHOD_NAMES, MODEL_METHODS, type ModelMethod } from './model-methods.js';
import { validateMethodBody } from './validate-method-body.js';

const ajv = new Ajv2020({ allowUnionTypes: true });

const acceptedByClass = (method: ModelMethod, body: unknown): boolean => {
  try {
    validateMethodBody(method, body);
    return true;
  } catch {
    return false;
  }
};

/** Every value a field of any body might be given: each body field gets each of them in turn. */
const VALUES: unknown[] = [
  ...[undefined, null, 7, 0.5, true, false, '', 'x'],
  ...[[], ['a'], ['a', 2], [null], [[]], {}, { a: 'does a' }, Array.from({ length: 10_000 }, () => 'c'), Array.from({ length: 10_001 }, () => 'c')],
];

/** The method's example with each field of the class in turn removed or replaced by each value, and bodies that are no object. */
function samples(method: ModelMethodDescriptor): unknown[] {
  const example = method.example;
  const bodies: unknown[] = [example, {}, null, [], 'text', 3, { ...example, unknown_field: 1 }];
  const fields = getMetadataStorage().getTargetValidationMetadatas(method.body, '', true, false).map((m) => m.propertyName);
  for (const field of new Set(fields)) for (const value of VALUES) bodies.push({ ...example, [field]: value });
  return bodies;
}

describe('bodySchema', () => {
  it.each(MODEL_METHOD_NAMES)('%s: the documented schema accepts exactly the bodies the class accepts', (name) => {
    const method = MODEL_METHODS[name];
    const check = ajv.compile(bodySchema(method.body));
    const bodies = samples(method);
    const disagreements = bodies.filter((body) => check(body) !== acceptedByClass(method.name, body));
    expect(disagreements).toEqual([]);
    // The samples do reach both sides: some pass, many fail.
    expect(bodies.filter((b) => check(b)).length).toBeGreaterThan(1);
    expect(bodies.filter((b) => !check(b)).length).toBeGreaterThan(5);
  });

  it('reads the decorators: required fields, optional ones nullable, array bounds, item types', () => {
    expect(bodySchema(SelectBody)).toEqual({
      type: 'object',
      properties: { text: { type: 'string' }, candidates: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 10_000 } },
      required: ['text', 'candidates'],
    });
    expect(bodySchema(ExtractBody)).toEqual({ type: 'object', properties: { text: { type: 'string' }, dump: { type: ['boolean', 'null'] } }, required: ['text'] });
    expect(bodySchema(GuardBody).properties?.tools).toEqual({ type: ['array', 'object', 'null'] });
  });

  it('refuses to document a decorator it does not know', async () => {
    const { IsHexColor } = await import('class-validator');
    class WithColour {
      @IsHexColor()
      colour!: string;
    }
    expect(() => bodySchema(WithColour)).toThrow('no JSON Schema for @isHexColor on WithColour.colour');
  });
});
