import { getMetadataStorage } from 'class-validator';
import type { JsonSchema } from '@svc/engine';

type JsonType = Extract<JsonSchema['type'], string>;

/** The JSON Schema keywords a body class's decorators translate to. */
export interface BodySchema {
  type?: JsonType | JsonType[];
  properties?: Record<string, BodySchema>;
  required?: string[];
  items?: BodySchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  /** `email` and `uuid` mean what class-validator's `isEmail` and `isUUID` accept. */
  format?: 'email' | 'uuid' | 'date';
  enum?: unknown[];
}

/** What each decorator the bodies use says about its property, in JSON Schema. */
const DECORATORS: Record<string, (schema: BodySchema, constraints: unknown[], each: boolean) => void> = {
  isDefined: () => undefined,
  isString: (s, _, each) => typed(s, 'string', each),
  isBoolean: (s, _, each) => typed(s, 'boolean', each),
  isInt: (s, _, each) => typed(s, 'integer', each),
  isArray: (s) => typed(s, 'array', false),
  arrayNotEmpty: (s) => (s.minItems = 1),
  arrayMaxSize: (s, c) => (s.maxItems = c[0] as number),
  isToolCatalogue: (s) => (s.type = ['array', 'object']),
  isEmail: (s) => Object.assign(s, { type: 'string', format: 'email' }),
  isUuid: (s) => Object.assign(s, { type: 'string', format: 'uuid' }),
  // A UTC day, `YYYY-MM-DD` (billing-bodies' IsDay also refuses days that do not exist).
  isDay: (s) => Object.assign(s, { type: 'string', format: 'date' }),
  // class-validator's length is in UTF-16 code units, as JSON Schema's (close enough: both count characters of the BMP alike).
  isLength: (s, c) => Object.assign(s, { type: 'string', minLength: c[0] as number, ...(c[1] === undefined ? {} : { maxLength: c[1] as number }) }),
  min: (s, c) => (s.minimum = c[0] as number),
  max: (s, c) => (s.maximum = c[0] as number),
  matches: (s, c) => Object.assign(s, { type: 'string', pattern: (c[0] as RegExp).source }),
  isIn: (s, c) => (s.enum = [...(c[0] as unknown[])]),
};

function typed(schema: BodySchema, type: JsonType, each: boolean): void {
  if (each) schema.items = { type };
  else schema.type = type;
}

/** What a conditional decorator (`@IsOptional`, `@ValidateIf`, `Omittable`) lets through unchecked: absent, null, or both. */
function skipped(condition: (object: object, value: unknown) => boolean, name: string): { absent: boolean; nul: boolean } {
  return { absent: !condition({ [name]: undefined }, undefined), nul: !condition({ [name]: null }, null) };
}

/**
 * The JSON Schema of a body (or query) class, read from its class-validator decorators, for the OpenAPI
 * document and tool listings. Only the decorators above are known: any other one throws, so a body that uses
 * a new one cannot be documented wrong (a unit test builds every body's schema, and checks it accepts what the
 * class accepts).
 */
export function bodySchema(bodyClass: new () => object): BodySchema {
  const properties: Record<string, BodySchema> = {};
  const optional = new Set<string>();
  const nullable = new Set<string>();
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(bodyClass, '', true, false)) {
    const property = (properties[meta.propertyName] ??= {});
    if (meta.type === 'conditionalValidation') {
      const { absent, nul } = skipped(meta.constraints[0] as (object: object, value: unknown) => boolean, meta.propertyName);
      if (absent) optional.add(meta.propertyName);
      if (nul) nullable.add(meta.propertyName);
      continue;
    }
    const apply = meta.name === undefined ? undefined : DECORATORS[meta.name];
    if (!apply) throw new Error(`bodySchema: no JSON Schema for @${meta.name ?? meta.type} on ${bodyClass.name}.${meta.propertyName}`);
    apply(property, (meta.constraints ?? []) as unknown[], meta.each === true);
  }
  for (const name of nullable) {
    const type = properties[name].type;
    if (type !== undefined) properties[name].type = [...(Array.isArray(type) ? type : [type]), 'null'];
    if (properties[name].enum) properties[name].enum = [...properties[name].enum, null];
  }
  return { type: 'object', properties, required: Object.keys(properties).filter((n) => !optional.has(n)) };
}
