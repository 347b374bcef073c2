import { getMetadataStorage } from 'class-validator';

/** The JSON Schema keywords an event class's decorators translate to (draft-07, as AsyncAPI 3.0 payloads take it). */
export interface EventFieldSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  description?: string;
  /** An array's items: objects of a nested event class (`@ValidateNested({ each: true })` with `@Type`). */
  items?: EventPayloadSchema;
}

export interface EventPayloadSchema {
  type: 'object';
  title?: string;
  description?: string;
  properties: Record<string, EventFieldSchema>;
  required: string[];
}

/** What each decorator the event classes use says about its property, in JSON Schema. */
const DECORATORS: Record<string, (schema: EventFieldSchema, constraints: unknown[]) => void> = {
  isUuid: (s) => Object.assign(s, { type: 'string', format: 'uuid' }),
  isString: (s) => (s.type = 'string'),
  isEmail: (s) => Object.assign(s, { type: 'string', format: 'email' }),
  isInt: (s) => (s.type = 'integer'),
  isNumber: (s) => (s.type = 'number'),
  isBoolean: (s) => (s.type = 'boolean'),
  isIn: (s, c) => {
    s.enum = [...(c[0] as unknown[])];
    if (s.enum.every((v) => typeof v === 'string')) s.type = 'string';
  },
  equals: (s, c) => {
    s.const = c[0];
    if (typeof c[0] === 'boolean' || typeof c[0] === 'string') s.type = typeof c[0];
  },
  length: (s, c) => Object.assign(s, { minLength: c[0] as number }, c[1] === undefined ? {} : { maxLength: c[1] as number }),
  min: (s, c) => (s.minimum = c[0] as number),
  max: (s, c) => (s.maximum = c[0] as number),
};

/**
 * The JSON Schema of an event's body, read from its class's class-validator decorators: what the AsyncAPI
 * document publishes, so it cannot drift from the class the services and the tests validate events with.
 * Only the decorators above are known: any other one throws, as does a property whose decorators name no type,
 * so an event that uses a new one cannot be documented wrong (a unit test builds every event's schema).
 * `@IsOptional()` fields may be absent or null (as class-validator lets them be).
 */
export function eventPayloadSchema(eventClass: new () => object): EventPayloadSchema {
  const properties: Record<string, EventFieldSchema> = {};
  const optional = new Set<string>();
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(eventClass, '', true, false)) {
    const property = (properties[meta.propertyName] ??= {});
    if (meta.type === 'conditionalValidation' && meta.name === 'isOptional') {
      optional.add(meta.propertyName);
      continue;
    }
    if (meta.type === 'nestedValidation' && meta.each) {
      // A list of nested events (`@IsArray() @ValidateNested({ each: true }) @Type(() => Item)`).
      const item = nestedClassOf(eventClass, meta.propertyName);
      Object.assign(property, { type: 'array', items: eventPayloadSchema(item) });
      continue;
    }
    if (meta.name === 'isArray') {
      property.type = 'array';
      continue;
    }
    const apply = meta.name === undefined ? undefined : DECORATORS[meta.name];
    if (!apply || meta.each) throw new Error(`eventPayloadSchema: no JSON Schema for @${meta.name ?? meta.type} on ${eventClass.name}.${meta.propertyName}`);
    apply(property, (meta.constraints ?? []) as unknown[]);
  }
  for (const [name, schema] of Object.entries(properties)) {
    if (schema.type === undefined && schema.enum === undefined && schema.const === undefined) {
      throw new Error(`eventPayloadSchema: ${eventClass.name}.${name} has no type decorator`);
    }
    if (!optional.has(name)) continue;
    // class-validator skips null as well as absent values of an @IsOptional field.
    if (schema.type !== undefined) schema.type = [...(Array.isArray(schema.type) ? schema.type : [schema.type]), 'null'];
    if (schema.enum !== undefined) schema.enum = [...schema.enum, null];
  }
  const ordered = Object.fromEntries(Object.entries(properties).sort(([a], [b]) => fieldOrder(a) - fieldOrder(b)));
  return { type: 'object', properties: ordered, required: Object.keys(ordered).filter((n) => !optional.has(n)) };
}

/**
 * The class of a nested list's items: the event class names it in a static `nested` map (`static readonly nested =
 * { events: CallSettledEvent }`), beside the `@Type(() => Item)` class-transformer reads when validating.
 */
function nestedClassOf(eventClass: new () => object, property: string): new () => object {
  const item = (eventClass as unknown as { nested?: Record<string, new () => object> }).nested?.[property];
  if (!item) throw new Error(`eventPayloadSchema: ${eventClass.name}.${property} validates nested items: name their class in ${eventClass.name}.nested`);
  return item;
}

/** `eventId` first, then the tenant and request ids, then the rest in the order class-validator lists them. */
const LEADING = ['eventId', 'tenantId', 'requestId'];
function fieldOrder(name: string): number {
  const i = LEADING.indexOf(name);
  return i < 0 ? LEADING.length : i;
}
