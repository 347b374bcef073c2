import { EXTRACT } from './extract.method.js';
import { GRADE } from './grade.method.js';
import type { ModelMethodDescriptor } from './model-method.js';
import { GUARD } from './guard.method.js';
import { SELECT } from './select.method.js';
import { STRUCTURE } from './structure.method.js';

/** Each key must be its descriptor's name. */
function byName<T extends Record<string, ModelMethodDescriptor>>(methods: T & { [K in keyof T]: { name: K } }): T {
  return methods;
}

/**
 * Every model method, in the order the contract lists them. Adding a method here (with its descriptor) is
 * what the gateway, the self-hosted container, the registry and the OpenAPI document read; the built-in and
 * upstream backends then fail to compile until they serve it.
 */
export const MODEL_METHODS = byName({ extract: EXTRACT, structure: STRUCTURE, select: SELECT, grade: GRADE, guard: GUARD });

export type ModelMethod = keyof typeof MODEL_METHODS;
/** What the engine takes for method M (a validated body is one). */
export type MethodInput<M extends ModelMethod> = (typeof MODEL_METHODS)[M] extends ModelMethodDescriptor<M, infer I, unknown> ? I : never;
/** What method M answers. */
export type MethodAnswer<M extends ModelMethod> = NonNullable<(typeof MODEL_METHODS)[M]['answer']>;

export const MODEL_METHOD_NAMES = Object.keys(MODEL_METHODS) as readonly ModelMethod[];

export function isModelMethod(name: string): name is ModelMethod {
  return Object.hasOwn(MODEL_METHODS, name);
}
