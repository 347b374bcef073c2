import type { ArgumentMetadata } from '@nestjs/common';

const PRIMITIVES = new Set<unknown>([String, Number, Boolean, Array, Object]);

/** The contract class a handler's parameter is declared with, or undefined (`unknown`, a primitive, an interface). */
export function contractClassOf(metadata: ArgumentMetadata): (new () => object) | undefined {
  const cls = metadata.metatype;
  return cls && !PRIMITIVES.has(cls) ? (cls as new () => object) : undefined;
}
