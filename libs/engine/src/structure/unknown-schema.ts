import { BUILTIN_SCHEMAS } from './schemas.js';

/** How much of a caller's schema name a refusal repeats: enough to recognise it, never the caller's 1 MiB back. */
export const ECHOED_NAME_MAX = 64;

/** The name as the refusal repeats it: its first 64 characters and `…` when longer (never half a surrogate pair). */
export function echoedName(name: string): string {
  if (name.length <= ECHOED_NAME_MAX) return name;
  const cut = /[\ud800-\udbff]/.test(name[ECHOED_NAME_MAX - 1]) ? ECHOED_NAME_MAX - 1 : ECHOED_NAME_MAX;
  return `${name.slice(0, cut)}…`;
}

/** The one wording of the 422 for a schema that is not built in (structure, repair, an upstream model's structure). */
export function unknownSchemaMessage(name: string): string {
  return `unknown schema '${echoedName(name)}'; built-in schemas: ${BUILTIN_SCHEMAS.join(', ')}`;
}
