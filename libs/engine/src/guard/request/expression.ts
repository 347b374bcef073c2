const ATOM = String.raw`(?:\d+(?:\.\d+)?\s*\*{0,2}\s*)?(?:(?<![a-z])[a-z](?![a-z])|sin|cos|tan|exp|log|ln|sqrt|pi)(?:\s*(?:\^|\*\*)\s*\d+(?:\.\d+)?)?|\d+(?:\.\d+)?|[()]`;
const EXPRESSION = new RegExp(String.raw`(?:[-+]\s*)?(?:${ATOM})(?:\s*(?:\*\*|[-+*/^])?\s*(?:${ATOM}))*`, 'gi');

/**
 * A mathematical expression written in the request (`x^2`, `3x^2 + 2x - 1`), without `y =`: the first one
 * written among those at least half as long as the longest (fragments are not expressions); expressions in
 * `skip` are passed over, so that a second expression parameter takes the second one (`the functions y=3x+2
 * and y=2x+3`).
 */
export function expressionIn(text: string, skip: ReadonlySet<string> = new Set()): string | null {
  const found: string[] = [];
  for (const m of text.replace(/\b(?:y|f\s*\(\s*x\s*\))\s*=\s*/gi, ' ').matchAll(EXPRESSION)) {
    const e = m[0].trim();
    if (e.length >= 2 && /[a-z]/i.test(e) && /[\^*+\-/]|\d\s*[a-z]/i.test(e)) found.push(e);
  }
  const longest = Math.max(0, ...found.map((e) => e.length));
  return found.find((e) => e.length * 2 >= longest && !skip.has(e)) ?? null;
}
