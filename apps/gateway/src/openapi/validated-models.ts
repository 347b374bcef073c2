import { METHOD_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ParseUUIDPipe, type Type } from '@nestjs/common';
import { ApiBody, ApiParam, ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { bodySchema, type BodySchema } from '@svc/contracts';
import { getMetadataStorage } from 'class-validator';

type Class = new () => object;
const documented = new WeakSet<Class>();

/** The swagger property of one field, from its JSON Schema: a type list with null becomes `nullable`, two types a `oneOf`. */
function propertyOptions(schema: BodySchema, required: boolean): ApiPropertyOptions {
  const { type, items, ...rest } = schema;
  const types = Array.isArray(type) ? type : type === undefined ? [] : [type];
  const nullable = types.includes('null');
  const kinds = types.filter((t) => t !== 'null');
  const options: Record<string, unknown> = { ...rest, required, ...(nullable ? { nullable: true } : {}) };
  if (rest.enum) options.enum = rest.enum.filter((v) => v !== null);
  if (kinds.length === 1) options.type = kinds[0];
  else if (kinds.length > 1) options.oneOf = kinds.map((t) => ({ type: t }));
  if (items) options.items = items;
  return options;
}

/**
 * Gives a class checked by class-validator (a body, a query) the swagger properties its decorators mean, so
 * the document shows exactly what the routes validate: the same `bodySchema` reading of the decorators, never
 * a second description to keep in step. Parents first (swagger reads a subclass's list of properties from its
 * parent's when it has none of its own), each class once.
 */
export function documentValidatedClass(cls: Class): void {
  if (documented.has(cls)) return;
  const parent = Object.getPrototypeOf(cls) as Class;
  if (parent !== Function.prototype && getMetadataStorage().getTargetValidationMetadatas(parent, '', true, false).length > 0) documentValidatedClass(parent);
  const schema = bodySchema(cls);
  const own = new Set(getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false).filter((m) => m.target === cls).map((m) => m.propertyName));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (own.has(name)) ApiProperty(propertyOptions(property, schema.required?.includes(name) ?? false))(cls.prototype as object, name);
  }
  documented.add(cls);
}

/**
 * Documents every validated class a controller's handlers take as `@Body()`, `@Query()` or a custom body
 * parameter (`@BodyOrEmpty()`, the only custom parameter whose type is a validated class): read from the
 * handlers' parameter types. Run once, before the document is built.
 */
export function documentControllerModels(controllers: Iterable<Type<unknown>>): void {
  for (const controller of controllers) {
    const prototype = controller.prototype as Record<string, unknown>;
    for (const method of Object.getOwnPropertyNames(prototype)) {
      if (method === 'constructor' || typeof prototype[method] !== 'function') continue;
      // HTTP route handlers only: in embedded mode the services' message handlers (`@MessagePattern`, whose
      // `@Payload()` shares the body's parameter kind) are controllers of the same app.
      if (Reflect.getMetadata(METHOD_METADATA, prototype[method]) === undefined) continue;
      const types = (Reflect.getMetadata('design:paramtypes', prototype, method) ?? []) as unknown[];
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, { index: number; data?: unknown; pipes?: unknown[] }>;
      // A body the handler reads as `unknown` and checks itself, named with `@ApiBody({ type })`.
      const named = ((Reflect.getMetadata('swagger/apiParameters', prototype[method] as object) ?? []) as Array<{ in?: string; type?: unknown }>).filter((p) => p.in === 'body');
      for (const { type } of named) if (typeof type === 'function' && getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).length > 0) documentValidatedClass(type as Class);
      for (const [key, { index, data, pipes }] of Object.entries(args)) {
        const kind = Number(key.split(':')[0]) as RouteParamtypes;
        // A path parameter parsed as a UUID is documented as one.
        if (kind === RouteParamtypes.PARAM && typeof data === 'string' && pipes?.some((p) => p instanceof ParseUUIDPipe)) {
          ApiParam({ name: data, schema: { type: 'string', format: 'uuid' } })(prototype, method, Object.getOwnPropertyDescriptor(prototype, method)!);
        }
        const type = types[index];
        const custom = key.includes('__customRouteArgs__');
        if (kind !== RouteParamtypes.BODY && kind !== RouteParamtypes.QUERY && !custom) continue;
        if (typeof type !== 'function' || getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).length === 0) continue;
        documentValidatedClass(type as Class);
        // Swagger knows `@Body()`; a custom body parameter (`@BodyOrEmpty()`) is told to it here.
        if (custom) ApiBody({ type: type as Class })(prototype, method, Object.getOwnPropertyDescriptor(prototype, method)!);
      }
    }
  }
}
