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
}

/** What each decorator the bodies use says about its property, in JSON Schema; `optional` means absent and null pass too. */
const DECORATORS: Record<string, (schema: BodySchema, constraints: unknown[], each: boolean) => void> = {
  isDefined: () => undefined,
  isString: (s, _, each) => typed(s, 'string', each),
  isBoolean: (s, _, each) => typed(s, 'boolean', each),
  isArray: (s) => typed(s, 'array', false),
  arrayNotEmpty: (s) => (s.minItems = 1),
  arrayMaxSize: (s, c) => (s.maxItems = c[0] as number),
  isToolCatalogue: (s) => (s.type = ['array', 'object']),
};

function typed(schema: BodySchema, type: JsonType, each: boolean): void {
  if (each) schema.items = { type };
  else schema.type = type;
}

/**
 * The JSON Schema of a body class, read from its class-validator decorators, for the OpenAPI document and
 * tool listings. Only the decorators above are known: any other one throws, so a body that uses a new one
 * cannot be documented wrong (a unit test builds every body's schema, and checks it accepts what the class accepts).
 */
export function bodySchema(bodyClass: new () => object): BodySchema {
  const properties: Record<string, BodySchema> = {};
  const optional = new Set<string>();
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(bodyClass, '', true, false)) {
    const property = (properties[meta.propertyName] ??= {});
    if (meta.type === 'conditionalValidation' && meta.name === 'isOptional') {
      optional.add(meta.propertyName);
      continue;
    }
    const apply = meta.name === undefined ? undefined : DECORATORS[meta.name];
    if (!apply) throw new Error(`bodySchema: no JSON Schema for @${meta.name ?? meta.type} on ${bodyClass.name}.${meta.propertyName}`);
    apply(property, (meta.constraints ?? []) as unknown[], meta.each === true);
  }
  // class-validator skips null as well as absent values of an @IsOptional field.
  for (const name of optional) {
    const type = properties[name].type;
    if (type !== undefined) properties[name].type = [...(Array.isArray(type) ? type : [type]), 'null'];
  }
  return { type: 'object', properties, required: Object.keys(properties).filter((n) => !optional.has(n)) };
}
