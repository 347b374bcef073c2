/** BFCL's AST comparison of a proposed call against an accepted answer (strings loosely, as BFCL does). */

type Allowed = unknown[];

/** Lower-case, spaces and punctuation removed. */
export function looseString(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

function sameValue(v: unknown, want: unknown): boolean {
  if (typeof want === 'number') return typeof v === 'number' && Math.abs(v - want) <= 1e-9 * Math.max(1, Math.abs(want));
  if (typeof want === 'string') return typeof v === 'string' && looseString(v) === looseString(want);
  if (typeof want === 'boolean') return v === want;
  if (Array.isArray(want)) return Array.isArray(v) && v.length === want.length && want.every((w, i) => sameValue(v[i], w));
  if (want && typeof want === 'object') {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
    const o = v as Record<string, unknown>;
    return Object.entries(want as Record<string, unknown>).every(([k, allowed]) =>
      Array.isArray(allowed) ? (k in o ? allowed.some((a) => a !== '' && sameValue(o[k], a)) : allowed.includes('')) : sameValue(o[k], allowed),
    );
  }
  return v === want;
}

/** Whether the arguments match one accepted answer: every given value allowed, every omitted one optional. */
export function argumentsMatch(args: Record<string, unknown>, accepted: Record<string, Allowed>): boolean {
  for (const k of Object.keys(args)) if (!(k in accepted)) return false;
  for (const [k, allowed] of Object.entries(accepted)) {
    if (!(k in args)) {
      if (!allowed.includes('')) return false;
      continue;
    }
    if (!allowed.some((a) => a !== '' && sameValue(args[k], a))) return false;
  }
  return true;
}
